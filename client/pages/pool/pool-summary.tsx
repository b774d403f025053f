/**
 * The pool's heading and figures (research §2.2 `mining/pool/:slug`): its name and website, its
 * coinbase tags and payout addresses, estimated and reported hashrate, average block health, total
 * reward, and its blocks and share over the last day, the last week and all time.
 *
 * @example
 * <PoolSummary stats={stats} amountPrefix="" links="" />
 */
import { formatAmount } from "../../../shared/format/amount.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { formatHashrate } from "../../../shared/format/hashrate.ts";
import type { PoolStats, PoolWindows } from "../../../shared/types/mining-pool.ts";
import { useT } from "../../i18n/i18n.tsx";
import { percentText, websiteOf } from "./pool-texts.ts";
import "../../i18n/page-texts/pool.ts";

export interface PoolSummaryProps {
  readonly stats: PoolStats;
  /** The network's amount prefix (spec §9: "", "t", "s"). */
  readonly amountPrefix: string;
  /** The language, preview and network part of links (linkBasePath). */
  readonly links: string;
}

const WINDOWS: readonly (keyof PoolWindows<number>)[] = ["24h", "1w", "all"];

export function PoolSummary({ stats, amountPrefix, links }: PoolSummaryProps) {
  const t = useT();
  const { pool } = stats;
  const website = websiteOf(pool.link);
  const reward = Number(stats.totalReward);
  return (
    <>
      <header className="pool-head">
        <p className="pool-kicker">{t("pool.kicker")}</p>
        <h1 id="pool-page-title" className="pool-title">
          {pool.name}
        </h1>
        {website !== null && (
          <p className="pool-website">
            <span className="visually-hidden">{t("pool.website")}: </span>
            <a href={website.href} rel="noopener noreferrer nofollow" target="_blank">
              {website.host}
            </a>
          </p>
        )}
      </header>
      <div className="pool-summary">
        <dl className="block-details" aria-label={t("pool.details")}>
          <div className="block-detail">
            <dt>{t("pool.estimated-hashrate")}</dt>
            <dd>{formatHashrate(stats.estimatedHashrate)}</dd>
          </div>
          {stats.reportedHashrate !== null && (
            <div className="block-detail">
              <dt>{t("pool.reported-hashrate")}</dt>
              <dd>{formatHashrate(stats.reportedHashrate)}</dd>
            </div>
          )}
          {stats.avgBlockHealth !== null && (
            <div className="block-detail">
              <dt>{t("pool.health")}</dt>
              <dd>{t("pool.percent", { value: formatNumber(stats.avgBlockHealth, "1.2-2") })}</dd>
            </div>
          )}
          {Number.isSafeInteger(reward) && (
            <div className="block-detail">
              <dt>{t("pool.total-reward")}</dt>
              <dd>{formatAmount(reward, amountPrefix)}</dd>
            </div>
          )}
          <div className="block-detail block-detail-wide">
            <dt>{t("pool.tags")}</dt>
            <dd>
              {pool.regexes.length === 0 ? (
                <span className="pool-muted">{t("pool.none-known")}</span>
              ) : (
                <ul className="pool-chips">
                  {pool.regexes.map((tag) => (
                    <li key={tag}>
                      <code className="pool-chip">{tag}</code>
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
          <div className="block-detail block-detail-wide">
            <dt>{t("pool.addresses")}</dt>
            <dd>
              {pool.addresses.length === 0 ? (
                <span className="pool-muted">{t("pool.none-known")}</span>
              ) : (
                <ul className="pool-addresses">
                  {pool.addresses.map((address) => (
                    <li key={address}>
                      <a className="pool-address" href={`${links}/address/${encodeURIComponent(address)}`}>
                        {address}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        </dl>
        <section className="pool-panel pool-counts" aria-labelledby="pool-counts-title">
          <h2 id="pool-counts-title" className="pool-panel-title">
            {t("pool.counts.title")}
          </h2>
          <table className="pool-table pool-counts-table">
            <thead>
              <tr>
                <th scope="col">{t("pool.counts.period")}</th>
                <th scope="col" className="pool-number">
                  {t("pool.counts.blocks")}
                </th>
                <th scope="col" className="pool-number">
                  {t("pool.counts.share")}
                </th>
              </tr>
            </thead>
            <tbody>
              {WINDOWS.map((window) => (
                <tr key={window}>
                  <th scope="row">{t(`pool.counts.${window}`)}</th>
                  <td className="pool-number">{formatNumber(stats.blockCount[window], "1.0-0")}</td>
                  <td className="pool-number">{percentText(t, stats.blockShare[window])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </>
  );
}
