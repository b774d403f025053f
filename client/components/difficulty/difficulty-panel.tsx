/**
 * The difficulty adjustment, live from the `da` frame (client/live/live-state.ts): the epoch's 2016
 * blocks as one grid, the estimated and the previous change, the blocks left and the estimated date;
 * and the next halving beside it. It opens on the halving when that comes first.
 *
 * @example
 * <DifficultyPanel da={live.da} tip={live.tip} />
 */
import { useId, useState } from "react";
import type { Snapshot } from "valtio";
import { DIFFICULTY_EPOCH_BLOCKS } from "../../../shared/chain/difficulty.ts";
import { BTC_UNIT, formatBtc } from "../../../shared/format/amount.ts";
import { formatDate } from "../../../shared/format/date-time.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { etaText } from "../blockchain-strip/block-texts.ts";
import { type Translate, useT } from "../../i18n/i18n.tsx";
import type { DifficultyAdjustment } from "../../live/live-state.ts";
import { MiningFigure } from "../../pages/mining/mining-figure.tsx";
import { changeDirection, countText, signedPercentText } from "./change-texts.ts";
import { type DifficultyView, defaultView, halvingFigures } from "./difficulty-view.ts";
import { EpochGrid } from "./epoch-grid.tsx";

const MS_PER_MINUTE = 60_000;

export interface DifficultyPanelProps {
  readonly da: Snapshot<DifficultyAdjustment> | null;
  /** The chain's tip, for the halving (UNKNOWN_TIP before the first block). */
  readonly tip: number;
}

export function DifficultyPanel({ da, tip }: DifficultyPanelProps) {
  const t = useT();
  const titleId = useId();
  // Until the visitor picks one, the view follows the data (the halving when it comes first).
  const [chosen, setChosen] = useState<DifficultyView | null>(null);
  const view = chosen ?? defaultView(tip, da);
  const halving = da === null ? null : halvingFigures(tip, da);
  return (
    <section className="mining-panel mining-da" aria-labelledby={titleId}>
      <div className="mining-section-head">
        <h2 id={titleId} className="mining-panel-title">
          {t(view === "halving" ? "difficulty.halving.title" : "difficulty.title")}
        </h2>
        {halving !== null && (
          <div className="da-views" role="group" aria-label={t("difficulty.view.label")}>
            {(["difficulty", "halving"] as const).map((option) => (
              <button key={option} type="button" className="da-view" aria-pressed={view === option} onClick={() => setChosen(option)}>
                {t(`difficulty.view.${option}`)}
              </button>
            ))}
          </div>
        )}
      </div>
      {da === null ? (
        <p className="mining-waiting" role="status">
          {t("difficulty.waiting")}
        </p>
      ) : view === "halving" && halving !== null ? (
        <HalvingFigures t={t} halving={halving} timeAvg={da.timeAvg} />
      ) : (
        <DifficultyFigures t={t} da={da} />
      )}
    </section>
  );
}

function ProgressBar({ label, percent, text }: { readonly label: string; readonly percent: number; readonly text: string }) {
  const progress = Math.min(100, Math.max(0, percent));
  return (
    <>
      <div className="mining-da-progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100) / 100} aria-valuetext={text}>
        <span className="mining-da-progress-fill" style={{ width: `${progress}%` }} />
      </div>
      <p className="mining-da-progress-text">{text}</p>
    </>
  );
}

function DateFigure({ t, label, ms, etaMs }: { readonly t: Translate; readonly label: string; readonly ms: number; readonly etaMs: number }) {
  const seconds = ms / 1000;
  return (
    <MiningFigure label={label} wide>
      {seconds >= 0 && Number.isFinite(seconds) ? (
        <>
          {t("difficulty.estimated-date-value", { date: formatDate(seconds) })}
          <span className="mining-figure-note">{etaText(t, etaMs)}</span>
        </>
      ) : (
        t("figure.missing")
      )}
    </MiningFigure>
  );
}

const remainingText = (t: Translate, blocks: number): string =>
  t("difficulty.remaining-value", { count: countText(blocks) });

function DifficultyFigures({ t, da }: { readonly t: Translate; readonly da: Snapshot<DifficultyAdjustment> }) {
  const mined = Math.max(0, DIFFICULTY_EPOCH_BLOCKS - da.remainingBlocks);
  return (
    <>
      <EpochGrid
        da={da}
        label={t("difficulty.grid.label", { total: countText(DIFFICULTY_EPOCH_BLOCKS), mined: countText(mined), remaining: countText(da.remainingBlocks) })}
        stateNames={{ mined: t("difficulty.grid.mined"), ahead: t("difficulty.grid.ahead"), behind: t("difficulty.grid.behind"), remaining: t("difficulty.grid.remaining") }}
      />
      <ProgressBar label={t("difficulty.progress")} percent={da.progressPercent} text={t("difficulty.progress-value", { percent: formatNumber(Math.min(100, Math.max(0, da.progressPercent)), "1.2-2") })} />
      <dl className="mining-figures">
        <MiningFigure label={t("difficulty.estimated-change")} className={`mining-change mining-change-${changeDirection(da.difficultyChange)}`}>
          {signedPercentText(t, da.difficultyChange)}
        </MiningFigure>
        <MiningFigure label={t("difficulty.previous-change")} className={`mining-change mining-change-${changeDirection(da.previousRetarget)}`}>
          {signedPercentText(t, da.previousRetarget)}
        </MiningFigure>
        <MiningFigure label={t("difficulty.remaining")}>{remainingText(t, da.remainingBlocks)}</MiningFigure>
        <MiningFigure label={t("difficulty.next-height")}>{countText(da.nextRetargetHeight)}</MiningFigure>
        <DateFigure t={t} label={t("difficulty.estimated-date")} ms={da.estimatedRetargetDate} etaMs={da.remainingTime} />
        <MiningFigure label={t("difficulty.block-time")}>{t("difficulty.block-time-value", { minutes: formatNumber(da.timeAvg / MS_PER_MINUTE, "1.1-1") })}</MiningFigure>
      </dl>
    </>
  );
}

function HalvingFigures({ t, halving, timeAvg }: { readonly t: Translate; readonly halving: NonNullable<ReturnType<typeof halvingFigures>>; readonly timeAvg: number }) {
  return (
    <>
      <ProgressBar label={t("difficulty.halving.progress")} percent={halving.progressPercent} text={t("difficulty.halving.progress-value", { percent: formatNumber(halving.progressPercent, "1.2-2") })} />
      <dl className="mining-figures">
        <MiningFigure label={t("difficulty.halving.height")}>{countText(halving.height)}</MiningFigure>
        <MiningFigure label={t("difficulty.remaining")}>{remainingText(t, halving.remainingBlocks)}</MiningFigure>
        <DateFigure t={t} label={t("difficulty.halving.estimated-date")} ms={halving.estimatedDate} etaMs={halving.remainingBlocks * timeAvg} />
        <MiningFigure label={t("difficulty.halving.new-subsidy")}>{`${formatBtc(halving.newSubsidySats, "1.0-8")} ${BTC_UNIT}`}</MiningFigure>
      </dl>
    </>
  );
}
