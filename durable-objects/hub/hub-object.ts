import { DurableObject } from "cloudflare:workers";
import { closeQuietly } from "../../shared/protocol/close-quietly.ts";
import { PONG_FRAME } from "../../shared/protocol/server-frame.ts";
import { CLOSE_SERVER_ERROR } from "../../shared/protocol/socket-limits.ts";
import { InvalidConfigError } from "../../shared/network/errors.ts";
import { type BaseModule, isBaseModule, isNetwork, type Network } from "../../shared/network/networks.ts";
import type { AddressNetwork } from "../../shared/rules/address-network.ts";
import { DEFAULT_SEND_LIMITS, type SendLimits } from "./clients/send-budget.ts";
import type { HubSocket } from "./clients/client-registry.ts";
import { HUB_INIT_DATA_PATH, HUB_NETWORK_HEADER, HUB_PROJECTED_BLOCK_PATH, HUB_PEER_HEADER, HUB_SHARD_HEADER, HUB_SOCKET_PATH, type HubEnv } from "./hub-env.ts";
import { readShardIndex } from "./hub-shards.ts";
import { LiveHub } from "./live-hub.ts";
import { rootHubTarget, upstreamTarget } from "./upstream/upstream-target.ts";
import { socketUpgradeRefusal } from "../socket-upgrade.ts";

/**
 * Each client socket is tagged with the network, and in a shard with the shard's index, so an
 * alarm in a freshly woken object knows which upstream to open.
 */
const NETWORK_TAG_PREFIX = "network:";
const SHARD_TAG_PREFIX = "shard:";
/** On a root hub: the socket is one of a shard's upstream sockets (hub-shards.ts). */
const PEER_TAG = "peer:shard";
/** Answered by the runtime itself, without waking the object (peers-and-platform §3.1, exact match only). */
const PING_MESSAGE = '{"action":"ping"}';

/**
 * The websocket hub of one network (design.md; issue 4): holds one upstream session of a constant
 * number of sockets, whatever the number of viewers, and serves every viewer's subscriptions from
 * its mirror (live-hub.ts). Client sockets use the hibernation API, each one's subscriptions in its
 * attachment; pings are answered by the runtime. The outgoing upstream sockets keep the object
 * resident while it has clients (they cannot hibernate), and an alarm every few seconds keeps the
 * session alive and reconnects it after a loss; with the last client gone the session closes and
 * the alarm stops.
 *
 * With `HUB_SHARDS` ≥ 2 (hub-shards.ts) the same class plays two roles: the root of a network
 * (object name = the network) holds the upstream session and serves the shards as clients; a shard
 * (the worker names its index in HUB_SHARD_HEADER) serves viewers, and its upstream is the root.
 */
export class Hub extends DurableObject<HubEnv> {
  #hub: LiveHub | undefined;
  #network: Network | undefined;
  #shard: number | undefined;
  #sendLimits: SendLimits = DEFAULT_SEND_LIMITS;

