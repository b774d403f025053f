/**
 * The hub of one network: its upstream session, its mirror of the upstream, its clients, and the
 * update loop between them. Upstream frames go into the mirror and into a pending batch; a moment
 * later (or at once, when a second event of the same kind arrives) the batch becomes one update:
 * every value is serialised once, and each client gets one frame joined from those strings
 * (clients/). Client messages are answered from the mirror (clients/client-messages.ts).
 *
 * Upstream loss never drops a client: the mirror keeps serving what it has, the link retries with
 * backoff, and when a new session is up the fresh init bundle and full snapshots reach the clients
 * (projected-block trackers at a fresh sequence, clients/projected-feed.ts). A root hub's shards
 * (hub-shards.ts) stay connected through the loss too, and are then closed with 1012 so that each
 * subscribes again: what a shard derived from the firehose (watched transactions, seeded scripts,
 * replacements) has a gap that only its own resync repairs, and that resync gives its viewers full
 * snapshots at fresh sequences exactly as a lone hub gives its own. The root keeps its new session
 * while they come back.
 *
 * Faults stay with their socket: a send that throws closes that socket; a socket the hub would
 * have to queue too much for is shed (clients/send-budget.ts); the loop carries on.
 *
 * Two things the firehose cannot say the hub asks the upstream's REST API, per transaction or per
 * block and never per client: tracked transactions' CPFP data when their family changed
 * (clients/cpfp-refresh.ts), and a block's confirmations of transactions the hub never saw wait
 * (clients/block-catch-up.ts). Their answers go out as small updates of their own.
 *
 * @example
 * const hub = new LiveHub(target, () => ctx.getWebSockets(), "mainnet", { wakeAt });
 * hub.start(ws);                 // a client arrived
 * await hub.receive(ws, message); // answer a client
 * await hub.maintain();          // from the alarm: reconnect when due, keep the session alive
 */
import { serialized } from "../../shared/protocol/server-frame.ts";
import { CLOSE_SERVICE_RESTART } from "../../shared/protocol/socket-limits.ts";
import type { AddressNetwork } from "../../shared/rules/address-network.ts";
import { BatchValues } from "./clients/batch-values.ts";
import { BlockCatchUp, type LateConfirmations } from "./clients/block-catch-up.ts";
import { handleHubFrame } from "./clients/client-messages.ts";
import { type ClientEntry, ClientRegistry, type HubSocket, OPEN } from "./clients/client-registry.ts";
import { CpfpRefresh } from "./clients/cpfp-refresh.ts";
import { closeClient, fanOut, sendToClient, trackedKeys } from "./clients/fan-out.ts";
import { PendingBatch } from "./clients/pending-batch.ts";
import { invalidProjectedIndex, PROJECTED_HOLD_MS, ProjectedAnswers, readProjectedIndex } from "./clients/projected-answer.ts";
import { ScriptSeeding } from "./clients/script-seeding.ts";
import { DEFAULT_SEND_LIMITS, type SendLimits } from "./clients/send-budget.ts";
import { HubMirror } from "./hub-mirror.ts";
import { absorbBatch } from "./mirror/absorb-batch.ts";
import { isInitBundle } from "./mirror/broadcast-cache.ts";
import { PRIMING_TIMEOUT_MS, SessionPriming } from "./upstream/session-priming.ts";
import { mempoolBlockFrame, UPSTREAM_ROLES, type UpstreamRole } from "./upstream/subscriptions.ts";
import { UpstreamLink } from "./upstream/upstream-link.ts";
import { UpstreamLookups } from "./upstream/upstream-lookups.ts";
import type { UpstreamTarget } from "./upstream/upstream-target.ts";

/** How long upstream frames of one event are gathered before the update goes out. */
export const FLUSH_DELAY_MS = 25;
/** While it has clients the hub looks at its upstream at least this often (and stays resident). */
export const HEARTBEAT_MS = 20_000;
/** A client message that needs the mirror waits this long for the first session's data. */
export const READY_WAIT_MS = 10_000;

/** What a new session's init bundle refreshes for clients that were connected through the loss. */
const RESYNC_KEYS = ["blocks", "mempoolInfo", "vBytesPerSecond", "fees", "da", "mempool-blocks", "conversions", "loadingIndicators"];

