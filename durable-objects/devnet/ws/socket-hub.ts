/**
 * The devnet's live connections (`/api/v1/ws`, research §1): answers each socket's messages and
 * fans every update of the network out to all of them. The Durable Object's entry points stay thin
 * and hand over here; everything per connection lives in the socket's attachment (socket-state.ts),
 * and what lives here (the current snapshot, the sequence, the listing tuples) can be rebuilt, so an
 * evicted object that wakes with a fresh hub loses nothing that matters: trackers whose previous
 * state is unknown simply get a full snapshot at the next sequence.
 *
 * Faults stay with their socket (style habit 5): a send that throws, or an attachment that cannot be
 * written, closes that socket with 1011 and the loop carries on.
 *
 * The hub reads the network through the views the REST routes use (one `NetworkViews`), so a state's
 * template, fees and transaction views are built once for both.
 *
 * @example
 * const hub = new SocketHub(sharedViews, () => ctx.getWebSockets());
 * hub.receive(ws, message, network, Date.now());
 * hub.advance(network, Date.now() / 1000, 120); // catch up, announcing each update
 */
import { closeQuietly } from "../../../shared/protocol/close-quietly.ts";
import { CLOSE_SERVER_ERROR } from "../../../shared/protocol/socket-limits.ts";
import type { DevnetEvent, DevnetNetwork } from "../state/devnet-network.ts";
import { loadingIndicatorsOf } from "../views/init-data.ts";
import { quoteTime } from "../views/conversions.ts";
import type { DevnetViews, NetworkViews } from "../views/devnet-views.ts";
import type { Acceleration } from "../../../shared/types/acceleration.ts";
import { accelerationDelta } from "./acceleration-delta.ts";
import { handleClientFrame } from "./client-handler.ts";
import { socketUpdate } from "./event-fanout.ts";
import { LiveSnapshot } from "./live-snapshot.ts";
import { type LiveUpdate, groupEvents, liveUpdates } from "./live-updates.ts";
import { TupleCache } from "./projected-listing.ts";
import { readSocketState, socketAttachment } from "../../../shared/protocol/socket-state.ts";
import { type PreviousListings, UpdateValues } from "./update-values.ts";

/** What the hub needs of a socket: the hibernation API's WebSocket has all of it. */
export interface HubSocket {
  /** 1 while open (WebSocket.OPEN); a socket being closed gets nothing more. Absent: treated as open. */
  readonly readyState?: number;
  send(message: string): void;
  close(code?: number, reason?: string): void;
  serializeAttachment(value: unknown): void;
  deserializeAttachment(): unknown;
}

const NO_UPDATE: LiveUpdate = { transactions: [] };
const OPEN = 1;

const isOpen = (socket: HubSocket): boolean => socket.readyState === undefined || socket.readyState === OPEN;

/** The sockets of one devnet network (see the module comment). */
export class SocketHub {
  readonly #tuples = new TupleCache();
  #network: DevnetNetwork | undefined;
  #live: LiveSnapshot | undefined;
  #rbfVersion: number | undefined;
  #sampleCount: number | undefined;
  /** The price quote the sockets were last told of (conversions.ts). */
  #quotedAt: number | undefined;
  /** What the sockets were last told is still loading, as JSON (init-data.ts loadingIndicatorsOf). */
  #loading: string | undefined;
  /** The accelerations the sockets were last told of, and the book's version then. */
  #accelerations: { readonly version: number; readonly byTxid: ReadonlyMap<string, Acceleration> } | undefined;

  constructor(
    readonly views: NetworkViews,
    private readonly sockets: () => readonly HubSocket[],
  ) {}

  /**
   * The snapshot of the network's current state, a new one (at the next sequence) whenever the
   * mempool or the tip changed since the last.
   */
  current(network: DevnetNetwork): LiveSnapshot {
    const views = this.#viewsOf(network);
    const live = this.#live;
    if (live && live.views === views && live.isCurrent()) return live;
    this.#live = new LiveSnapshot(views, live ? live.sequence + 1 : this.#firstSequence(), this.#tuples);
    return this.#live;
  }

  /** Handles one inbound frame of `socket`: store its new state, send the replies, close it if the frame was hostile. */
  receive(socket: HubSocket, data: unknown, network: DevnetNetwork, nowMs: number): void {
    // Frames still queued when the socket was closed (a flood past the rate limit) are dropped unread.
    if (!isOpen(socket)) return;
    const state = readSocketState(socket.deserializeAttachment());
    const result = handleClientFrame(state, data, nowMs, this.current(network));
    socket.serializeAttachment(socketAttachment(result.state));
    for (const reply of result.replies) socket.send(reply);
    if (result.close) closeQuietly(socket, result.close.code, result.close.reason);
  }

