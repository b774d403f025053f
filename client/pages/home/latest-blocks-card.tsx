/**
 * The latest blocks of the home dashboard, from the live `blocks` (newest first): height, age,
 * transaction count and how full each block is.
 *
 * @example
 * <LatestBlocksCard blocks={live.blocks} links="" now={now} />
 */
import type { Snapshot } from "valtio";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { blockFill } from "../../../shared/format/block-fill.ts";
import { formatBytes } from "../../../shared/format/size.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import { ageText } from "../../components/blockchain-strip/block-texts.ts";
import { useT } from "../../i18n/i18n.tsx";
import { DashboardCard, DashboardTable } from "./dashboard-card.tsx";
import { DASHBOARD_ROWS } from "./dashboard-rows.ts";

export interface LatestBlocksCardProps {
  readonly blocks: readonly Snapshot<BlockExtended>[];
  /** The network's link base ("" or e.g. "/testnet"). */
  readonly links: string;
  /** The current time in ms, for the ages. */
  readonly now: number;
}

export function LatestBlocksCard({ blocks, links, now }: LatestBlocksCardProps) {
  const t = useT();
  const shown = blocks.slice(0, DASHBOARD_ROWS);
  return (
    <DashboardCard id="home-blocks-title" title={t("home.blocks.title")} empty={shown.length === 0 ? t("home.blocks.empty") : null} className="dash-blocks">
      <DashboardTable
        columns={[{ label: t("home.blocks.height") }, { label: t("home.blocks.mined") }, { label: t("home.blocks.txs"), numeric: true }, { label: t("home.blocks.size") }]}
      >
        {shown.map((block) => {
          const fill = blockFill(Math.max(0, block.weight));
          return (
            <tr key={block.id}>
              <td>
                <a href={`${links}/block/${block.id}`}>{formatNumber(block.height, "1.0-0")}</a>
              </td>
              <td className="dash-muted">{ageText(t, block.timestamp, now)}</td>
              <td className="dash-num">{formatNumber(block.tx_count, "1.0-0")}</td>
              <td>
                <span className="dash-size" title={t("home.blocks.fill", { percent: formatNumber(fill * 100, "1.0-0") })}>
                  <span className="dash-size-bar" aria-hidden="true">
                    <span className="dash-size-fill" style={{ width: `${fill * 100}%` }} />
                  </span>
                  {formatBytes(block.size, "B", 2)}
                </span>
              </td>
            </tr>
          );
        })}
      </DashboardTable>
    </DashboardCard>
  );
}