export interface LiveHubOptions {
  /** Asks for `maintain` to run again no later than `atMs`. */
  readonly wakeAt: (atMs: number) => void;
  readonly now?: () => number;
  readonly random?: () => number;
  readonly sendLimits?: () => SendLimits;
  /** Whether a socket is a shard's (client-registry.ts): unmetered, not rate-limited, restarted after a resync. */
  readonly isShard?: (socket: HubSocket) => boolean;
}

/** One network's hub (see the module comment). */
export class LiveHub {
  readonly mirror: HubMirror;
  readonly link: UpstreamLink;
  readonly lookups: UpstreamLookups;
  readonly clients: ClientRegistry;
  readonly #seeding: ScriptSeeding;
  readonly #cpfpRefresh: CpfpRefresh;
  readonly #catchUp: BlockCatchUp;
  #pending = new PendingBatch();
  /** A new session's replies to the hub's own subscriptions, until they are all in (session-priming.ts). */
  #priming: SessionPriming | undefined;
  #primingTimer: ReturnType<typeof setTimeout> | undefined;
  /** A session was primed since the hub (re)started: its mirror can answer clients. */
  #primedOnce = false;
  /** The current session follows one whose values clients were already told. */
  #resyncing = false;
  /**
   * Clients were connected before this instance existed (the object was evicted and woke for them):
   * they hold values of an earlier session, so the first session resynchronises them too.
   */
  #carriedOver: boolean;
  #flushTimer: ReturnType<typeof setTimeout> | undefined;
  #readyWaiters: (() => void)[] = [];
  /** Requests for a projected block the upstream has not sent yet. */
  #projectedWaiters: (() => void)[] = [];
  readonly #projectedAnswers = new ProjectedAnswers();
  /** Until then (or the first arrival) the session stays up without clients: shards closed for a resync are on their way back. */
  #holdUntil = 0;
  readonly #now: () => number;
  readonly #wakeAt: (atMs: number) => void;

