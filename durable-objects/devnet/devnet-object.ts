import { DurableObject } from "cloudflare:workers";
import type { Hono } from "hono";
import { PONG_FRAME } from "../../shared/protocol/server-frame.ts";
import { CLOSE_SERVER_ERROR } from "../../shared/protocol/socket-limits.ts";
import { ConflictError } from "./api/api-errors.ts";
import { type ClockReading, createClockApi, DEVNET_CLOCK_PATH } from "./api/clock-routes.ts";
import { createDevnetApi } from "./api/devnet-api.ts";
import { DevnetStore } from "./devnet-store.ts";
import { type ClockStep, runClockStep } from "./state/clock-step.ts";
import { type DevnetEvent, DevnetNetwork } from "./state/devnet-network.ts";
import { type DevnetClockMode, readDevnetClockMode, readDevnetSettings, settingsForChain, type DevnetSettings } from "./state/devnet-settings.ts";
import type { AddressNetwork } from "./tx/output-script.ts";
import { NetworkViews } from "./views/devnet-views.ts";
import { groupEvents } from "./ws/live-updates.ts";
import { closeQuietly, SocketHub } from "./ws/socket-hub.ts";
import { arrivalsSince, mempoolMark } from "./ws/submitted-events.ts";
import { socketUpgradeRefusal } from "../socket-upgrade.ts";

/** Set by the worker: which explorer network this object simulates (its chain and address prefixes). */
export const DEVNET_NETWORK_HEADER = "x-blocktide-devnet-network";

/** The live connection (research §1.1), as the object sees it once the worker stripped the network prefix. */
export const DEVNET_SOCKET_PATH = "/api/v1/ws";

/** After a sleep, only this much of the gap is simulated at full traffic (the rest at a quiet pace). */
const MAX_LIVE_CATCH_UP_SECONDS = 120;
/** While a socket is open the network moves and updates go out this often (upstream polls every 1–2 s). */
const TICK_MS = 1_000;
/**
 * While sockets are open, a request leaves the clock to the alarm unless the network lags it by
 * more than this: moving it from a request would announce a whole update (a new template, every
 * projected listing, every socket's frame) before the request is answered.
 */
const MAX_WATCHED_LAG_SECONDS = 5;
/**
 * A seeding slice: about this many events (half a second or so here), then a pause for requests
 * and sockets before the next, so the explorer answers and shows progress while it seeds.
 */
const SEEDING_SLICE_EVENTS = 800;
const SEEDING_PAUSE_MS = 20;
/**
 * The seeded history is written to storage once it is whole (writing it slice by slice took a
 * third of the first start), then about this many rows at a time (a tenth of a second or so).
 */
const FIRST_SAVE_SLICE_ROWS = 5_000;
/**
 * While seeding, sockets hear of the history at most this often: every update rebuilds the
 * projected blocks and their listings, and what a viewer needs meanwhile is the progress.
 */
const SEEDING_ANNOUNCE_MS = 2_000;
/** Each socket is tagged with its network, so an alarm in a freshly woken object knows which chain to load. */
const NETWORK_TAG_PREFIX = "network:";
/** Answered by the runtime itself, without waking the object (peers-and-platform §3.1, exact match only). */
const PING_MESSAGE = '{"action":"ping"}';

export interface DevnetEnv {
  readonly DEVNET_PROFILE?: string;
  readonly DEVNET_SEED?: string;
  readonly DEVNET_BLOCK_INTERVAL_SECONDS?: string;
  readonly DEVNET_TX_PER_SECOND?: string;
  readonly DEVNET_HISTORY_DAYS?: string;
  readonly DEVNET_FULL_HISTORY_BLOCKS?: string;
  readonly DEVNET_BLOCKS_TO_HALVING?: string;
  readonly DEVNET_ACCELERATIONS_PER_HOUR?: string;
  readonly DEVNET_MAX_MEMPOOL_MB?: string;
  /** "wall" (default) or "manual": only `POST /api/v1/devnet/clock` moves the clock (README "Configure"). */
  readonly DEVNET_CLOCK?: string;
}

/**
 * The embedded default upstream: one simulated Bitcoin network per object (the worker names one per
 * explorer network). It serves the mempool backend's REST API and its websocket, and keeps its state
 * in SQLite. Its clock follows the wall clock: while a socket is open an alarm brings the network up
 * to now every second and pushes what happened (ws/socket-hub.ts); otherwise each request does.
 * With DEVNET_CLOCK = "manual" the clock is the network's own time, which only a step moves
 * (api/clock-routes.ts), announced to the sockets as the alarm would.
 */
export class Devnet extends DurableObject<DevnetEnv> {
  #network: DevnetNetwork | undefined;
  #api: Hono | undefined;
  #hub: SocketHub | undefined;
  /** The manual clock's route; built on its first request. */
  #clockApi: Hono | undefined;
  #clockMode: DevnetClockMode | undefined;
  /** One set of views for the REST routes and the websocket hub (one template per mempool state). */
  #views: NetworkViews | undefined;
  #clock: () => number = () => Date.now() / 1000;
  /** The network being seeded (and then written), for the alarm that runs its next slice with no socket to name it. */
  #seedingChain: AddressNetwork | undefined;
  /** What the seeding ran since sockets last heard of it (SEEDING_ANNOUNCE_MS). */
  readonly #seedingEvents: DevnetEvent[] = [];
  #seedingAnnouncedAt = 0;
  readonly #store: DevnetStore;

