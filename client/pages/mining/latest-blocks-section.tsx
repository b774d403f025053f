/**
 * The latest blocks from the live data (newest first): height, the pool that found it, its age,
 * the miner's reward, the fees and the transaction count. New blocks appear as they are mined.
 *
 * @example
 * <LatestBlocksSection blocks={live.blocks} amountPrefix="" links="" now={now} />
 */
import type { Snapshot } from "valtio";
import { formatAmount } from "../../../shared/format/amount.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import { ageText } from "../../components/blockchain-strip/block-texts.ts";
import { useT } from "../../i18n/i18n.tsx";
import { rewardSats } from "../block/block-details.tsx";
import { countText } from "./mining-texts.ts";
import { poolHref } from "./pool-ranking-section.tsx";
import "../../i18n/page-texts/mining.ts";

const BLOCK_AMOUNT_DIGITS = "1.2-4";

export interface LatestBlocksSectionProps {
  readonly blocks: readonly Snapshot<BlockExtended>[];
  readonly amountPrefix: string;
  readonly links: string;
  /** The current time in ms, for the blocks' ages. */
  readonly now: number;
}

export function LatestBlocksSection({ blocks, amountPrefix, links, now }: LatestBlocksSectionProps) {
  const t = useT();
  const amount = (sats: number | null) => (sats === null ? t("figure.missing") : formatAmount(sats, amountPrefix, BLOCK_AMOUNT_DIGITS));
  return (
    <section className="mining-panel mining-blocks" aria-labelledby="mining-blocks-title">
      <h2 id="mining-blocks-title" className="mining-panel-title">
        {t("mining.blocks.title")}
      </h2>
      {blocks.length === 0 ? (
        <p className="mining-waiting" role="status">
          {t("mining.blocks.waiting")}
        </p>
      ) : (
        <div className="mining-table-scroll">
          <table className="mining-table">
            <thead>
              <tr>
                <th scope="col" className="mining-num">{t("mining.blocks.height")}</th>
                <th scope="col">{t("mining.blocks.pool")}</th>
                <th scope="col" className="mining-col-optional">{t("mining.blocks.mined")}</th>
                <th scope="col" className="mining-num mining-col-optional">{t("mining.blocks.reward")}</th>
                <th scope="col" className="mining-num">{t("mining.blocks.fees")}</th>
                <th scope="col" className="mining-num">{t("mining.blocks.txs")}</th>
              </tr>
            </thead>
            <tbody>
              {blocks.map((block) => {
                const pool = block.extras.pool;
                return (
                  <tr key={block.id}>
                    <td className="mining-num">
                      <a href={`${links}/block/${block.id}`}>{countText(block.height)}</a>
                    </td>
                    <td className="mining-pool-name">
                      {pool && typeof pool.slug === "string" ? <a href={poolHref(links, pool.slug)}>{pool.name}</a> : t("mining.blocks.unknown-pool")}
                    </td>
                    <td className="mining-col-optional mining-age">{ageText(t, block.timestamp, now)}</td>
                    <td className="mining-num mining-col-optional">{amount(rewardSats(block))}</td>
                    <td className="mining-num">{amount(Number.isSafeInteger(block.extras.totalFees) ? block.extras.totalFees : null)}</td>
                    <td className="mining-num">{countText(block.tx_count)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