  constructor(target: UpstreamTarget, sockets: () => readonly HubSocket[], addressNetwork: AddressNetwork | null, options: LiveHubOptions) {
    this.#now = options.now ?? Date.now;
    this.#wakeAt = options.wakeAt;
    const limits = options.sendLimits ?? (() => DEFAULT_SEND_LIMITS);
    this.mirror = new HubMirror(addressNetwork);
    this.clients = new ClientRegistry(sockets, limits, this.#now, options.isShard);
    this.#carriedOver = sockets().length > 0;
    this.lookups = new UpstreamLookups(target);
    this.#seeding = new ScriptSeeding(this.lookups, this.mirror.watched);
    this.#cpfpRefresh = new CpfpRefresh(this.lookups, this.mirror.cpfp, (txid) => this.#onCpfpRefreshed(txid));
    this.#catchUp = new BlockCatchUp(this.lookups, () => trackedKeys(this.clients), (late) => this.#onLateConfirmations(late));
    this.link = new UpstreamLink(
      target,
      {
        onFrame: (role, frame) => this.#onFrame(role, frame),
        onUp: () => this.#startPriming(),
        onLost: (reason, retryAt) => this.#onLost(reason, retryAt),
      },
      { now: this.#now, ...(options.random ? { random: options.random } : {}) },
    );
  }

  /**
   * A client arrived: open the upstream session if there is none. The client counts from now on,
   * before its first message: a viewer that connects as the last other one leaves keeps the session.
   */
  start(client?: HubSocket): void {
    if (client) this.clients.entry(client);
    this.#holdUntil = 0;
    this.#openSession();
  }

  /**
   * A projected block's transactions over HTTP (clients/projected-answer.ts). A display polling
   * without a socket keeps the session open: each request holds it for PROJECTED_HOLD_MS.
   */
  async projectedBlock(rawIndex: string): Promise<Response> {
    const index = readProjectedIndex(rawIndex);
    if (index === undefined) return invalidProjectedIndex(rawIndex);
    this.#holdUntil = Math.max(this.#holdUntil, this.#now() + PROJECTED_HOLD_MS);
    this.#openSession();
    const deadline = this.#now() + READY_WAIT_MS;
    if (!this.#ready) await this.#whenReady(READY_WAIT_MS);
    // The projected blocks come on sockets of their own, after the main one's replies.
    while (this.mirror.projected.listing(index) === undefined && this.#now() < deadline) await waitOn(this.#projectedWaiters, deadline - this.#now());
    return this.#projectedAnswers.answer(index, this.mirror.projected.listing(index));
  }

  /** Opens the upstream session if there is none (or a retry is due), and keeps the alarm coming. */
  #openSession(): void {
    if (this.link.state === "idle" || (this.link.state === "down" && this.#now() >= this.link.retryAt)) void this.link.connect();
    this.#wakeAt(this.#now() + HEARTBEAT_MS);
  }

  /**
   * From the alarm: with no clients left, close the upstream; otherwise reconnect when due and keep
   * the session alive. Returns when to run again (ms), or undefined to stop.
   */
  async maintain(): Promise<number | undefined> {
    if (this.#unused) {
      this.stop();
      return undefined;
    }
    const now = this.#now();
    if (this.link.state === "idle" || (this.link.state === "down" && now >= this.link.retryAt)) await this.link.connect();
    const next = this.link.maintain() ?? now + HEARTBEAT_MS;
    return Math.min(next, this.#now() + HEARTBEAT_MS);
  }

  /**
   * No clients left: the upstream session closes (an outgoing websocket keeps the object resident),
   * and the broadcast values are forgotten, since they will be stale when the next client comes.
   */
  stop(): void {
    this.link.stop();
    this.#seeding.reset();
    this.#cpfpRefresh.reset();
    this.#priming = undefined;
    this.#primedOnce = false;
    clearTimeout(this.#primingTimer);
    this.mirror.cache.clear();
    this.mirror.accelerations.clear();
    this.mirror.watched.clear();
    this.mirror.projected.reset();
    this.mirror.feed.forget();
    this.mirror.forgetMempool();
    clearTimeout(this.#flushTimer);
    this.#flushTimer = undefined;
    this.#pending = new PendingBatch();
  }

  /**
   * Handles one inbound frame of `socket`: stores its new subscriptions, sends the replies, closes
   * it if the frame was hostile. Waits for the first session's data when there is none yet.
   */
  async receive(socket: HubSocket, data: unknown): Promise<void> {
    // Frames still queued when the socket was closed (a flood past the rate limit) are dropped unread.
    if (socket.readyState !== OPEN || this.clients.entry(socket).closing) return;
    if (!this.#ready) await this.#whenReady(READY_WAIT_MS);
    const entry = this.clients.entry(socket);
    if (entry.closing || socket.readyState !== OPEN) return;
    const result = handleHubFrame(entry.state, data, this.#now(), this.mirror, { rateLimited: !entry.shard });
    this.clients.update(entry, result.state);
    if (result.projectedSequence !== undefined) entry.projectedSequence = result.projectedSequence ?? undefined;
    for (const reply of result.replies) if (!sendToClient(entry, reply, this.#now())) return;
    if (result.close) closeClient(entry, result.close.code, result.close.reason);
    else if (result.lookUp !== undefined) await this.#lookUp(entry, result.lookUp);
  }

  /**
   * A client closed; with the last one gone the upstream closes too. Counted, not walked: each of
   * 10,000 viewers leaving would otherwise walk the ones left (client-registry.ts `unclosed`).
   */
  forget(socket: HubSocket): void {
    this.clients.forget(socket);
    if (this.clients.unclosed === 0 && this.#now() >= this.#holdUntil) this.stop();
  }

  /** `GET /api/v1/init-data`: the mirror's bundle while a session is kept, else the upstream's own answer. */
  async initData(): Promise<Response> {
    const bundle = this.link.state !== "idle" ? this.mirror.cache.initFrame() : undefined;
    if (bundle !== undefined) return new Response(bundle, { headers: { "content-type": "application/json" } });
    return this.lookups.initData();
  }

  /**
   * A shard's upstream lookup (upstream-lookups.ts), passed to this hub's upstream: the shard's
   * upstream is this hub, which answers as its own upstream does.
   */
  relayLookup(pathAndQuery: string): Promise<Response> {
    return this.lookups.relay(pathAndQuery);
  }

  /** Sends what the batch holds now (the batching delay is a convenience, not a promise). */
  flush(): void {
    clearTimeout(this.#flushTimer);
    this.#flushTimer = undefined;
    if (this.#pending.empty) return;
    const batch = this.#pending;
    this.#pending = new PendingBatch();
    const { seenMined, reorganised, ...absorbed } = absorbBatch(this.mirror, batch.values);
    const { feed } = this.mirror;
    const newTip = absorbed.block !== undefined || reorganised;
    const projected = feed.advance(this.mirror.projected, { isBlock: newTip });
    const tracked = trackedKeys(this.clients);
    for (const txid of tracked.txids) this.mirror.cpfp.noteListed(txid, feed.listedMark(txid));
    this.mirror.placeBeyondListing(tracked.txids);
    const values = new BatchValues(this.mirror, {
      ...absorbed,
      projected,
      trackedScripts: tracked.scripts,
      cpfpRefreshed: batch.cpfpRefreshed,
      ...(batch.late ? { late: batch.late } : {}),
    });
    fanOut(this.clients, values, this.#now());
    this.mirror.rbf.settle();
    this.#seeding.track(tracked.scripts);
    this.#cpfpRefresh.track(tracked.txids);
    const { block } = absorbed;
    const blockValue = absorbed.broadcast.get("block");
    if (block && blockValue !== undefined) {
      const announced = absorbed.events?.mined ?? new Set<string>();
      void this.#catchUp.start({ block, blockValue, announced, seen: new Set([...seenMined, ...values.announcedConfirmed]) });
    }
    // After a block or a reorganisation most positions move; the upstream's full snapshots put the mirror's order right again.
    if (newTip) for (const role of UPSTREAM_ROLES) if (role.kind === "block") this.link.send(role, mempoolBlockFrame(role.index));
  }

  #onFrame(role: UpstreamRole, frame: Readonly<Record<string, unknown>>): void {
    if (role.kind === "block") {
      if (!("projected-block-transactions" in frame)) return;
      const result = this.mirror.projected.apply(role.index, frame["projected-block-transactions"]);
      if (result === "resync") this.link.send(role, mempoolBlockFrame(role.index));
      if (result === "applied") {
        for (const wake of this.#projectedWaiters.splice(0)) wake();
        this.#pending.projectedChanged = true;
        this.#scheduleFlush();
      }
      return;
    }
    if ("backendInfo" in frame) {
      if (!isInitBundle(frame)) {
        console.error(`Hub: the upstream (${this.link.target.description}) sent an init bundle without its backend or blocks; ignored.`);
        return;
      }
      this.#onInitBundle(frame);
      this.#priming?.sawInitBundle();
      if (this.#priming?.primed) this.#endPriming();
      return;
    }
    if (this.#priming?.offer(frame)) {
      if (this.#priming.primed) this.#endPriming();
      return;
    }
    const keys = { ...frame };
    delete keys.pong;
    if (Object.keys(keys).length === 0) return;
    if (this.#pending.conflictsWith(keys)) this.flush();
    this.#pending.add(keys);
    this.#scheduleFlush();
  }

  /** No client, and no shard expected back: the session can close. Walks every connection (from the alarm only). */
  get #unused(): boolean {
    return this.clients.active === 0 && this.#now() >= this.#holdUntil;
  }

  /** Client messages are answered once the first session's init bundle and replies are in. */
  get #ready(): boolean {
    return this.mirror.cache.ready && this.#primedOnce;
  }

  #startPriming(): void {
    this.#priming = new SessionPriming();
    clearTimeout(this.#primingTimer);
    this.#primingTimer = setTimeout(() => {
      if (this.#priming) this.#endPriming();
    }, PRIMING_TIMEOUT_MS);
  }

  /**
   * The replies to the hub's subscriptions are in. In the first session they only fill the mirror
   * (clients asked for what they need, and are answered from it from now on); after a loss they go
   * out as an update, so clients that stayed connected get the values they missed.
   */
  #endPriming(): void {
    const { batch } = this.#priming!;
    this.#priming = undefined;
    this.#primedOnce = true;
    clearTimeout(this.#primingTimer);
    if (this.#resyncing) {
      this.#restartShards();
      const values = Object.fromEntries(batch.values);
      if (this.#pending.conflictsWith(values)) this.flush();
      this.#pending.add(values);
      this.#scheduleFlush();
    } else {
      absorbBatch(this.mirror, batch.values);
      this.mirror.rbf.settle();
    }
    if (this.#ready) for (const wake of this.#readyWaiters.splice(0)) wake();
  }

  /** A new session's init bundle: the mirror starts over from it, and clients kept through a loss get its values. */
  #onInitBundle(bundle: Readonly<Record<string, unknown>>): void {
    this.#resyncing = this.mirror.cache.ready || this.#carriedOver;
    this.#carriedOver = false;
    this.mirror.cache.applyInit(bundle);
    this.mirror.noteMempoolBlocks(bundle["mempool-blocks"]);
    this.link.confirmHealthy();
    if (!this.#resyncing) return;
    const refreshed: Record<string, unknown> = {};
    for (const key of RESYNC_KEYS) if (bundle[key] !== undefined) refreshed[key] = bundle[key];
    if (this.#priming) this.#priming.batch.add(refreshed);
    else {
      this.#pending.add(refreshed);
      this.#scheduleFlush();
    }
  }

  /** Closes the shards' sockets so that each resubscribes (see the module comment), and keeps the session until they are back. */
  #restartShards(): void {
    let restarted = false;
    for (const entry of this.clients.open()) {
      if (!entry.shard) continue;
      closeClient(entry, CLOSE_SERVICE_RESTART, "The hub's upstream came back: subscribe again for a fresh start.");
      restarted = true;
    }
    if (restarted) this.#holdUntil = this.#now() + HEARTBEAT_MS;
  }

  #onLost(reason: string, retryAt: number): void {
    console.warn(`Hub: lost the upstream (${this.link.target.description}): ${reason}. Retrying in ${Math.max(0, retryAt - this.#now())} ms.`);
    this.flush();
    this.mirror.projected.reset();
    // What leaves the mempool during the gap goes unannounced: the firehose's mempool would keep it.
    this.mirror.index.clear();
    this.mirror.cpfp.markAllStale();
    this.#cpfpRefresh.reset();
    this.#seeding.reset();
    this.#wakeAt(retryAt);
  }

  /** New CPFP data of a tracked transaction: its clients get it in a small update. */
  #onCpfpRefreshed(txid: string): void {
    this.#pending.cpfpRefreshed.add(txid);
    this.#scheduleFlush();
  }

  /** A block's confirmations the firehose could not show: its clients get them in a small update. */
  #onLateConfirmations(late: LateConfirmations): void {
    if (this.#pending.conflictsWithLate()) this.flush();
    this.#pending.late = late;
    this.#scheduleFlush();
  }

  #scheduleFlush(): void {
    this.#flushTimer ??= setTimeout(() => {
      this.#flushTimer = undefined;
      try {
        this.flush();
      } catch (error) {
        console.error("Hub: an update failed.", error);
      }
    }, FLUSH_DELAY_MS);
  }

  #whenReady(timeoutMs: number): Promise<void> {
    return waitOn(this.#readyWaiters, timeoutMs);
  }

  /** watch-mempool on a txid the hub did not see arrive: one upstream lookup, `tx` at once when it waits in the mempool. */
  async #lookUp(entry: ClientEntry, txid: string): Promise<void> {
    const tx = await this.lookups.transaction(txid);
    const tracked = entry.state.trackTx;
    if (entry.closing || !tx || tx.confirmed || tracked?.txid !== txid || !tracked.awaitingMempool) return;
    this.clients.update(entry, { ...entry.state, trackTx: { txid, awaitingMempool: false } });
    sendToClient(entry, `{"tx":${serialized(tx.raw)}}`, this.#now());
  }
}

/** Resolves when one of `waiters` is called, or after `timeoutMs`, whichever comes first. */
function waitOn(waiters: (() => void)[], timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    waiters.push(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
