import { formatDate } from "../../../shared/format/date-time.ts";
import { etaText } from "../../components/blockchain-strip/block-texts.ts";
import { durationText, utcTimeText } from "../../components/transaction/transaction-texts.ts";
import { useAcceleratorT } from "../../i18n/locales/accelerator-area.ts";
import type { TimelineStep } from "./acceleration-timeline.ts";

/**
 * The acceleration timeline's steps (acceleration-timeline.ts) as a row of dots: each step's name,
 * and under it the time since the step before (or its date, for an old block); a pending step is
 * hollow with its ETA, a canceled one red.
 *
 * @example
 * <AccelerationTimeline steps={steps} />
 */
export function AccelerationTimeline({ steps }: { readonly steps: readonly TimelineStep[] }) {
  const t = useAcceleratorT();
  return (
    <section className="tx-page-section" aria-labelledby="tx-page-acceleration">
      <h2 id="tx-page-acceleration" className="tx-section-title">
        {t("accelerator.timeline.title")}
      </h2>
      <ol className="acceleration-timeline">
        {steps.map((step) => (
          <li key={step.kind} className={`acceleration-step acceleration-step-${step.kind}`}>
            <span className="acceleration-step-dot" aria-hidden="true" />
            <span className="acceleration-step-name">{t(`accelerator.timeline.${step.kind}`)}</span>
            <span className="acceleration-step-when">
              {step.kind === "pending" ? (
                step.etaMs === null ? (
                  "\u00a0"
                ) : (
                  etaText(t, step.etaMs)
                )
              ) : (
                <time dateTime={new Date(step.time * 1000).toISOString()} title={utcTimeText(t, step.time)}>
                  {step.after === null ? formatDate(step.time, "minute") : step.after === 0 && step.kind !== "first-seen" ? t("accelerator.timeline.same-time") : t("accelerator.timeline.after", { span: durationText(t, step.after) })}
                </time>
              )}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