  constructor(ctx: DurableObjectState, env: HubEnv) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING_MESSAGE, PONG_FRAME));
  }

  /**
   * Replaces the slow-consumer limits (clients/send-budget.ts). For tests, which cannot make a
   * socket read slowly; the object returns to the defaults when it restarts.
   *
   * @example
   * await runInDurableObject(stub, (hub: Hub) => hub.useSendLimits({ capacityBytes: 50_000, drainBytesPerSecond: 1 }));
   */
  useSendLimits(limits: SendLimits): void {
    this.#sendLimits = limits;
  }

  /**
   * Read-only counts for tests: the upstream session's state, how many sessions were opened, how
   * many mempool transactions address subscribers' scripts are kept for, and (on a root) how many
   * of its sockets are its shards'.
   */
  status(): { readonly state: string; readonly sessions: number; readonly watchedTransactions: number; readonly shardSockets: number } {
    const hub = this.#hub;
    return {
      state: hub?.link.state ?? "idle",
      sessions: hub?.link.sessions ?? 0,
      watchedTransactions: hub?.mirror.watched.size ?? 0,
      shardSockets: this.ctx.getWebSockets(PEER_TAG).length,
    };
  }

  override async fetch(request: Request): Promise<Response> {
    const network = request.headers.get(HUB_NETWORK_HEADER);
    if (!isNetwork(network)) return new Response(`The hub needs the "${HUB_NETWORK_HEADER}" header naming a network.`, { status: 400 });
    const shard = readShardIndex(request.headers.get(HUB_SHARD_HEADER));
    if (shard === null) return new Response(`The "${HUB_SHARD_HEADER}" header names a shard by its index.`, { status: 400 });
    const fromShard = request.headers.has(HUB_PEER_HEADER);
    const url = new URL(request.url);
    const path = url.pathname.replace(/\/$/, "");
    try {
      if (path === HUB_SOCKET_PATH) return this.#connect(request, network, shard, fromShard);
      const reads = request.method === "GET" || request.method === "HEAD";
      if (path === HUB_INIT_DATA_PATH && reads) return await this.#hubFor(network, shard).initData();
      if (path.startsWith(`${HUB_PROJECTED_BLOCK_PATH}/`) && reads) return await this.#hubFor(network, shard).projectedBlock(path.slice(HUB_PROJECTED_BLOCK_PATH.length + 1));
      // A shard's upstream lookups: this hub is its upstream, and answers them as its own upstream does.
      if (fromShard && request.method === "GET" && path.startsWith("/api/")) return await this.#hubFor(network, shard).relayLookup(url.pathname + url.search);
    } catch (error) {
      if (error instanceof InvalidConfigError) return new Response(error.message, { status: 503 });
      throw error;
    }
    return new Response(`The hub serves ${HUB_SOCKET_PATH}, GET ${HUB_INIT_DATA_PATH} and GET ${HUB_PROJECTED_BLOCK_PATH}/{index} only.`, { status: 404 });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    try {
      await this.#hubOf(ws)?.receive(ws, message);
    } catch (error) {
      console.error("Hub.webSocketMessage failed; closing that socket.", error);
      closeQuietly(ws, CLOSE_SERVER_ERROR, "Server error while handling the message.");
    }
  }

  override webSocketClose(ws: WebSocket, code: number, reason: string): void {
    // Completes the closing handshake where the runtime does not already; 1005/1006 cannot be sent back.
    closeQuietly(ws, code === 1005 || code === 1006 ? 1000 : code, reason);
    this.#forget(ws);
  }

  override webSocketError(ws: WebSocket, error: unknown): void {
    console.error("Hub.webSocketError: closing that socket.", error);
    closeQuietly(ws, CLOSE_SERVER_ERROR, "Socket error.");
    this.#forget(ws);
  }

  /** While it has clients: reconnect when due, keep the session alive, re-arm. Stops with the last client. */
  override async alarm(): Promise<void> {
    let next: number | undefined;
    try {
      const [socket] = this.ctx.getWebSockets();
      const hub = socket ? this.#hubOf(socket) : this.#hub;
      next = await hub?.maintain();
    } catch (error) {
      console.error("Hub.alarm failed; trying again at the next heartbeat.", error);
      next = this.ctx.getWebSockets().length > 0 ? Date.now() + 5_000 : undefined;
    }
    if (next !== undefined) await this.ctx.storage.setAlarm(next);
  }

  #connect(request: Request, network: Network, shard: number | undefined, fromShard: boolean): Response {
    const refusal = socketUpgradeRefusal(request, HUB_SOCKET_PATH);
    if (refusal !== null) return refusal;
    const hub = this.#hubFor(network, shard);
    const { 0: client, 1: server } = new WebSocketPair();
    const tags = [`${NETWORK_TAG_PREFIX}${network}`];
    if (shard !== undefined) tags.push(`${SHARD_TAG_PREFIX}${shard}`);
    if (fromShard) tags.push(PEER_TAG);
    this.ctx.acceptWebSocket(server, tags);
    hub.start(server);
    return new Response(null, { status: 101, webSocket: client });
  }

  #forget(ws: WebSocket): void {
    try {
      this.#hubOf(ws)?.forget(ws);
    } catch (error) {
      console.error("Hub: forgetting a closed socket failed.", error);
    }
  }

  #hubOf(ws: WebSocket): LiveHub | undefined {
    const tags = this.ctx.getTags(ws);
    const network = tagValue(tags, NETWORK_TAG_PREFIX);
    if (!isNetwork(network)) return this.#hub;
    const shardTag = tagValue(tags, SHARD_TAG_PREFIX);
    return this.#hubFor(network, shardTag === undefined ? undefined : (readShardIndex(shardTag) ?? undefined));
  }

  /** The hub of `network`: the root when `shard` is undefined, else that shard (whose upstream is the root). */
  #hubFor(network: Network, shard: number | undefined): LiveHub {
    if (this.#hub && this.#network === network && this.#shard === shard) return this.#hub;
    if (this.#hub) throw new Error(`This hub serves ${roleName(this.#network!, this.#shard)}; ${roleName(network, shard)} has its own object.`);
    const base: BaseModule = isBaseModule(this.env.BASE_MODULE) ? this.env.BASE_MODULE : "bitcoin";
    const target = shard === undefined ? upstreamTarget(this.env, network, base) : rootHubTarget(this.env, network, shard);
    this.#hub = new LiveHub(target, () => this.ctx.getWebSockets(), addressNetworkOf(network), {
      wakeAt: (at) => void this.#wakeAt(at),
      sendLimits: () => this.#sendLimits,
      isShard: (socket) => this.#isShardSocket(socket),
    });
    this.#network = network;
    this.#shard = shard;
    return this.#hub;
  }

  /** The registry's sockets are this object's own (ctx.getWebSockets), so their tags can be read. */
  #isShardSocket(socket: HubSocket): boolean {
    return this.ctx.getTags(socket as WebSocket).includes(PEER_TAG);
  }

  /** Moves the alarm earlier when `at` comes first (one alarm serves reconnects and the heartbeat). */
  async #wakeAt(at: number): Promise<void> {
    try {
      const current = await this.ctx.storage.getAlarm();
      if (current === null || current > at) await this.ctx.storage.setAlarm(at);
    } catch (error) {
      console.error("Hub: setting the alarm failed.", error);
    }
  }
}

const tagValue = (tags: readonly string[], prefix: string): string | undefined => tags.find((tag) => tag.startsWith(prefix))?.slice(prefix.length);

const roleName = (network: Network, shard: number | undefined): string => (shard === undefined ? network : `${network} shard ${shard}`);

function addressNetworkOf(network: Network): AddressNetwork | null {
  return network === "mainnet" || network === "testnet" || network === "signet" ? network : null;
}
