/**
 * What the block view (spec §2.8, /view/block/{id}) draws from its first paint: the block, its
 * transactions in block order with each one's audit status for the tooltip (spec §4.1), and the
 * audit's expected and actual figures for the description. All of it is loaded before rendering
 * and travels in the document, so the server's HTML already holds the graph's data and a kiosk
 * needs no request of its own. The audit's template is left out: the view draws the mined block.
 *
 * @example
 * const entry = await loadPageDataEntry(viewBlockData, { id: "840000" }, api, { network: "mainnet", features });
 * // { key: "view-block:840000", data: { block, transactions: [coinbase, …], audit: { expectedCount, … }, failed: false } }
 */
import type { GraphTransaction } from "../../../shared/graph/graph-transaction.ts";
import type { RouteParams } from "../../../shared/network/route-table.ts";
import { parseAuditStatus } from "../../../shared/tables/audit-status.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import { definePageData } from "../../app/page-data.tsx";
import { isNumber, isRecord, readStrippedTransaction } from "../../live/live-fields.ts";
import type { AuditView } from "../block/block-audit.ts";
import { BlockAnswerError, readBlockPageData } from "../block/block-page-data.ts";
import { viewBlockHead } from "./view-block-head.ts";

/** The audit's figures the view names: expected against actual (research §5.6). */
export type BlockAuditFigures = Pick<AuditView, "health" | "expectedFees" | "actualFees" | "expectedCount" | "actualCount">;

export interface ViewBlockData {
  readonly block: BlockExtended;
  /** Block order, coinbase first; with their audit status when the block was audited. */
  readonly transactions: readonly GraphTransaction[];
  /** Null without an audit (none made, a Liquid block, the feature off, or its fetch failed). */
  readonly audit: BlockAuditFigures | null;
  /** The summary could not be loaded: the graph is empty for that reason (spec §4.5). */
  readonly failed: boolean;
}

/** A graph transaction as the document carries it: the stripped fields and the audit status. */
function readViewTransaction(value: unknown): GraphTransaction | undefined {
  const tx = readStrippedTransaction(value);
  if (tx === undefined) return undefined;
  const status = isRecord(value) ? parseAuditStatus(value.status) : undefined;
  return status === undefined ? tx : { ...tx, status };
}

function readAuditFigures(value: unknown): BlockAuditFigures | undefined {
  if (!isRecord(value)) return undefined;
  const { health, expectedFees, actualFees, expectedCount, actualCount } = value;
  if (!isNumber(expectedFees) || !isNumber(actualFees) || !isNumber(expectedCount) || !isNumber(actualCount)) return undefined;
  return { health: isNumber(health) ? health : null, expectedFees, actualFees, expectedCount, actualCount };
}

/**
 * Checks the view's data read back from the document: a readable block, its transactions (a
 * malformed one is dropped, as the graph would refuse it) and the audit's figures or null.
 *
 * @example
 * readViewBlockData({ block, transactions: [], audit: null, failed: true }).failed; // true
 */
export function readViewBlockData(json: unknown): ViewBlockData {
  const { block } = readBlockPageData(json);
  const { transactions, audit, failed } = json as Record<string, unknown>;
  if (!Array.isArray(transactions)) throw new BlockAnswerError("the block view", "a block with its transactions");
  const figures = audit === null || audit === undefined ? null : readAuditFigures(audit);
  if (figures === undefined) throw new BlockAnswerError("the block view", "an audit's expected and actual figures");
  const read = transactions.map(readViewTransaction).filter((tx): tx is GraphTransaction => tx !== undefined);
  return { block, transactions: read, audit: figures, failed: failed === true };
}

/** The key names the block as the address wrote it, as the block page's does. */
const viewBlockKey = ({ id }: RouteParams): string => `view-block:${(id ?? "").toLowerCase()}`;

/**
 * The block view's loader and head (client/app/page-data.tsx). The loading code (the audit's
 * statuses and figures) comes in a chunk of its own: the document only needs to read the data.
 */
export const viewBlockData = definePageData<ViewBlockData>({
  key: viewBlockKey,
  load: async (params, api, site) => (await import("./view-block-load.ts")).loadViewBlock(params, api, site),
  parse: readViewBlockData,
  head: viewBlockHead,
});