  constructor(ctx: DurableObjectState, env: DevnetEnv) {
    super(ctx, env);
    this.#store = new DevnetStore(ctx.storage.sql, (run) => ctx.storage.transactionSync(run));
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING_MESSAGE, PONG_FRAME));
  }

  /**
   * Replaces the wall clock (unix seconds) of the simulated network. For tests, which cannot wait a
   * minute of real time for a block; the object returns to the wall clock when it restarts. A
   * manual clock (DEVNET_CLOCK) ignores it once the network exists.
   *
   * @example
   * await runInDurableObject(stub, (devnet: Devnet) => devnet.useClock(() => start + 300));
   */
  useClock(clock: () => number): void {
    this.#clock = clock;
  }

  override async fetch(request: Request): Promise<Response> {
    const chain = chainOf(request);
    const path = new URL(request.url).pathname.replace(/\/$/, "");
    if (path === DEVNET_SOCKET_PATH) return this.#connect(request, chain);
    const network = this.#ensure(chain);
    const hub = this.#hubFor(chain);
    const events = (await this.#leftToAlarm(network)) ? 0 : await this.#advance(chain);
    // A manual clock ran no events just now (it stands still); a step saves what it ran.
    if (path === DEVNET_CLOCK_PATH && this.#manualClock()) return this.#clockApiFor(chain).fetch(request);
    // A submitted transaction or a faucet payment is announced like any arrival (ws/submitted-events.ts).
    const changing = request.method === "POST" || request.method === "DELETE";
    const before = changing && this.ctx.getWebSockets().length > 0 ? mempoolMark(network) : undefined;
    const accelerations = network.accelerations.version;
    const response = await this.#apiFor(chain).fetch(request);
    if (before) {
      const updates = groupEvents(arrivalsSince(before, network));
      // A pool joined or left an acceleration (api/devnet-pool-routes.ts): one update carries the
      // `accelerations` delta and the projected blocks it moved, as a simulated user's would.
      if (updates.length === 0 && network.accelerations.version !== accelerations) updates.push({ transactions: [] });
      for (const update of updates) hub.publish(update, network);
    }
    if (events > 0 || changing) await this.#save(network);
    return response;
  }

  /**
   * Writes the network's changes: nothing while it seeds; its first save a slice at a time, the
   * next slice armed; after that whole.
   */
  async #save(network: DevnetNetwork): Promise<void> {
    if (network.seeding) return;
    if (!this.#store.save(network, FIRST_SAVE_SLICE_ROWS)) await this.ctx.storage.setAlarm(Date.now() + SEEDING_PAUSE_MS);
  }

  /**
   * Brings the network towards now: while it is seeding, one slice of its history (announced, and
   * the next slice armed); after that, the clock, announcing each update. Returns how many events
   * the clock ran.
   */
  async #advance(chain: AddressNetwork): Promise<number> {
    const network = this.#ensure(chain);
    const hub = this.#hubFor(chain);
    if (!network.seeding) return hub.advance(network, this.#time(), MAX_LIVE_CATCH_UP_SECONDS);
    this.#seedingEvents.push(...network.continueSeeding(SEEDING_SLICE_EVENTS));
    if (!network.seeding || Date.now() - this.#seedingAnnouncedAt >= SEEDING_ANNOUNCE_MS) {
      hub.announce(this.#seedingEvents.splice(0), network);
      this.#seedingAnnouncedAt = Date.now();
    }
    if (network.seeding) await this.ctx.storage.setAlarm(Date.now() + SEEDING_PAUSE_MS);
    return 0;
  }

  /**
   * Whether a request answers the state as it is and leaves moving it to the alarm: while a slice
   * of the seeding is already armed, or while sockets are watched and the network is close to now.
   */
  async #leftToAlarm(network: DevnetNetwork): Promise<boolean> {
    if (network.seeding) return (await this.ctx.storage.getAlarm()) !== null;
    return this.ctx.getWebSockets().length > 0 && this.#time() - network.now <= MAX_WATCHED_LAG_SECONDS;
  }

  /**
   * Unix seconds the network runs to: the wall clock (or a test's, `useClock`); with a manual clock,
   * the network's own time once it exists, so nothing but a step moves it, and a restarted object
   * finds it where the last save left it.
   */
  #time(): number {
    return this.#manualClock() && this.#network ? this.#network.now : this.#clock();
  }

  #manualClock(): boolean {
    this.#clockMode ??= readDevnetClockMode(this.#vars());
    return this.#clockMode === "manual";
  }

  /** Moves a manual clock by `step`, announcing each update as the alarm does, and saves. */
  async #step(chain: AddressNetwork, step: ClockStep): Promise<ClockReading> {
    const network = this.#ensure(chain);
    if (network.seeding) {
      throw new ConflictError(`The devnet is still seeding its history (${network.seedingPercent} %): step its clock once that is done.`);
    }
    const hub = this.#hubFor(chain);
    runClockStep(network, step, (time, maxLiveSeconds) => hub.advance(network, time, maxLiveSeconds), MAX_LIVE_CATCH_UP_SECONDS);
    await this.#save(network);
    return clockReading(network);
  }

  override webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): void {
    try {
      const chain = this.#chainOfSocket(ws);
      this.#hubFor(chain).receive(ws, message, this.#ensure(chain), Date.now());
    } catch (error) {
      console.error("Devnet.webSocketMessage failed; closing that socket.", error);
      closeQuietly(ws, CLOSE_SERVER_ERROR, "Server error while handling the message.");
    }
  }

  override webSocketClose(ws: WebSocket, code: number, reason: string): void {
    try {
      // Completes the closing handshake where the runtime does not already; 1005/1006 cannot be sent back.
      closeQuietly(ws, code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch (error) {
      console.error("Devnet.webSocketClose failed.", error);
    }
  }

  override webSocketError(ws: WebSocket, error: unknown): void {
    try {
      console.error("Devnet.webSocketError: closing that socket.", error);
      closeQuietly(ws, CLOSE_SERVER_ERROR, "Socket error.");
    } catch (failure) {
      console.error("Devnet.webSocketError failed.", failure);
    }
  }

  /**
   * While seeding, and then writing the seeded history: the next slice, whoever is watching. Then
   * every second while a socket is open: catch up, push, save, re-arm. Stops with the last socket.
   */
  override async alarm(): Promise<void> {
    try {
      const [socket] = this.ctx.getWebSockets();
      const chain = socket ? this.#chainOfSocket(socket) : this.#seedingChain;
      if (chain === undefined) return;
      const network = this.#ensure(chain);
      const events = await this.#advance(chain);
      if (events > 0 || !this.#store.whole) await this.#save(network);
      // The next slice is armed.
      if (network.seeding || !this.#store.whole) return;
    } catch (error) {
      console.error("Devnet.alarm failed; trying again at the next tick.", error);
    }
    if (this.ctx.getWebSockets().length > 0) await this.ctx.storage.setAlarm(Date.now() + TICK_MS);
  }

  async #connect(request: Request, chain: AddressNetwork): Promise<Response> {
    const refusal = socketUpgradeRefusal(request, DEVNET_SOCKET_PATH);
    if (refusal !== null) return refusal;
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [`${NETWORK_TAG_PREFIX}${chain}`]);
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + TICK_MS);
    return new Response(null, { status: 101, webSocket: client });
  }

  #chainOfSocket(ws: WebSocket): AddressNetwork {
    const tag = this.ctx.getTags(ws).find((t) => t.startsWith(NETWORK_TAG_PREFIX));
    return networkNamed(tag?.slice(NETWORK_TAG_PREFIX.length) ?? null);
  }

  #hubFor(chain: AddressNetwork): SocketHub {
    this.#hub ??= new SocketHub(this.#viewsFor(chain), () => this.ctx.getWebSockets());
    return this.#hub;
  }

  #ensure(chain: AddressNetwork): DevnetNetwork {
    if (this.#network) return this.#network;
    const settings = this.#settings(chain);
    let network = this.#store.load(settings);
    if (!network) {
      // The light history now; its full tail slice by slice (#advance), so answers and progress
      // flow meanwhile; then storage takes it all (#save).
      network = DevnetNetwork.startSeeding(settings, Math.floor(this.#time()));
    }
    if (network.seeding) this.#seedingChain = chain;
    network.olderAudits = (height) => this.#store.auditAt(height);
    this.#network = network;
    return network;
  }

  #apiFor(chain: AddressNetwork): Hono {
    this.#api ??= createDevnetApi(() => this.#network!, { views: this.#viewsFor(chain) });
    return this.#api;
  }

  #viewsFor(chain: AddressNetwork): NetworkViews {
    this.#views ??= new NetworkViews(chain);
    return this.#views;
  }

  /** Each explorer network gets its own chain (the seed extended by the network's name) and shape. */
  #settings(chain: AddressNetwork): DevnetSettings {
    return settingsForChain(readDevnetSettings(this.#vars()), chain);
  }

  #clockApiFor(chain: AddressNetwork): Hono {
    this.#clockApi ??= createClockApi({ read: () => clockReading(this.#ensure(chain)), step: (step) => this.#step(chain, step) });
    return this.#clockApi;
  }

  #vars(): Readonly<Record<string, unknown>> {
    return this.env as unknown as Record<string, unknown>;
  }
}

function clockReading(network: DevnetNetwork): ClockReading {
  return { time: network.now, height: network.chain.tipHeight };
}

function chainOf(request: Request): AddressNetwork {
  return networkNamed(request.headers.get(DEVNET_NETWORK_HEADER));
}

function networkNamed(name: string | null): AddressNetwork {
  return name === "testnet" || name === "signet" ? name : "mainnet";
}
