/**
 * The live socket of one network (spec §4.3, §7.1; research §1.3, §1.8): it opens the socket, keeps
 * the page's subscriptions, feeds every frame to apply-frame.ts and carries out its effects, checks
 * liveness with pings, and reconnects after a random delay, subscribing again once the server
 * answers. The socket, the timers, randomness and the page reload are injected, so all of it runs
 * in virtual time against a fake socket.
 *
 * Subscriptions are kept as the desired state (the last `want`, the tracked transaction, projected
 * block, address, rbf modes); a message goes out when that state changes and the socket is up, and
 * the whole state is sent again on every new socket. A frame the server sends that cannot be read
 * is logged and skipped; nothing a server sends can stop the service.
 *
 * @example
 * const live = new LiveConnection({ store, url: liveSocketUrl(location, "/testnet"), createSocket: (url) => new WebSocket(url), sendInit: false });
 * live.start();
 * live.want(["blocks", "stats", "mempool-blocks"]);
 * live.trackMempoolBlock(0);
 */
import type { BlockExtended } from "../../shared/types/block-extended.ts";
import { isHash64 } from "../../shared/types/ids.ts";
import { normalizeTrackedAddress, WANTABLE, type Wantable } from "../../shared/protocol/client-message.ts";
import { closeQuietly } from "../../shared/protocol/close-quietly.ts";
import { MEMPOOL_BLOCKS_AMOUNT } from "../../shared/protocol/socket-limits.ts";
import type { RbfMode } from "../../shared/protocol/socket-state.ts";
import { MEMPOOL_BLOCK_STOP_DELAY_MS, type Random, reconnectDelayMs, reloadDelayMs } from "../../shared/live/connection-timing.ts";
import { applyFrame, type LiveEffect } from "./apply-frame.ts";
import { isRecord } from "./live-fields.ts";
import { GLOBAL_TIMERS, type LiveTimers } from "./live-timers.ts";
import { LivenessCheck } from "./liveness-check.ts";
import { type LiveMessage, LiveOutbox } from "./live-outbox.ts";
import { CONNECTION_CONNECTED, CONNECTION_OFFLINE, CONNECTION_RECONNECTING, type LiveState } from "./live-state.ts";
import { setTrackedAddress, setTrackedMempoolBlock, setTrackedTx } from "./tracking-state.ts";

/** What the service needs of a WebSocket; the browser's WebSocket is one. */
export interface LiveSocket {
  send(text: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: "open" | "message" | "error" | "close", listener: (event: { readonly data?: unknown }) => void): void;
}

export type CreateSocket = (url: string) => LiveSocket;

/** What subscribers hear: the confirmed-block notification, and every readable frame for keys the store does not keep. */
export type LiveEvent =
  | { readonly kind: "block-confirmed"; readonly block: BlockExtended; readonly txConfirmed: string | null }
  | { readonly kind: "frame"; readonly frame: Readonly<Record<string, unknown>> };

export type LiveListener = (event: LiveEvent) => void;

export interface LiveConnectionOptions {
  /** Mutated in place: usually the valtio store of live-store.ts. */
  readonly store: LiveState;
  /** From liveSocketUrl(). */
  readonly url: string;
  readonly createSocket: CreateSocket;
  /**
   * Ask for the init bundle on the first socket: false when the page embedded a snapshot of this
   * network (research §1.5). Every reconnection asks for it, to catch up on what was missed.
   */
  readonly sendInit: boolean;
  readonly timers?: LiveTimers;
  readonly random?: Random;
  /** spec §4.3: a new backend release reloads the page. */
  readonly reload?: () => void;
  readonly log?: (message: string, detail?: unknown) => void;
}

const reloadPage = (): void => globalThis.location?.reload();
const warn = (message: string, detail?: unknown): void => console.warn(`live: ${message}`, detail ?? "");

/** Close code for a socket the page itself gives up on (RFC 6455 normal closure). */
const CLOSE_NORMAL = 1000;

export class LiveConnection {
  readonly #store: LiveState;
  readonly #url: string;
  readonly #createSocket: CreateSocket;
  readonly #timers: LiveTimers;
  readonly #random: Random;
  readonly #reload: () => void;
  readonly #log: (message: string, detail?: unknown) => void;
  readonly #listeners = new Set<LiveListener>();

  #socket: LiveSocket | null = null;
  #open = false;
  #sendInit: boolean;
  /** Set when a socket failed: the next socket's first message restores the subscriptions. */
  #goneOffline = false;
  #closed = false;
  #started = false;

