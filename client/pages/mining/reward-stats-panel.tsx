/**
 * The reward totals of the latest blocks (`mining/reward-stats/144`): the miners' reward, the fees
 * and their share of it, the transactions and the average fee each paid.
 *
 * @example
 * <RewardStatsPanel rewards={data.rewards} amountPrefix="" />
 */
import { formatAmount } from "../../../shared/format/amount.ts";
import { useT } from "../../i18n/i18n.tsx";
import { MiningFigure } from "./mining-figure.tsx";
import type { RewardStats } from "./mining-readers.ts";
import { countText, percentText } from "./mining-texts.ts";
import "../../i18n/page-texts/mining.ts";

/** Totals of a day of blocks read best in whole bitcoin with a few decimals. */
const TOTAL_DIGITS = "1.2-4";

export interface RewardStatsPanelProps {
  readonly rewards: RewardStats;
  /** The network's amount prefix (spec §9: t, s or none). */
  readonly amountPrefix: string;
}

export function RewardStatsPanel({ rewards, amountPrefix }: RewardStatsPanelProps) {
  const t = useT();
  const blocks = rewards.endBlock - rewards.startBlock + 1;
  const amount = (sats: number) => formatAmount(Math.round(sats), amountPrefix, TOTAL_DIGITS);
  return (
    <section className="mining-panel" aria-labelledby="mining-rewards-title">
      <h2 id="mining-rewards-title" className="mining-panel-title">
        {t("mining.rewards.title", { count: countText(blocks) })}
      </h2>
      <p className="mining-panel-note">{t("mining.rewards.range", { from: countText(rewards.startBlock), to: countText(rewards.endBlock) })}</p>
      <dl className="mining-figures">
        <MiningFigure label={t("mining.rewards.total")} className="mining-figure-main">
          {amount(rewards.totalReward)}
        </MiningFigure>
        <MiningFigure label={t("mining.rewards.fees")} className="mining-figure-main">
          {amount(rewards.totalFee)}
        </MiningFigure>
        <MiningFigure label={t("mining.rewards.fee-share")}>
          {rewards.totalReward > 0 ? percentText(t, (rewards.totalFee / rewards.totalReward) * 100) : t("figure.missing")}
        </MiningFigure>
        <MiningFigure label={t("mining.rewards.per-block")}>{amount(rewards.totalReward / blocks)}</MiningFigure>
        <MiningFigure label={t("mining.rewards.txs")}>{countText(rewards.totalTx)}</MiningFigure>
        <MiningFigure label={t("mining.rewards.fee-per-tx")}>
          {rewards.totalTx > 0 ? t("mining.rewards.sats", { count: countText(rewards.totalFee / rewards.totalTx) }) : t("figure.missing")}
        </MiningFigure>
      </dl>
    </section>
  );
}
