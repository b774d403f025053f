/**
 * The pool's blocks, newest first (research §2.2 `mining/pool/:slug/blocks`): height (to the block
 * page), age, transaction count, fees, reward and size, with blocks that arrived live marked new,
 * and "Load older blocks" while the pool has more than are shown. A function of its props.
 *
 * @example
 * <PoolBlocksTable blocks={shown} liveHeights={new Set()} total={412} amountPrefix="" links="" now={now} hasMore loading={false} error={null} onLoadOlder={load} />
 */
import { formatBtc } from "../../../shared/format/amount.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { formatBytes } from "../../../shared/format/size.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import { AgeTime } from "../../components/age-time.tsx";
import { ageText } from "../../components/blockchain-strip/block-texts.ts";
import { useT } from "../../i18n/i18n.tsx";
import "../../i18n/page-texts/pool.ts";

export interface PoolBlocksTableProps {
  readonly blocks: readonly BlockExtended[];
  /** Heights of blocks that arrived live after the page loaded. */
  readonly liveHeights: ReadonlySet<number>;
  /** The pool's block count over all time. */
  readonly total: number;
  /** The network's amount prefix (spec §9). */
  readonly amountPrefix: string;
  /** The language, preview and network part of links (linkBasePath). */
  readonly links: string;
  /** The current time in ms, for ages. */
  readonly now: number;
  readonly hasMore: boolean;
  readonly loading: boolean;
  /** Why the last "Load older blocks" failed. */
  readonly error: string | null;
  readonly onLoadOlder: () => void;
}

const satsText = (value: unknown): string => (Number.isSafeInteger(value) && (value as number) >= 0 ? formatBtc(value as number) : "–");

export function PoolBlocksTable({ blocks, liveHeights, total, amountPrefix, links, now, hasMore, loading, error, onLoadOlder }: PoolBlocksTableProps) {
  const t = useT();
  const unit = `${amountPrefix}BTC`;
  const count = (value: number) => formatNumber(value, "1.0-0");
  return (
    <section className="pool-panel pool-blocks" aria-labelledby="pool-blocks-title">
      <h2 id="pool-blocks-title" className="pool-panel-title pool-blocks-title">
        {t("pool.blocks.title")}
        {blocks.length > 0 && <span className="pool-blocks-count">{t("pool.blocks.count", { shown: count(blocks.length), total: count(Math.max(total, blocks.length)) })}</span>}
      </h2>
      {blocks.length === 0 ? (
        <p className="pool-muted">{t("pool.blocks.empty")}</p>
      ) : (
        <div className="pool-table-scroll">
          <table className="pool-table pool-blocks-table">
            <thead>
              <tr>
                <th scope="col">{t("pool.blocks.height")}</th>
                <th scope="col" className="pool-col-mined">
                  {t("pool.blocks.mined")}
                </th>
                <th scope="col" className="pool-number pool-col-txs">
                  {t("pool.blocks.tx-count")}
                </th>
                <th scope="col" className="pool-number">
                  {t("pool.blocks.fees", { unit })}
                </th>
                <th scope="col" className="pool-number">
                  {t("pool.blocks.reward", { unit })}
                </th>
                <th scope="col" className="pool-number pool-col-size">
                  {t("pool.blocks.size")}
                </th>
              </tr>
            </thead>
            <tbody>
              {blocks.map((block) => (
                <tr key={block.id} className={liveHeights.has(block.height) ? "pool-block-new" : undefined}>
                  <th scope="row" className="pool-block-height">
                    <a href={`${links}/block/${block.id}`}>{count(block.height)}</a>
                    {liveHeights.has(block.height) && <span className="pool-new-badge">{t("pool.blocks.new")}</span>}
                  </th>
                  <td className="pool-col-mined">
                    <AgeTime seconds={block.timestamp} age={ageText(t, block.timestamp, now)} />
                  </td>
                  <td className="pool-number pool-col-txs">{count(block.tx_count)}</td>
                  <td className="pool-number">{satsText(block.extras.totalFees)}</td>
                  <td className="pool-number">{satsText(block.extras.reward)}</td>
                  <td className="pool-number pool-col-size">{formatBytes(block.size, "B")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {error !== null && (
        <p className="pool-more-error" role="alert">
          {error}
        </p>
      )}
      {hasMore && (
        <button type="button" className="pool-more" onClick={onLoadOlder} disabled={loading} aria-busy={loading}>
          {loading ? t("pool.blocks.loading-older") : t("pool.blocks.older")}
        </button>
      )}
    </section>
  );
}
