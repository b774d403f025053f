import { readAccelerationRecord } from "../../services/accelerator-readers.ts";
import { servicesGetPage } from "../../services/services-fetch.ts";
import { useServicesLoad } from "../../services/use-services-load.ts";
import type { AccelerationRecord } from "../../../shared/services/services-wire.ts";
import type { CpfpInfo } from "../../../shared/tx/cpfp-info.ts";
import type { EsploraTransaction } from "../../../shared/types/esplora.ts";
import type { MempoolPosition } from "../../live/tracking-state.ts";
import { accelerationTimeline, type TimelineStep } from "./acceleration-timeline.ts";

/** What the transaction page shows of the accelerator. */
export interface TxAcceleration {
  /** The acceleration panel belongs on the page (spec §2.5: unconfirmed, mainnet, the feature on). */
  readonly panel: boolean;
  /** It is being accelerated, as the live data says (the panel then says so instead of offering it). */
  readonly accelerated: boolean;
  readonly timeline: readonly TimelineStep[] | null;
}

export interface TxAccelerationInput {
  /** The accelerator feature is on and the page is on mainnet. */
  readonly enabled: boolean;
  readonly tx: Pick<EsploraTransaction, "txid" | "status"> | null;
  readonly cpfp: CpfpInfo | null;
  /** The live `txPosition` of this transaction. */
  readonly position: Pick<MempoolPosition, "accelerated" | "acceleratedAt"> | null;
  readonly firstSeen: number | null;
  readonly etaMs: number | null;
  readonly nowMs: number;
}

const isFailed = (record: AccelerationRecord): boolean => record.status === "failed" || record.status === "failed_provisional";

/** Rows asked per page of the block's accelerations, and the most pages read. */
const BLOCK_PAGE_LENGTH = 50;
const MAX_BLOCK_PAGES = 10;

/**
 * The acceleration of mined `txid`, if it had one: the public history of its block, paged until the
 * transaction is found or the list ends (research §1.3, as the original finds one). Not
 * `accelerations/{txid}`: that answers 404 for the many transactions never accelerated, and the
 * browser reports every 404 as an error of the page.
 */
export async function findMinedAcceleration(txid: string, blockHash: string): Promise<AccelerationRecord | null> {
  for (let page = 1; page <= MAX_BLOCK_PAGES; page++) {
    const { rows, total } = await servicesGetPage(
      `accelerator/accelerations/history?blockHash=${blockHash}&status=all&timeframe=all&pageLength=${BLOCK_PAGE_LENGTH}&page=${page}`,
      readAccelerationRecord,
    );
    const found = rows.find((row) => row.txid === txid);
    if (found !== undefined) return found;
    if (rows.length < BLOCK_PAGE_LENGTH || page * BLOCK_PAGE_LENGTH >= total) return null;
  }
  return null;
}

/**
 * The panel's place and the timeline (research §3.6): while unconfirmed the live tracking fields
 * say whether and when it was accelerated; once mined, its record in the public history does
 * (findMinedAcceleration).
 *
 * @example
 * const acceleration = useTxAcceleration({ enabled, tx, cpfp, position, firstSeen, etaMs, nowMs }); // { panel, accelerated, timeline }
 */
export function useTxAcceleration({ enabled, tx, cpfp, position, firstSeen, etaMs, nowMs }: TxAccelerationInput): TxAcceleration {
  const blockHash = tx !== null && tx.status.confirmed ? (tx.status.block_hash ?? null) : null;
  const mined = tx !== null && tx.status.confirmed;
  const recordKey = enabled && blockHash !== null ? `acceleration:${tx!.txid}:${blockHash}` : null;
  const { load } = useServicesLoad(recordKey, () => findMinedAcceleration(tx!.txid, blockHash!));
  if (!enabled || tx === null) return { panel: false, accelerated: false, timeline: null };
  if (!mined) {
    const accelerated = position?.accelerated === true || cpfp?.acceleration === true;
    const acceleratedAt = position?.acceleratedAt ?? cpfp?.acceleratedAt ?? null;
    const timeline = accelerationTimeline({ firstSeen, acceleratedAt, minedAt: null, accelerated, canceledAt: null, etaMs, nowMs });
    return { panel: true, accelerated, timeline };
  }
  const record = load.status === "ready" ? load.data : null;
  if (record === null) return { panel: false, accelerated: false, timeline: null };
  const timeline = accelerationTimeline({
    firstSeen,
    acceleratedAt: record.added,
    minedAt: tx.status.block_time ?? null,
    accelerated: !isFailed(record),
    canceledAt: isFailed(record) ? record.lastUpdated : null,
    etaMs: null,
    nowMs,
  });
  return { panel: false, accelerated: false, timeline };
}