  /**
   * Runs the network to `nowSeconds`, announcing each update to every socket; returns how many
   * events happened (the caller saves the network when there were any). A statistics sample or a
   * new price quote without any event is still announced.
   */
  advance(network: DevnetNetwork, nowSeconds: number, maxLiveSeconds: number): number {
    if (this.sockets().length === 0) return network.catchUp(nowSeconds, maxLiveSeconds).length;
    let events = 0;
    for (const update of liveUpdates(network, nowSeconds, maxLiveSeconds)) {
      events += update.transactions.length + (update.block ? 1 : 0) + (update.accelerations?.length ?? 0);
      this.publish(update, network);
    }
    const sampled = this.#sampleCount !== undefined && network.samples.length !== this.#sampleCount;
    const requoted = this.#quotedAt !== undefined && quoteTime(network.now) !== this.#quotedAt;
    if (sampled || requoted) this.publish(NO_UPDATE, network);
    return events;
  }

  /** Announces events that already happened (a seeding slice) to every socket, update by update. */
  announce(events: readonly DevnetEvent[], network: DevnetNetwork): void {
    if (this.sockets().length === 0) return;
    const updates = groupEvents(events);
    for (const update of updates.length > 0 ? updates : [NO_UPDATE]) this.publish(update, network);
  }

  /** Sends one update to every socket; the network is already in the state after it. */
  publish(update: LiveUpdate, network: DevnetNetwork): void {
    const before = this.#live;
    const live = this.current(network);
    const changed = live !== before;
    const previous: PreviousListings | undefined =
      changed && before && before.views === live.views ? { sequence: before.sequence, listings: before.builtListings() } : undefined;
    const sampleCount = network.samples.length;
    const quotedAt = quoteTime(network.now);
    const loadingIndicators = loadingIndicatorsOf(network);
    const loading = JSON.stringify(loadingIndicators);
    const book = network.accelerations;
    const accelerations = this.#accelerations && book.version !== this.#accelerations.version ? accelerationDelta(this.#accelerations.byTxid, book.active) : undefined;
    const values = new UpdateValues(update, live, previous, {
      ...(accelerations ? { accelerations } : {}),
      changed,
      rbfChanged: this.#rbfVersion !== undefined && network.rbf.version !== this.#rbfVersion,
      ...(this.#sampleCount !== undefined && sampleCount > this.#sampleCount ? { newSample: network.samples[sampleCount - 1] } : {}),
      priceChanged: this.#quotedAt !== undefined && quotedAt !== this.#quotedAt,
      ...(this.#loading !== undefined && loading !== this.#loading ? { loadingIndicators } : {}),
    });
    for (const socket of this.sockets()) this.#send(socket, values);
    this.#rbfVersion = network.rbf.version;
    this.#sampleCount = sampleCount;
    this.#quotedAt = quotedAt;
    this.#loading = loading;
    if (book.version !== this.#accelerations?.version) this.#accelerations = acceleratedNow(network);
  }

  #send(socket: HubSocket, values: UpdateValues): void {
    if (!isOpen(socket)) return;
    try {
      const state = readSocketState(socket.deserializeAttachment());
      const { frame, state: next } = socketUpdate(state, values);
      if (next !== state) socket.serializeAttachment(socketAttachment(next));
      if (frame !== null) socket.send(frame);
    } catch (error) {
      console.error("Devnet SocketHub.publish: a send failed; closing only that socket.", error);
      closeQuietly(socket, CLOSE_SERVER_ERROR, "Server error while sending an update.");
    }
  }

  #viewsOf(network: DevnetNetwork): DevnetViews {
    if (this.#network !== network) {
      // A new network object (restored or re-seeded): its RBF history, samples and price quote start
      // here. A restored network stands where it was last saved, near what the sockets were told.
      this.#network = network;
      this.#rbfVersion = network.rbf.version;
      this.#sampleCount = network.samples.length;
      this.#quotedAt = quoteTime(network.now);
      this.#loading = JSON.stringify(loadingIndicatorsOf(network));
      this.#accelerations = acceleratedNow(network);
    }
    return this.views.of(network);
  }

  /**
   * A fresh hub (after the object was evicted) continues after the highest sequence any socket was
   * told, so no socket can mistake the new state for one it has seen.
   */
  #firstSequence(): number {
    let highest = 0;
    for (const socket of this.sockets()) {
      try {
        highest = Math.max(highest, readSocketState(socket.deserializeAttachment()).mempoolBlock?.sequence ?? 0);
      } catch {
        // An unreadable attachment says nothing about sequences.
      }
    }
    return highest + 1;
  }
}

export { closeQuietly };

const acceleratedNow = (network: DevnetNetwork): { version: number; byTxid: ReadonlyMap<string, Acceleration> } => ({
  version: network.accelerations.version,
  byTxid: new Map(network.accelerations.active.map((acceleration) => [acceleration.txid, acceleration])),
});
