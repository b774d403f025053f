/**
 * The upstream values received since the hub last sent an update. Upstream sends one frame per
 * event on each of its sockets, so one event reaches the hub as up to nine frames (the main socket's
 * keys, each projected block's message); the hub gathers them for a moment and sends each client
 * one frame for the lot (peers-and-platform §3.1: batch messages into one frame). A key whose values
 * cannot be merged (a second `block`, a second firehose update) makes the hub send what it has
 * first, so `txConfirmed` still travels with its own block (research §1.4). The hub's own findings
 * join the batch too: tracked transactions whose CPFP data it refreshed, and a block's
 * confirmations found after its update (one block's at a time).
 *
 * @example
 * if (batch.conflictsWith(frame)) flush();
 * batch.add(frame);
 */

import type { LateConfirmations } from "./block-catch-up.ts";

/** Keys whose successive values are events, not states: two of them never share a frame. */
const EVENT_KEYS = new Set(["block", "mempool-transactions", "accelerations", "live-2h-chart"]);

/** The values waiting to be sent (see the module comment). */
export class PendingBatch {
  /** Latest value per key, in arrival order. */
  readonly values = new Map<string, unknown>();
  /** A projected block's mirror changed. */
  projectedChanged = false;
  /** Tracked txids whose CPFP data the hub refreshed. */
  readonly cpfpRefreshed = new Set<string>();
  /** A block's confirmations found after its own update. */
  late: LateConfirmations | undefined;

  /** Whether `frame` carries an event key this batch already holds. */
  conflictsWith(frame: Readonly<Record<string, unknown>>): boolean {
    for (const key of Object.keys(frame)) if (EVENT_KEYS.has(key) && this.values.has(key)) return true;
    return false;
  }

  add(frame: Readonly<Record<string, unknown>>): void {
    for (const [key, value] of Object.entries(frame)) {
      if (value === undefined || value === null) continue;
      // A state key keeps its newest value; moving it to the end keeps arrival order for the rest.
      this.values.delete(key);
      this.values.set(key, value);
    }
  }

  /** Whether `late` cannot join this batch: it holds another block's findings, or a block whose update must go first. */
  conflictsWithLate(): boolean {
    return this.late !== undefined || this.values.has("block");
  }

  get empty(): boolean {
    return this.values.size === 0 && !this.projectedChanged && this.cpfpRefreshed.size === 0 && this.late === undefined;
  }
}
