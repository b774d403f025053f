/**
 * Where the hub's upstream is and how to reach it: a websocket per subscription role and GET
 * requests for the few REST answers the hub needs (the init bundle before the first socket is
 * up, a transaction it did not see arrive). The devnet and a shard's root hub are reached through
 * their object's stub, a self-hosted backend through `fetch`; all the same way, with
 * `Upgrade: websocket`, so the rest of the hub cannot tell them apart (design.md: "the rest of the
 * system must not know whether it talks to the devnet or to a real backend").
 *
 * @example
 * const target = upstreamTarget(env, "testnet", "bitcoin");
 * const socket = await target.openSocket();          // accepted, ready to send
 * const tx = await target.get("/api/tx/" + txid);    // the Esplora answer
 */
import { DEVNET_NETWORK_HEADER } from "../../devnet/devnet-object.ts";
import { InvalidConfigError } from "../../../shared/network/errors.ts";
import type { BaseModule, Network } from "../../../shared/network/networks.ts";
import { devnetRefusal, upstreamApiRoot } from "../../../shared/network/upstream-url.ts";
import { HUB_NETWORK_HEADER, HUB_PEER_HEADER, HUB_SOCKET_PATH, type HubEnv } from "../hub-env.ts";
import { hubObjectName } from "../hub-shards.ts";

export interface UpstreamTarget {
  /** For logs: where the upstream is. */
  readonly description: string;
  /** A new websocket to the upstream's `/api/v1/ws`, accepted; rejects when the upgrade is refused or takes too long. */
  openSocket(): Promise<WebSocket>;
  /** A GET of an upstream path (starting "/api/"), as the upstream answers it. */
  get(path: string): Promise<Response>;
}

/** The upstream refused or never completed a websocket upgrade. */
export class UpstreamConnectError extends Error {
  constructor(readonly target: string, detail: string) {
    super(`Could not open a websocket to the upstream (${target}): ${detail}`);
    this.name = "UpstreamConnectError";
  }
}

/** A connection attempt that hangs (an upstream that accepts TCP but never upgrades) counts as failed after this. */
export const CONNECT_TIMEOUT_MS = 10_000;

/**
 * A stub is made per request: once its object was reset (a restart, an update, an uncaught error),
 * the runtime fails every later call through the same stub, and the hub would never reconnect.
 */
type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/**
 * The upstream of `network`: `UPSTREAM_URL` with the network's path prefix when set, else the devnet.
 *
 * @throws InvalidConfigError when `UPSTREAM_URL` is not an http(s) origin, or the devnet would have to serve a network it does not simulate
 * @example
 * upstreamTarget({ DEVNET, UPSTREAM_URL: "" }, "mainnet", "bitcoin").description; // "the devnet (mainnet)"
 */
export function upstreamTarget(env: HubEnv, network: Network, base: BaseModule): UpstreamTarget {
  const root = upstreamApiRoot(env.UPSTREAM_URL, network, base);
  if (root === null) {
    const refusal = devnetRefusal(network);
    if (refusal !== null) throw new InvalidConfigError("UPSTREAM_URL", "", refusal);
    const id = env.DEVNET.idFromName(network);
    const headers = { [DEVNET_NETWORK_HEADER]: network };
    return fetchTarget(`the devnet (${network})`, "http://devnet", headers, (input, init) => env.DEVNET.get(id).fetch(input, init));
  }
  return fetchTarget(root, root, {}, (input, init) => fetch(input, init));
}

/**
 * A shard's upstream: the root hub of `network` (hub-shards.ts), reached through its stub like the
 * devnet, its sockets and lookups marked as the shard's (HUB_PEER_HEADER).
 *
 * @example
 * rootHubTarget(env, "mainnet", 1).description; // "the root hub (mainnet), for shard 1"
 */
export function rootHubTarget(env: HubEnv, network: Network, shard: number): UpstreamTarget {
  const id = env.HUB.idFromName(hubObjectName(network));
  const headers = { [HUB_NETWORK_HEADER]: network, [HUB_PEER_HEADER]: String(shard) };
  return fetchTarget(`the root hub (${network}), for shard ${shard}`, "http://hub", headers, (input, init) => env.HUB.get(id).fetch(input, init));
}

function fetchTarget(description: string, root: string, headers: Readonly<Record<string, string>>, send: Fetch): UpstreamTarget {
  return {
    description,
    openSocket: () => openSocket(description, `${root}${HUB_SOCKET_PATH}`, headers, send),
    get: (path) => send(`${root}${path}`, { headers }),
  };
}

async function openSocket(description: string, url: string, headers: Readonly<Record<string, string>>, send: Fetch): Promise<WebSocket> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new UpstreamConnectError(description, `no upgrade within ${CONNECT_TIMEOUT_MS / 1000} s`)), CONNECT_TIMEOUT_MS);
  });
  const attempt = send(url, { headers: { ...headers, Upgrade: "websocket" } });
  let response: Response;
  try {
    response = await Promise.race([attempt, timeout]);
  } catch (error) {
    // An upgrade that completes after we gave up would hold a socket nobody reads: close it then.
    attempt.then((late) => closeLate(late), () => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
  const socket = response.webSocket;
  if (!socket) {
    await response.body?.cancel();
    throw new UpstreamConnectError(description, `answered ${response.status} instead of upgrading`);
  }
  socket.accept();
  return socket;
}

function closeLate(response: Response): void {
  const socket = response.webSocket;
  if (!socket) return;
  try {
    socket.accept();
    socket.close(1000, "The hub gave up waiting for this upgrade.");
  } catch {
    // Already closed by the other side.
  }
}
