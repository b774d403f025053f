/**
 * The pools ranking (research §3 "Pools ranking"): a donut of each pool's share of the window's
 * blocks, in SVG since the chart library draws no pies, where each slice opens the pool's page and
 * the smallest pools make one "other" slice; then the ranking as a table, with each pool's hashrate
 * (its share of the network's estimate) for the windows that have one.
 */
import { type PieSlice, foldPools, sectorPath } from "../../../shared/charts/pool-pie.ts";
import { formatHashrate } from "../../../shared/format/hashrate.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import type { MiningWindow } from "../../../shared/preferences/chart-windows.ts";
import { useMiningGraphsT } from "../../i18n/locales/mining-graphs-area.ts";
import type { PoolRanking } from "../mining/mining-readers.ts";
import { countText } from "../mining/mining-texts.ts";
import { poolHref } from "../mining/pool-ranking-section.tsx";
import { POOL_COLOURS } from "./mining-models.ts";

const OTHER_COLOUR = "#757575";
const PIE = { size: 200, inner: 40, outer: 95 } as const;

/** The network's estimate for the windows that have one (research §3: 24h, 3d, 1w). */
function networkHashrate(ranking: PoolRanking, window: MiningWindow): number | null {
  if (window === "24h") return ranking.lastEstimatedHashrate;
  if (window === "3d") return ranking.lastEstimatedHashrate3d;
  if (window === "1w") return ranking.lastEstimatedHashrate1w;
  return null;
}

const shareText = (share: number): string => formatNumber(share * 100, "1.2-2");

export function PoolsCard({ ranking, window, links }: { readonly ranking: PoolRanking; readonly window: MiningWindow; readonly links: string }) {
  const t = useMiningGraphsT();
  const fold = foldPools(ranking.pools);
  const network = networkHashrate(ranking, window);
  const total = ranking.blockCount;
  const share = (blocks: number): number => (total > 0 ? blocks / total : 0);
  const audited = ranking.pools.some((pool) => pool.avgMatchRate !== null);
  const centre = PIE.size / 2;
  let turn = 0;
  const sector = (part: number): string => {
    const path = sectorPath(centre, centre, PIE.inner, PIE.outer, turn, turn + part);
    turn += part;
    return path;
  };
  const sliceLabel = (slice: PieSlice): string => t("mining-graphs.pools.slice", { name: slice.name, blocks: countText(slice.blockCount), share: shareText(slice.share) });

  return (
    <section className="graphs-card" aria-labelledby="mining-graph-title">
      <header className="graphs-card-head">
        <h2 id="mining-graph-title">{t("mining-graphs.pools.title", { window: t(`mining.period.${window}`) })}</h2>
      </header>
      {fold.slices.length === 0 ? (
        <p className="chart-empty-note">{t("mining-graphs.pools.empty")}</p>
      ) : (
        <div className="mining-pie-wrap">
          <svg className="mining-pie" viewBox={`0 0 ${PIE.size} ${PIE.size}`} role="img" aria-label={t("mining-graphs.pools.pie")}>
            {fold.slices.map((slice, i) => (
              <a key={slice.slug} href={poolHref(links, slice.slug)} data-slug={slice.slug} aria-label={sliceLabel(slice)}>
                <title>{sliceLabel(slice)}</title>
                <path d={sector(slice.share)} fill={POOL_COLOURS[i % POOL_COLOURS.length]} />
              </a>
            ))}
            {fold.other !== null && (
              <path d={sector(fold.other.share)} fill={OTHER_COLOUR}>
                <title>{`${t("mining-graphs.pools.other", { count: fold.other.pools })}: ${shareText(fold.other.share)}%`}</title>
              </path>
            )}
          </svg>
          <ul className="mining-pie-legend">
            {fold.slices.map((slice, i) => (
              <li key={slice.slug}>
                <span className="chart-swatch" style={{ background: POOL_COLOURS[i % POOL_COLOURS.length] }} aria-hidden="true" />
                <a href={poolHref(links, slice.slug)}>{slice.name}</a> <strong>{shareText(slice.share)}%</strong>
              </li>
            ))}
            {fold.other !== null && (
              <li>
                <span className="chart-swatch" style={{ background: OTHER_COLOUR }} aria-hidden="true" />
                {t("mining-graphs.pools.other", { count: fold.other.pools })} <strong>{shareText(fold.other.share)}%</strong>
              </li>
            )}
          </ul>
        </div>
      )}
      <div className="mining-table-scroll">
        <table className="mining-table mining-graphs-pools">
          <thead>
            <tr>
              <th scope="col" className="mining-num">{t("mining.pools.rank")}</th>
              <th scope="col">{t("mining.pools.pool")}</th>
              {network !== null && <th scope="col" className="mining-num">{t("mining.pools.hashrate")}</th>}
              <th scope="col" className="mining-num">{t("mining.pools.blocks")}</th>
              <th scope="col" className="mining-num">{t("mining.pools.share")}</th>
              <th scope="col" className="mining-num">{t("mining.pools.empty-blocks")}</th>
              {audited && <th scope="col" className="mining-num">{t("mining.pools.health")}</th>}
            </tr>
          </thead>
          <tbody>
            {ranking.pools.map((pool) => (
              <tr key={pool.slug} data-slug={pool.slug}>
                <td className="mining-num">{countText(pool.rank)}</td>
                <td className="mining-pool-name">
                  <a href={poolHref(links, pool.slug)}>{pool.name}</a>
                </td>
                {network !== null && <td className="mining-num">{formatHashrate(share(pool.blockCount) * network)}</td>}
                <td className="mining-num" data-value={pool.blockCount}>{countText(pool.blockCount)}</td>
                <td className="mining-num">{shareText(share(pool.blockCount))}%</td>
                <td className="mining-num" data-value={pool.emptyBlocks}>{countText(pool.emptyBlocks)}</td>
                {audited && <td className="mining-num">{pool.avgMatchRate === null ? t("figure.missing") : `${formatNumber(pool.avgMatchRate, "1.2-2")}%`}</td>}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td />
              <th scope="row">{t("mining-graphs.pools.all-miners")}</th>
              {network !== null && <td className="mining-num">{formatHashrate(network)}</td>}
              <td className="mining-num" data-value={total}>{countText(total)}</td>
              <td className="mining-num">{total > 0 ? "100%" : t("figure.missing")}</td>
              <td className="mining-num">{countText(ranking.pools.reduce((sum, pool) => sum + pool.emptyBlocks, 0))}</td>
              {audited && <td />}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
