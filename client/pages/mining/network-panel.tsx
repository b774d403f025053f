/**
 * The network's hashrate and difficulty now (Core's 120-block estimate and the tip's difficulty),
 * with the ranking's estimates over the last day, three days and week.
 *
 * @example
 * <NetworkPanel hashrate={data.hashrate} ranking={data.ranking} />
 */
import { formatDifficulty } from "../../../shared/format/difficulty.ts";
import { formatHashrate } from "../../../shared/format/hashrate.ts";
import { useT } from "../../i18n/i18n.tsx";
import { MiningFigure } from "./mining-figure.tsx";
import type { NetworkHashrate, PoolRanking } from "./mining-readers.ts";
import "../../i18n/page-texts/mining.ts";

export interface NetworkPanelProps {
  readonly hashrate: NetworkHashrate;
  readonly ranking: PoolRanking;
}

export function NetworkPanel({ hashrate, ranking }: NetworkPanelProps) {
  const t = useT();
  return (
    <section className="mining-panel" aria-labelledby="mining-network-title">
      <h2 id="mining-network-title" className="mining-panel-title">
        {t("mining.network.title")}
      </h2>
      <dl className="mining-figures">
        <MiningFigure label={t("mining.network.hashrate")} className="mining-figure-main">
          {formatHashrate(hashrate.currentHashrate)}
        </MiningFigure>
        <MiningFigure label={t("mining.network.difficulty")} className="mining-figure-main">
          {formatDifficulty(hashrate.currentDifficulty)}
        </MiningFigure>
        <MiningFigure label={t("mining.network.estimate-24h")}>{formatHashrate(ranking.lastEstimatedHashrate)}</MiningFigure>
        <MiningFigure label={t("mining.network.estimate-3d")}>{formatHashrate(ranking.lastEstimatedHashrate3d)}</MiningFigure>
        <MiningFigure label={t("mining.network.estimate-1w")}>{formatHashrate(ranking.lastEstimatedHashrate1w)}</MiningFigure>
      </dl>
    </section>
  );
}
