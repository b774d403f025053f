/**
 * The difficulty adjustment, live from the `da` frame (client/live/live-state.ts): progress through
 * the epoch, the estimated and the previous change, the blocks left and the estimated date.
 *
 * @example
 * <DifficultyPanel da={live.da} />
 */
import type { Snapshot } from "valtio";
import { formatUtcDateTime } from "../../../shared/format/date-time.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { etaText } from "../../components/blockchain-strip/block-texts.ts";
import { useT } from "../../i18n/i18n.tsx";
import type { DifficultyAdjustment } from "../../live/live-state.ts";
import { changeDirection, countText, signedPercentText } from "./mining-texts.ts";
import { MiningFigure } from "./mining-figure.tsx";
import "../../i18n/page-texts/mining.ts";

const MS_PER_MINUTE = 60_000;

export function DifficultyPanel({ da }: { readonly da: Snapshot<DifficultyAdjustment> | null }) {
  const t = useT();
  return (
    <section className="mining-panel mining-da" aria-labelledby="mining-da-title">
      <h2 id="mining-da-title" className="mining-panel-title">
        {t("mining.da.title")}
      </h2>
      {da === null ? (
        <p className="mining-waiting" role="status">
          {t("mining.da.waiting")}
        </p>
      ) : (
        <DifficultyFigures da={da} />
      )}
    </section>
  );
}

function DifficultyFigures({ da }: { readonly da: Snapshot<DifficultyAdjustment> }) {
  const t = useT();
  const progress = Math.min(100, Math.max(0, da.progressPercent));
  const progressText = t("mining.da.progress-value", { percent: formatNumber(progress, "1.2-2") });
  const retargetSeconds = da.estimatedRetargetDate / 1000;
  return (
    <>
      <div
        className="mining-da-progress"
        role="progressbar"
        aria-label={t("mining.da.progress")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100) / 100}
        aria-valuetext={progressText}
      >
        <span className="mining-da-progress-fill" style={{ width: `${progress}%` }} />
      </div>
      <p className="mining-da-progress-text">{progressText}</p>
      <dl className="mining-figures">
        <MiningFigure label={t("mining.da.estimated-change")} className={`mining-change mining-change-${changeDirection(da.difficultyChange)}`}>
          {signedPercentText(t, da.difficultyChange)}
        </MiningFigure>
        <MiningFigure label={t("mining.da.previous-change")} className={`mining-change mining-change-${changeDirection(da.previousRetarget)}`}>
          {signedPercentText(t, da.previousRetarget)}
        </MiningFigure>
        <MiningFigure label={t("mining.da.remaining")}>
          {t(da.remainingBlocks === 1 ? "mining.da.remaining-value.one" : "mining.da.remaining-value.other", { count: countText(da.remainingBlocks) })}
        </MiningFigure>
        <MiningFigure label={t("mining.da.next-height")}>{countText(da.nextRetargetHeight)}</MiningFigure>
        <MiningFigure label={t("mining.da.estimated-date")} wide>
          {retargetSeconds >= 0 && Number.isFinite(retargetSeconds) ? (
            <>
              {t("mining.da.estimated-date-value", { date: formatUtcDateTime(retargetSeconds) })}
              <span className="mining-figure-note">{etaText(t, da.remainingTime)}</span>
            </>
          ) : (
            t("mining.value-missing")
          )}
        </MiningFigure>
        <MiningFigure label={t("mining.da.block-time")}>{t("mining.da.block-time-value", { minutes: formatNumber(da.timeAvg / MS_PER_MINUTE, "1.1-1") })}</MiningFigure>
      </dl>
    </>
  );
}
