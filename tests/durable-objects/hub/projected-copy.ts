/**
 * A viewer's copy of one projected block, kept from the frames it was sent with the web client's
 * own reader and delta rule (client/live/projected-block.ts): a delta must follow the sequence the
 * copy holds (research §1.6), so a stale or skipped one fails the test where it arrives.
 *
 * @example
 * const copy = new ProjectedCopy(viewer);
 * copy.catchUp().txids(); // the transactions the viewer shows, sorted
 */
import { expect } from "vitest";
import { applyProjectedDelta, readProjectedBlockMessage } from "../../../client/live/projected-block.ts";
import type { TransactionStripped } from "../../../shared/types/compressed-tx.ts";
import type { Frame } from "../../support/fake-socket.ts";

export interface FrameSource {
  frames(): Frame[];
}

export class ProjectedCopy {
  transactions: TransactionStripped[] = [];
  sequence = -1;
  fulls = 0;
  deltas = 0;
  #applied = 0;

  constructor(readonly viewer: FrameSource) {}

  /** Applies the frames that arrived since the last call, in order. */
  catchUp(): this {
    const frames = this.viewer.frames();
    for (; this.#applied < frames.length; this.#applied++) {
      const value = frames[this.#applied]!["projected-block-transactions"];
      if (value === undefined) continue;
      const message = readProjectedBlockMessage(value);
      expect(message, "every projected block message the hub sends is well formed").toBeDefined();
      if (message!.kind === "full") {
        this.transactions = [...message!.transactions];
        this.fulls++;
      } else {
        expect(message!.sequence, "a delta follows the sequence the viewer holds").toBe(this.sequence + 1);
        this.transactions = applyProjectedDelta(this.transactions, message!.delta);
        this.deltas++;
      }
      this.sequence = message!.sequence;
    }
    return this;
  }

  /** The txids the copy holds, sorted. */
  txids(): string[] {
    return sortedTxids(this.transactions);
  }
}

/** The txids of a projected block's full answer (`{"projected-block-transactions": {…}}`), sorted. */
export function listedTxids(frame: Frame | undefined): string[] {
  const message = readProjectedBlockMessage(frame?.["projected-block-transactions"]);
  if (message?.kind !== "full") throw new Error("expected a full projected block");
  return sortedTxids(message.transactions);
}

const sortedTxids = (transactions: readonly TransactionStripped[]): string[] => transactions.map((tx) => tx.txid).sort();
