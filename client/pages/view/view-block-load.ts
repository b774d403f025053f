/**
 * Loads the block view's data (view-block-data.ts): the block by height or hash, its summary and,
 * where the build and the network have audits (spec §1, §2.8), its audit, turned into each
 * transaction's status and the expected and actual figures.
 *
 * @example
 * const data = await loadViewBlock({ id: "840000" }, api, { network: "mainnet", features });
 * data.audit?.expectedCount; // 3,052
 */
import type { GraphTransaction } from "../../../shared/graph/graph-transaction.ts";
import type { RouteParams } from "../../../shared/network/route-table.ts";
import type { ApiGet, PageDataSite } from "../../app/page-data.tsx";
import { type AuditView, auditView } from "../block/block-audit.ts";
import { loadBlockOverview } from "../block/block-overview.ts";
import { loadBlock } from "../block/block-page-data.ts";
import { hasBlockAudit } from "../block/use-block-overview.ts";
import type { BlockAuditFigures, ViewBlockData } from "./view-block-data.ts";

const figuresOf = ({ health, expectedFees, actualFees, expectedCount, actualCount }: AuditView): BlockAuditFigures => ({
  health,
  expectedFees,
  actualFees,
  expectedCount,
  actualCount,
});

/** Without the audit side each transaction belongs to: the view draws the mined block only. */
const minedSide = ({ context: _context, ...tx }: GraphTransaction): GraphTransaction => tx;

export async function loadViewBlock(params: RouteParams, api: ApiGet, site: PageDataSite): Promise<ViewBlockData> {
  const { block } = await loadBlock(params, api);
  const overview = await loadBlockOverview(block.id, api, { audit: hasBlockAudit(site.network, site.features) });
  if (overview.audit === null) return { block, transactions: overview.transactions, audit: null, failed: overview.failed };
  const view = auditView(overview.transactions, overview.audit);
  return { block, transactions: view.actual.map(minedSide), audit: figuresOf(view), failed: overview.failed };
}
