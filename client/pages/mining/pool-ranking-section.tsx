/**
 * The pools that found the period's blocks, most first (`mining/pools/:period`): rank, pool (a link
 * to its page), its estimated hashrate (its share of the day's estimate), blocks, share and empty
 * blocks, and the audit health when the build audits blocks. The period links keep the choice in
 * the address (`?period=`), so a ranking can be shared and is rendered by the server.
 *
 * @example
 * <PoolRankingSection ranking={data.ranking} period="1w" links="" updating={false} />
 */
import { formatHashrate } from "../../../shared/format/hashrate.ts";
import { MINING_PERIOD_PARAM } from "../../../shared/params/mining-period.ts";
import { DEFAULT_MINING_WINDOW, MINING_WINDOWS, type MiningWindow } from "../../../shared/preferences/chart-windows.ts";
import { type Translate, useT } from "../../i18n/i18n.tsx";
import type { PoolRanking } from "./mining-readers.ts";
import { countText, percentText } from "./mining-texts.ts";
import "../../i18n/page-texts/mining.ts";

export interface PoolRankingSectionProps {
  readonly ranking: PoolRanking;
  readonly period: MiningWindow;
  /** The language, preview and network part of links (linkBasePath). */
  readonly links: string;
  /** Another period's ranking is on its way; this one stays until it arrives. */
  readonly updating: boolean;
}

/** The dashboard's address for a period; the default period has the bare path. */
export const miningPeriodHref = (links: string, period: MiningWindow): string =>
  `${links}/mining${period === DEFAULT_MINING_WINDOW ? "" : `?${MINING_PERIOD_PARAM}=${period}`}`;

export const poolHref = (links: string, slug: string): string => `${links}/mining/pool/${encodeURIComponent(slug)}`;

function summaryText(t: Translate, ranking: PoolRanking, period: MiningWindow): string {
  const counts = { blocks: countText(ranking.blockCount), pools: countText(ranking.pools.length) };
  return period === "all" ? t("mining.pools.summary-all", counts) : t("mining.pools.summary", { ...counts, period: t(`mining.period-long.${period}`) });
}

export function PoolRankingSection({ ranking, period, links, updating }: PoolRankingSectionProps) {
  const t = useT();
  const audited = ranking.pools.some((pool) => pool.avgMatchRate !== null);
  const share = (blocks: number) => (ranking.blockCount > 0 ? blocks / ranking.blockCount : 0);
  return (
    <section className="mining-panel mining-pools" aria-labelledby="mining-pools-title" aria-busy={updating}>
      <header className="mining-section-head">
        <h2 id="mining-pools-title" className="mining-panel-title">
          {t("mining.pools.title")}
        </h2>
        <nav className="mining-periods" aria-label={t("mining.pools.periods")}>
          {MINING_WINDOWS.map((window) => (
            <a key={window} className="mining-period" href={miningPeriodHref(links, window)} aria-current={window === period ? "page" : undefined}>
              {t(`mining.period.${window}`)}
            </a>
          ))}
        </nav>
      </header>
      <p className="mining-panel-note" role={updating ? "status" : undefined}>
        {updating ? t("mining.pools.updating") : summaryText(t, ranking, period)}
      </p>
      {ranking.pools.length === 0 ? (
        <p className="mining-empty">{t("mining.pools.empty")}</p>
      ) : (
        <div className="mining-table-scroll">
          <table className="mining-table">
            <thead>
              <tr>
                <th scope="col" className="mining-num">{t("mining.pools.rank")}</th>
                <th scope="col">{t("mining.pools.pool")}</th>
                <th scope="col" className="mining-num mining-col-optional">{t("mining.pools.hashrate")}</th>
                <th scope="col" className="mining-num">{t("mining.pools.blocks")}</th>
                <th scope="col" className="mining-num">{t("mining.pools.share")}</th>
                <th scope="col" className="mining-num">{t("mining.pools.empty-blocks")}</th>
                {audited && <th scope="col" className="mining-num mining-col-optional">{t("mining.pools.health")}</th>}
              </tr>
            </thead>
            <tbody>
              {ranking.pools.map((pool) => (
                <tr key={pool.slug}>
                  <td className="mining-num">{countText(pool.rank)}</td>
                  <td className="mining-pool-name">
                    <a href={poolHref(links, pool.slug)}>{pool.name}</a>
                  </td>
                  <td className="mining-num mining-col-optional">{formatHashrate(share(pool.blockCount) * ranking.lastEstimatedHashrate)}</td>
                  <td className="mining-num">{countText(pool.blockCount)}</td>
                  <td className="mining-num">{percentText(t, share(pool.blockCount) * 100)}</td>
                  <td className="mining-num">{countText(pool.emptyBlocks)}</td>
                  {audited && (
                    <td className="mining-num mining-col-optional">{pool.avgMatchRate === null ? t("figure.missing") : percentText(t, pool.avgMatchRate)}</td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
