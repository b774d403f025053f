/**
 * The audit figures the block list and the mining graphs read (research §2.2): one block's score
 * (`mining/blocks/audit/score/:hash`), the scores of a page of blocks (`…/audit/scores[/:height]`)
 * and the block-health series (`mining/blocks/predictions/:interval`).
 *
 * Only audited blocks appear: the devnet holds the audits of its most recent blocks, so the
 * series reaches back as far as they do.
 *
 * @example
 * auditScores(network, network.chain.tipHeight)[0]?.matchRate; // the tip's block health
 */
import type { BlockAudit } from "../state/block-audit.ts";
import type { DevnetNetwork } from "../state/devnet-network.ts";
import { blockAudit } from "./audit-summary.ts";
import { MINING_BUCKET_SECONDS, type MiningInterval, bucketStart, windowStart } from "./history-intervals.ts";

/** Upstream answers heights `height − 15 … height`, both ends included. */
export const AUDIT_SCORES_SPAN = 15;

export interface AuditScore {
  readonly hash: string;
  readonly matchRate: number;
  readonly expectedFees: number;
  readonly expectedWeight: number;
}

/** `[time, height, matchRate]`: upstream's tuple of the block-health graph. */
export type BlockHealthPoint = readonly [time: number, height: number, matchRate: number];

type AuditSource = Pick<DevnetNetwork, "auditOf" | "chain">;

const scoreOf = (audit: BlockAudit): AuditScore => ({
  hash: audit.id,
  matchRate: audit.matchRate,
  expectedFees: audit.expectedFees,
  expectedWeight: audit.expectedWeight,
});

/**
 * The score of one block, or null when it is unknown or unaudited (upstream answers a body of
 * null rather than an error, so a page of blocks can ask for each without failing).
 *
 * @example
 * auditScore(network, tip.hash)?.hash === tip.hash; // true while the tip is audited
 */
export function auditScore(network: AuditSource, hash: string): AuditScore | null {
  const block = network.chain.blockByHash(hash);
  const audit = block && blockAudit(network, block);
  return audit ? scoreOf(audit) : null;
}

/**
 * Scores of the audited blocks from `height` down to `height − 15`, newest first.
 *
 * @example
 * auditScores(network, 100).every((score) => score.matchRate <= 100); // true
 */
export function auditScores(network: AuditSource, height: number): AuditScore[] {
  const scores: AuditScore[] = [];
  for (let h = Math.min(height, network.chain.tipHeight); h >= Math.max(network.chain.firstHeight, height - AUDIT_SCORES_SPAN); h--) {
    const block = network.chain.blockAt(h);
    const audit = block && blockAudit(network, block);
    if (audit) scores.push(scoreOf(audit));
  }
  return scores;
}

/**
 * The audits the devnet holds, oldest first: they are contiguous back from the tip (kept for the
 * newest blocks; none for blocks restored from storage), so the walk stops at the first gap.
 *
 * @example
 * recentAudits(network).at(-1)?.height === network.chain.tipHeight; // true after a block
 */
export function recentAudits(network: AuditSource): BlockAudit[] {
  const audits: BlockAudit[] = [];
  for (let h = network.chain.tipHeight; h > network.chain.firstHeight; h--) {
    const block = network.chain.blockAt(h);
    const audit = block && blockAudit(network, block);
    if (!audit) break;
    audits.push(audit);
  }
  return audits.reverse();
}

/**
 * The block-health series of a window: audits grouped by the window's bucket, each group's mean
 * time, height and match rate, by height ascending as upstream orders them.
 *
 * @example
 * blockHealthHistory(network, "24h", network.now).at(-1)?.[1]; // the tip's height (one audit per bucket in 24h)
 */
export function blockHealthHistory(network: AuditSource, interval: MiningInterval, nowSeconds: number): BlockHealthPoint[] {
  const from = windowStart(interval, nowSeconds);
  const bucketSeconds = MINING_BUCKET_SECONDS[interval];
  const groups = new Map<number, BlockAudit[]>();
  for (const audit of recentAudits(network)) {
    if (audit.timestamp < from) continue;
    const key = bucketStart(audit.timestamp, bucketSeconds);
    const group = groups.get(key);
    if (group) group.push(audit);
    else groups.set(key, [audit]);
  }
  const points = [...groups.values()].map((group): BlockHealthPoint => {
    const mean = (pick: (audit: BlockAudit) => number) => group.reduce((sum, audit) => sum + pick(audit), 0) / group.length;
    return [Math.round(mean((a) => a.timestamp)), Math.round(mean((a) => a.height)), Math.round(mean((a) => a.matchRate) * 100) / 100];
  });
  return points.sort((a, b) => a[1] - b[1]);
}
