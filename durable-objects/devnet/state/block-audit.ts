import type { TransactionStripped } from "../../../shared/types/compressed-tx.ts";
import type { MempoolEntry } from "../mempool/mempool.ts";
import { isSigopHeavy } from "../template/template-limits.ts";

/** A transaction first seen this recently is excused from the audit (research §5.6). */
export const FRESH_SECONDS = 180;
/** Below this effective rate a missing transaction is not held against the pool. */
const EXCUSED_RATE = 1;

/**
 * A template transaction as the audit remembers it (the audit-summary's `template` entries; rate is
 * effective, fee delta included; `acc` marks an accelerated one).
 */
export type AuditTemplateTx = Required<Pick<TransactionStripped, "txid" | "fee" | "vsize" | "value" | "rate" | "time">> & Pick<TransactionStripped, "acc">;

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
  /**
   * Block 0 of the mining pool's own template when the block was found (the accelerations it takes
   * part in applied), in template order, with effective rates.
   */
  readonly expected: readonly { readonly entry: MempoolEntry; readonly rate: number; readonly childFirstSeen?: number }[];
  /** Txids of the mined block after the coinbase, in block order. */
  readonly mined: readonly MempoolEntry[];
  /** Txids that were in the mempool when the block came (seen by us). */
  readonly seen: ReadonlySet<string>;
  /** Txids accelerated for this pool (with the ancestors their accelerations pull along); absent: none. */
  readonly accelerated?: ReadonlySet<string>;
}

/**
 * Compares what the mempool expected (the pool's template block 0) with what the pool mined:
 * censored, excused (conflicting, high sigop, fresh, fresh CPFP), added, unseen, accelerated, and the
 * match rate and similarity the explorer shows as block health.
 *
 * A left-out sigop-heavy transaction is excused before its age is asked: a pool that counts sigops
 * otherwise leaves it out however long it waited.
 */
export function auditBlock(input: AuditInput): BlockAudit {
  const minedIds = new Set(input.mined.map((tx) => tx.txid));
  const expectedIds = new Set(input.expected.map((e) => e.entry.txid));
  const minedSpends = new Set(input.mined.flatMap((tx) => tx.inputs.map((i) => `${i.txid}:${i.vout}`)));
  const accelerated = input.accelerated ?? new Set<string>();
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
    else if (isSigopHeavy(entry.weight, entry.sigops)) sigop.push(entry.txid);
    else if (input.timestamp - entry.firstSeen < FRESH_SECONDS || (childFirstSeen !== undefined && input.timestamp - childFirstSeen < FRESH_SECONDS)) {
      fresh.push(entry.txid);
    } else if (rate >= EXCUSED_RATE) censored.push({ txid: entry.txid, weight: entry.weight, rate });
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
      ...(accelerated.has(entry.txid) ? { acc: true } : {}),
    })),
    missingTxs: censored.map((tx) => tx.txid),
    addedTxs: added,
    unseenTxs: unseen,
    freshTxs: fresh,
    sigopTxs: sigop,
    fullrbfTxs: fullrbf,
    prioritizedTxs: [],
    acceleratedTxs: input.mined.filter((tx) => accelerated.has(tx.txid)).map((tx) => tx.txid),
    matchRate: matches + censored.length === 0 ? 100 : Math.round((matches / (matches + censored.length)) * 10_000) / 100,
    expectedFees,
    expectedWeight,
    similarity: expectedWeight === 0 ? 1 : matchedWeight / expectedWeight,
  };
}
