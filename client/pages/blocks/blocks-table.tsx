/**
 * One page of /blocks (research §4): height (to the block page), the pool that found it (to the
 * pool page), its age with the UTC time in the title, its health badge when audited, reward, fees,
 * transaction count, and its size as a bar of its weight over the block weight limit. Blocks that
 * arrived live are marked new. A function of its props.
 *
 * @example
 * <BlocksTable blocks={shown.blocks} liveHeights={shown.liveHeights} network="mainnet" links="" now={now} />
 */
import { formatBtc } from "../../../shared/format/amount.ts";
import { blockFill } from "../../../shared/format/block-fill.ts";
import { healthLevel } from "../../../shared/format/block-health.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { formatBytes } from "../../../shared/format/size.ts";
import { NETWORKS, type Network } from "../../../shared/network/networks.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import { AgeTime } from "../../components/age-time.tsx";
import { ageText } from "../../components/blockchain-strip/block-texts.ts";
import { type ListsTranslate, useListsT } from "../../i18n/locales/lists-area.ts";
import { rewardSats } from "../block/block-details.tsx";
import { poolHref } from "../mining/pool-ranking-section.tsx";

const AMOUNT_DIGITS = "1.3-3";
const count = (value: number): string => formatNumber(value, "1.0-0");

export interface BlocksTableProps {
  readonly blocks: readonly BlockExtended[];
  /** Heights of blocks that arrived live after the page loaded. */
  readonly liveHeights: ReadonlySet<number>;
  readonly network: Network;
  /** The language, preview and network part of links (linkBasePath). */
  readonly links: string;
  /** The current time in ms, for ages. */
  readonly now: number;
}

export function BlocksTable({ blocks, liveHeights, network, links, now }: BlocksTableProps) {
  const t = useListsT();
  const { hasMining, amountPrefix } = NETWORKS[network];
  const unit = `${amountPrefix}BTC`;
  return (
    <div className="lists-table-scroll">
      <table className="lists-table blocks-table">
        <thead>
          <tr>
            <th scope="col">{t("blocks.height")}</th>
            {hasMining && <th scope="col">{t("blocks.pool")}</th>}
            <th scope="col">{t("blocks.mined")}</th>
            {hasMining && <th scope="col" className="lists-col-wide">{t("blocks.health")}</th>}
            {hasMining && <th scope="col" className="lists-num lists-col-wide">{`${t("blocks.reward")} (${unit})`}</th>}
            <th scope="col" className="lists-num">{`${t("blocks.fees")} (${unit})`}</th>
            <th scope="col" className="lists-num lists-col-medium">{t("blocks.txs")}</th>
            <th scope="col" className="lists-col-medium blocks-size-col">{t("blocks.size")}</th>
          </tr>
        </thead>
        <tbody>
          {blocks.map((block) => (
            <tr key={block.id} className={liveHeights.has(block.height) ? "blocks-row-new" : undefined} data-height={block.height}>
              <th scope="row" className="blocks-height">
                <a href={`${links}/block/${block.id}`}>{count(block.height)}</a>
                {liveHeights.has(block.height) && <span className="blocks-new-badge">{t("blocks.new")}</span>}
              </th>
              {hasMining && <td className="blocks-pool">{poolCell(t, block, links)}</td>}
              <td className="blocks-age">
                <AgeTime seconds={block.timestamp} age={ageText(t, block.timestamp, now)} />
              </td>
              {hasMining && <td className="lists-col-wide">{healthCell(t, block.extras.matchRate)}</td>}
              {hasMining && <td className="lists-num lists-col-wide blocks-reward">{amountCell(rewardSats(block))}</td>}
              <td className="lists-num blocks-fees">{amountCell(Number.isSafeInteger(block.extras.totalFees) ? block.extras.totalFees : null)}</td>
              <td className="lists-num lists-col-medium blocks-txs">{count(block.tx_count)}</td>
              <td className="lists-col-medium blocks-size-col">
                <SizeBar t={t} weight={block.weight} size={block.size} limit={NETWORKS[network].blockWeightUnits} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Amounts without their unit: the column's heading names it. */
const amountCell = (sats: number | null): string => (sats === null || sats < 0 ? "–" : formatBtc(sats, AMOUNT_DIGITS));

function poolCell(t: ListsTranslate, block: BlockExtended, links: string) {
  const pool = block.extras.pool;
  if (pool === undefined || typeof pool.slug !== "string" || pool.slug === "") return <span className="lists-muted">{t("blocks.unknown-pool")}</span>;
  return <a href={poolHref(links, pool.slug)}>{pool.name}</a>;
}

function healthCell(t: ListsTranslate, matchRate: number | null | undefined) {
  if (typeof matchRate !== "number" || !Number.isFinite(matchRate)) return <span className="lists-muted">–</span>;
  const percent = formatNumber(matchRate, "1.0-0");
  return (
    <span className={`blocks-health blocks-health-${healthLevel(matchRate)}`} title={t("blocks.health-title", { percent: formatNumber(matchRate, "1.0-2") })}>
      {t("blocks.health-value", { percent })}
    </span>
  );
}

function SizeBar({ t, weight, size, limit }: { readonly t: ListsTranslate; readonly weight: number; readonly size: number; readonly limit: number }) {
  const fill = weight >= 0 && limit > 0 ? blockFill(weight, limit) : 0;
  const percent = formatNumber(fill * 100, "1.0-0");
  return (
    <span className="blocks-size" title={t("blocks.fill-title", { percent })}>
      <span className="blocks-size-fill" style={{ width: `${(fill * 100).toFixed(1)}%` }} />
      <span className="blocks-size-text">{formatBytes(size, "B")}</span>
    </span>
  );
}