  #want: readonly Wantable[] | null = null;
  #watchMempool = false;
  #rbf: RbfMode | null = null;
  #rbfSummary = false;
  #accelerations = false;

  readonly #liveness: LivenessCheck;
  readonly #outbox: LiveOutbox;
  #retryTimer: unknown = null;
  #reloadTimer: unknown = null;
  #mempoolBlockStopTimer: unknown = null;

  constructor(options: LiveConnectionOptions) {
    this.#store = options.store;
    this.#url = options.url;
    this.#createSocket = options.createSocket;
    this.#sendInit = options.sendInit;
    this.#timers = options.timers ?? GLOBAL_TIMERS;
    this.#random = options.random ?? Math.random;
    this.#reload = options.reload ?? reloadPage;
    this.#log = options.log ?? warn;
    this.#liveness = new LivenessCheck(
      this.#timers,
      () => this.#send({ action: "ping" }),
      () => this.#drop("no answer to ping"),
    );
    this.#outbox = new LiveOutbox(this.#timers, (message) => this.#transmit(message));
  }

  /** Opens the first socket; later calls do nothing. */
  start(): void {
    if (this.#started || this.#closed) return;
    this.#started = true;
    this.#connect();
  }

  /**
   * The streams the page wants (research §1.3: the list is absolute). The same list again sends
   * nothing (spec §7.1 "sent only when changed").
   *
   * @example
   * live.want(["blocks", "stats", "mempool-blocks", "live-2h-chart"]);
   */
  want(list: readonly Wantable[]): void {
    const unknown = list.filter((key) => !WANTABLE.includes(key));
    if (unknown.length > 0) throw new RangeError(`want() takes ${WANTABLE.join(", ")}; got ${unknown.map(String).join(", ")}.`);
    const wanted = [...new Set(list)];
    if (this.#want !== null && JSON.stringify(wanted) === JSON.stringify(this.#want)) return;
    this.#want = wanted;
    this.#send({ action: "want", data: wanted });
  }

  /**
   * Follows a transaction (`track-tx`), or stops with null. `watchMempool` asks the server to send
   * the transaction when it appears (a transaction the page could not find yet).
   */
  trackTransaction(txid: string | null, { watchMempool = false }: { watchMempool?: boolean } = {}): void {
    const tracking = this.#store.tracking;
    if (txid === null) {
      if (tracking.txid !== null) this.#send({ "track-tx": "stop" });
      setTrackedTx(tracking, null);
      this.#watchMempool = false;
      return;
    }
    if (!isHash64(txid)) throw new RangeError(`trackTransaction() takes a txid of 64 hexadecimal characters or null; got ${describe(txid)}.`);
    const normalized = txid.toLowerCase();
    if (normalized === tracking.txid && watchMempool === this.#watchMempool) return;
    setTrackedTx(tracking, normalized);
    this.#watchMempool = watchMempool;
    this.#sendTrackTx();
  }

  /**
   * Follows the transactions of projected block `index` (`track-mempool-block`), or stops with
   * null. Stopping waits MEMPOOL_BLOCK_STOP_DELAY_MS, and asking for the same block again within
   * that time keeps the stream without a message (research §1.6).
   */
  trackMempoolBlock(index: number | null): void {
    const tracking = this.#store.tracking;
    if (index === null) {
      if (tracking.mempoolBlockIndex === null || this.#mempoolBlockStopTimer !== null) return;
      this.#mempoolBlockStopTimer = this.#timers.setTimeout(() => {
        this.#mempoolBlockStopTimer = null;
        setTrackedMempoolBlock(tracking, null);
        this.#send({ "track-mempool-block": -1 });
      }, MEMPOOL_BLOCK_STOP_DELAY_MS);
      return;
    }
    if (!Number.isInteger(index) || index < 0 || index >= MEMPOOL_BLOCKS_AMOUNT) {
      throw new RangeError(`trackMempoolBlock() takes an index from 0 to ${MEMPOOL_BLOCKS_AMOUNT - 1} or null; got ${describe(index)}.`);
    }
    this.#cancelMempoolBlockStop();
    if (index === tracking.mempoolBlockIndex) return;
    setTrackedMempoolBlock(tracking, index);
    this.#send({ "track-mempool-block": index });
  }

  /** Follows an address or raw public key (`track-address`), or stops with null. */
  trackAddress(address: string | null): void {
    const tracking = this.#store.tracking;
    if (address === null) {
      if (tracking.address !== null) this.#send({ "track-address": "stop" });
      setTrackedAddress(tracking, null);
      return;
    }
    const normalized = normalizeTrackedAddress(address);
    if (normalized === null) throw new RangeError(`trackAddress() takes a Bitcoin address or a raw public key, or null; got ${describe(address)}.`);
    if (normalized === tracking.address) return;
    setTrackedAddress(tracking, normalized);
    this.#send({ "track-address": normalized });
  }

  /** Follows the latest replacements (`track-rbf`: all, or full-RBF only), or stops with null. */
  trackRbf(mode: RbfMode | null): void {
    if (mode !== null && mode !== "all" && mode !== "fullRbf") throw new RangeError(`trackRbf() takes "all", "fullRbf" or null; got ${describe(mode)}.`);
    if (mode === this.#rbf) return;
    this.#rbf = mode;
    this.#send({ "track-rbf": mode ?? "stop" });
  }

  /** Follows the summary of the latest replacements (`track-rbf-summary`). */
  trackRbfSummary(on: boolean): void {
    if (on === this.#rbfSummary) return;
    this.#rbfSummary = on;
    this.#send({ "track-rbf-summary": on });
  }

  /**
   * Follows the active accelerations (`track-accelerations`, research §3.3): the server answers with
   * the whole list, then its changes; `false` stops asking (the changes still reach every socket).
   */
  trackAccelerations(on: boolean): void {
    if (on === this.#accelerations) return;
    this.#accelerations = on;
    this.#send({ "track-accelerations": on });
  }

  /**
   * Hears confirmed blocks and frames; returns the unsubscribe function.
   *
   * @example
   * const stop = live.subscribe((event) => { if (event.kind === "block-confirmed") playChime(); });
   */
  subscribe(listener: LiveListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Closes the socket for good: no reconnect, no reload, no pending stop. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    // A stop that was waiting out its delay takes effect, so a later connection does not restart it.
    if (this.#mempoolBlockStopTimer !== null) setTrackedMempoolBlock(this.#store.tracking, null);
    this.#liveness.stop();
    this.#outbox.reset();
    for (const timer of [this.#retryTimer, this.#reloadTimer, this.#mempoolBlockStopTimer]) {
      if (timer !== null) this.#timers.clearTimeout(timer);
    }
    this.#retryTimer = this.#reloadTimer = this.#mempoolBlockStopTimer = null;
    const socket = this.#socket;
    this.#socket = null;
    this.#open = false;
    if (socket) closeQuietly(socket, CLOSE_NORMAL, "Page closed.");
    this.#store.connection = CONNECTION_OFFLINE;
    this.#listeners.clear();
  }

  #connect(): void {
    this.#retryTimer = null;
    if (this.#closed) return;
    if (this.#goneOffline) this.#store.connection = CONNECTION_RECONNECTING;
    this.#outbox.reset();
    let socket: LiveSocket;
    try {
      socket = this.#createSocket(this.#url);
    } catch (error) {
      this.#log("could not open the socket", error);
      this.#goneOffline = true;
      this.#store.connection = CONNECTION_OFFLINE;
      this.#scheduleRetry();
      return;
    }
    this.#socket = socket;
    this.#open = false;
    // Events of a socket already given up on (a late close after a pong timeout) are ignored.
    socket.addEventListener("open", () => socket === this.#socket && this.#onOpen());
    socket.addEventListener("message", (event) => socket === this.#socket && this.#onMessage(event.data));
    socket.addEventListener("error", () => socket === this.#socket && this.#drop("socket error"));
    socket.addEventListener("close", () => socket === this.#socket && this.#drop("socket closed"));
  }

  #onOpen(): void {
    this.#open = true;
    if (this.#sendInit || this.#goneOffline) this.#send({ action: "init" });
    this.#sendInit = false;
    // After a failure the subscriptions wait for the server's first answer (spec §4.3).
    if (!this.#goneOffline) this.#resubscribe();
    this.#liveness.heard();
  }

  #onMessage(data: unknown): void {
    this.#liveness.heard();
    const reconnected = this.#goneOffline;
    this.#goneOffline = false;
    // The frame first, as the original client does: a confirmation in it ends that tracking before the replay.
    this.#handleFrame(data);
    // A listener may have closed the service, or a failed send dropped this socket.
    if (this.#closed || this.#socket === null) return;
    if (reconnected) this.#resubscribe();
    this.#store.connection = CONNECTION_CONNECTED;
  }

  #handleFrame(data: unknown): void {
    if (typeof data !== "string") {
      this.#log("ignored a frame that is not text");
      return;
    }
    let frame: unknown;
    try {
      frame = JSON.parse(data);
    } catch {
      this.#log("ignored a frame that is not JSON", data.slice(0, 200));
      return;
    }
    if (!isRecord(frame)) {
      this.#log("ignored a frame that is not a JSON object", data.slice(0, 200));
      return;
    }
    for (const effect of applyFrame(this.#store, frame)) this.#carryOut(effect);
    this.#emit({ kind: "frame", frame });
  }

  #carryOut(effect: LiveEffect): void {
    switch (effect.kind) {
      case "refresh-blocks":
        this.#send({ "refresh-blocks": true });
        return;
      case "block-confirmed":
        this.#emit(effect);
        return;
      case "resync-mempool-block":
        this.#log("projected block sequence skipped; asking for the whole block again", effect.index);
        this.#send({ "track-mempool-block": effect.index });
        return;
      case "reload":
        if (this.#reloadTimer !== null) return;
        this.#reloadTimer = this.#timers.setTimeout(() => {
          this.#reloadTimer = null;
          this.#reload();
        }, reloadDelayMs(this.#random));
        return;
      case "ignored":
        this.#log(`ignored ${effect.key}: ${effect.reason}`);
        return;
    }
  }

  #emit(event: LiveEvent): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(event);
      } catch (error) {
        // One page's failing handler must not stop the stream for the others.
        this.#log("a live listener failed", error);
      }
    }
  }

  /** spec §4.3 restart order: the last want, then transaction, projected block (forced), rbf, rbf summary, accelerations, address. */
  #resubscribe(): void {
    const tracking = this.#store.tracking;
    if (this.#want !== null) this.#send({ action: "want", data: this.#want });
    if (tracking.txid !== null) this.#sendTrackTx();
    if (tracking.mempoolBlockIndex !== null) {
      // The list on screen may have missed deltas while offline; the full message replaces it.
      tracking.mempoolBlockSequence = null;
      this.#send({ "track-mempool-block": tracking.mempoolBlockIndex });
    }
    if (this.#rbf !== null) this.#send({ "track-rbf": this.#rbf });
    if (this.#rbfSummary) this.#send({ "track-rbf-summary": true });
    if (this.#accelerations) this.#send({ "track-accelerations": true });
    if (tracking.address !== null) this.#send({ "track-address": tracking.address });
  }

  #sendTrackTx(): void {
    const txid = this.#store.tracking.txid;
    if (txid !== null) this.#send(this.#watchMempool ? { "track-tx": txid, "watch-mempool": true } : { "track-tx": txid });
  }

  #cancelMempoolBlockStop(): void {
    if (this.#mempoolBlockStopTimer === null) return;
    this.#timers.clearTimeout(this.#mempoolBlockStopTimer);
    this.#mempoolBlockStopTimer = null;
  }

  /**
   * Sends when the socket is open and caught up, within the server's rate limit (live-outbox.ts);
   * otherwise the message is dropped, since the next socket starts from the desired state anyway.
   */
  #send(message: LiveMessage): void {
    // Until the server's first answer after a failure, only `init` goes out (see #resubscribe).
    if (!this.#socket || !this.#open || (this.#goneOffline && message.action !== "init")) return;
    if (message.action === "ping") this.#outbox.sendNow(message);
    else this.#outbox.send(message);
  }

  #transmit(message: LiveMessage): void {
    const socket = this.#socket;
    if (!socket) return;
    try {
      socket.send(JSON.stringify(message));
    } catch (error) {
      this.#log("send failed", error);
      this.#drop("send failed");
    }
  }

  /** spec §4.3: offline, then a new socket after a random 2–4 s. */
  #drop(reason: string): void {
    const socket = this.#socket;
    if (!socket || this.#closed) return;
    this.#log(`${reason}; reconnecting`);
    this.#socket = null;
    this.#open = false;
    this.#liveness.stop();
    this.#outbox.reset();
    closeQuietly(socket, CLOSE_NORMAL, "Reconnecting.");
    this.#goneOffline = true;
    this.#store.connection = CONNECTION_OFFLINE;
    this.#scheduleRetry();
  }

  #scheduleRetry(): void {
    if (this.#closed || this.#retryTimer !== null) return;
    this.#retryTimer = this.#timers.setTimeout(() => this.#connect(), reconnectDelayMs(this.#random));
  }
}

/** Says what a bad argument was without echoing long or hostile text. */
function describe(value: unknown): string {
  if (typeof value === "string") return `a text of ${value.length} characters`;
  if (typeof value === "number") return String(value);
  return value === null ? "null" : typeof value;
}
