import type { TransactionStripped } from "../../../shared/types/compressed-tx.ts";
import type { MempoolEntry } from "../mempool/mempool.ts";

/** A transaction first seen this recently is excused from the audit (research §5.6). */
export const FRESH_SECONDS = 180;
/** Below this effective rate a missing transaction is not held against the pool. */
const EXCUSED_RATE = 1;
/** A transaction whose sigop cost outweighs its size by this much is "High sigop count". */
const SIGOP_HEAVY_VSIZE_FACTOR = 1;

/** A template transaction as the audit remembers it (the audit-summary's `template` entries; rate is effective). */
export type AuditTemplateTx = Required<Pick<TransactionStripped, "txid" | "fee" | "vsize" | "value" | "rate" | "time">>;

/** The backend's audit of one block (research §2.3 `audit-summary`, §5.6). */
export interface BlockAudit {
  readonly height: number;
  readonly id: string;
  readonly timestamp: number;
  readonly template: readonly AuditTemplateTx[];
  readonly missingTxs: readonly string[];
  readonly addedTxs: readonly string[];
  readonly unseenTxs: readonly string[];
  readonly freshTxs: readonly string[];
  readonly sigopTxs: readonly string[];
  readonly fullrbfTxs: readonly string[];
  readonly prioritizedTxs: readonly string[];
  readonly acceleratedTxs: readonly string[];
  readonly matchRate: number;
  readonly expectedFees: number;
  readonly expectedWeight: number;
  readonly similarity: number;
}

export interface AuditInput {
  readonly height: number;
  readonly hash: string;
  readonly timestamp: number;
  /** Block 0 of the projection when the block was found, in template order, with effective rates. */
  readonly expected: readonly { readonly entry: MempoolEntry; readonly rate: number; readonly childFirstSeen?: number }[];
  /** Txids of the mined block after the coinbase, in block order. */
  readonly mined: readonly MempoolEntry[];
  /** Txids that were in the mempool when the block came (seen by us). */
  readonly seen: ReadonlySet<string>;
}

/**
 * Compares what the mempool expected (template block 0) with what the pool mined: censored,
 * excused (fresh, fresh CPFP, high sigop, conflicting), added, unseen, and the match rate and
 * similarity the explorer shows as block health.
 */
export function auditBlock(input: AuditInput): BlockAudit {
  const minedIds = new Set(input.mined.map((tx) => tx.txid));
  const expectedIds = new Set(input.expected.map((e) => e.entry.txid));
  const minedSpends = new Set(input.mined.flatMap((tx) => tx.inputs.map((i) => `${i.txid}:${i.vout}`)));
  const fresh: string[] = [];
  const sigop: string[] = [];
  const fullrbf: string[] = [];
  let censored: { txid: string; weight: number; rate: number }[] = [];
  let matchedWeight = 0;
  let expectedWeight = 0;
  let expectedFees = 0;
  let matches = 0;
  for (const { entry, rate, childFirstSeen } of input.expected) {
    expectedWeight += entry.weight;
    expectedFees += entry.fee;
    if (minedIds.has(entry.txid)) {
      matches++;
      matchedWeight += entry.weight;
      continue;
    }
    if (entry.inputs.some((i) => minedSpends.has(`${i.txid}:${i.vout}`))) fullrbf.push(entry.txid);
    else if (input.timestamp - entry.firstSeen < FRESH_SECONDS || (childFirstSeen !== undefined && input.timestamp - childFirstSeen < FRESH_SECONDS)) {
      fresh.push(entry.txid);
    } else if (entry.sigops * 5 > (entry.weight / 4) * (1 + SIGOP_HEAVY_VSIZE_FACTOR)) sigop.push(entry.txid);
    else if (rate >= EXCUSED_RATE) censored.push({ txid: entry.txid, weight: entry.weight, rate });
  }
  const added: string[] = [];
  const unseen: string[] = [];
  let unexpectedWeight = 0;
  for (const tx of input.mined) {
    if (expectedIds.has(tx.txid)) continue;
    unexpectedWeight += tx.weight;
    (input.seen.has(tx.txid) ? added : unseen).push(tx.txid);
  }
  // The space unexpected transactions took pushes the last template transactions out: those are
  // "marginal fee rate", not censorship, as far as the unexpected weight reaches.
  let covered = 0;
  censored = censored
    .slice()
    .reverse()
    .filter((tx) => {
      if (covered >= unexpectedWeight) return true;
      covered += tx.weight;
      return false;
    })
    .reverse();
  return {
    height: input.height,
    id: input.hash,
    timestamp: input.timestamp,
    template: input.expected.map(({ entry, rate }) => ({
      txid: entry.txid,
      fee: entry.fee,
      vsize: entry.weight / 4,
      value: entry.outputs.reduce((sum, output) => sum + output.value, 0),
      rate: Math.round(rate * 100) / 100,
      time: entry.firstSeen,
    })),
    missingTxs: censored.map((tx) => tx.txid),
    addedTxs: added,
    unseenTxs: unseen,
    freshTxs: fresh,
    sigopTxs: sigop,
    fullrbfTxs: fullrbf,
    prioritizedTxs: [],
    acceleratedTxs: [],
    matchRate: matches + censored.length === 0 ? 100 : Math.round((matches / (matches + censored.length)) * 10_000) / 100,
    expectedFees,
    expectedWeight,
    similarity: expectedWeight === 0 ? 1 : matchedWeight / expectedWeight,
  };
}
