/**
 * Brings the network up to the clock as a series of updates, each one a state the explorer can
 * announce (research §1.7): the arrivals since the last update form one mempool update, and each
 * block is an update of its own. The network runs to just before each block, so the mempool update
 * and the block update are announced with their own projected blocks, and a block's
 * projected-block delta (§1.6) really is "what the block changed".
 *
 * A generator, because the fan-out must read each state before the network moves on: the next step
 * runs only when the consumer asks for the next update.
 *
 * @example
 * for (const update of liveUpdates(network, Date.now() / 1000, 120)) fanOut(update);
 */
import type { DevnetEvent, DevnetNetwork } from "../state/devnet-network.ts";

export type TransactionEvent = Extract<DevnetEvent, { type: "transaction" }>;
export type BlockEvent = Extract<DevnetEvent, { type: "block" }>;
export type AccelerationEvent = Extract<DevnetEvent, { type: "acceleration" }>;

/**
 * One announced state change: arrivals (and the replacements they made) and accelerations, with or
 * without a block.
 */
export interface LiveUpdate {
  readonly transactions: readonly TransactionEvent[];
  readonly block?: BlockEvent;
  /** Accelerations requested in this update; absent when there were none. */
  readonly accelerations?: readonly AccelerationEvent[];
}

/**
 * How far before a block the network stops, so the arrivals before it are announced on their own.
 * Arrivals inside this window are announced with the block: harmless, and far below a second.
 */
const BEFORE_BLOCK_SECONDS = 0.001;

/**
 * Groups events in order: consecutive arrivals and accelerations form one update, a block closes the
 * update it ends.
 *
 * @example
 * groupEvents([tx1, tx2, block, tx3]); // [{ transactions: [tx1, tx2], block }, { transactions: [tx3] }]
 * groupEvents([tx1, acceleration]);    // [{ transactions: [tx1], accelerations: [acceleration] }]
 */
export function groupEvents(events: readonly DevnetEvent[]): LiveUpdate[] {
  const updates: LiveUpdate[] = [];
  let transactions: TransactionEvent[] = [];
  let accelerations: AccelerationEvent[] = [];
  const close = (block?: BlockEvent): void => {
    updates.push({ transactions, ...(block ? { block } : {}), ...(accelerations.length > 0 ? { accelerations } : {}) });
    transactions = [];
    accelerations = [];
  };
  for (const event of events) {
    if (event.type === "transaction") transactions.push(event);
    else if (event.type === "acceleration") accelerations.push(event);
    else close(event);
  }
  if (transactions.length > 0 || accelerations.length > 0) close();
  return updates;
}

/**
 * Runs `network` to `nowSeconds`, yielding each update as soon as it happened. A gap longer than
 * `maxLiveSeconds` is first crossed at the quiet pace (as `DevnetNetwork.catchUp` does), silently:
 * nobody was watching the history it makes.
 *
 * @example
 * [...liveUpdates(network, network.now + 90, 120)].filter((u) => u.block).length; // blocks in those 90 s
 */
export function* liveUpdates(network: DevnetNetwork, nowSeconds: number, maxLiveSeconds: number): Generator<LiveUpdate> {
  if (nowSeconds - network.now > maxLiveSeconds) {
    // catchUp with no live window runs the quiet pace right up to `nowSeconds - maxLiveSeconds`.
    yield* groupEvents(network.catchUp(nowSeconds - maxLiveSeconds, 0));
  }
  while (network.now < nowSeconds) {
    const blockAt = network.nextBlockAt;
    if (blockAt > nowSeconds) {
      yield* groupEvents(network.advanceTo(nowSeconds));
      return;
    }
    const beforeBlock = blockAt - BEFORE_BLOCK_SECONDS;
    if (beforeBlock > network.now) yield* groupEvents(network.advanceTo(beforeBlock));
    yield* groupEvents(network.advanceTo(blockAt));
  }
}
