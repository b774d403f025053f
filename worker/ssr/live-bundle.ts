import { HUB_INIT_DATA_PATH } from "../../durable-objects/hub/hub-env.ts";
import type { Network } from "../../shared/network/networks.ts";
import { unservedNetworkReason } from "../../shared/network/upstream-url.ts";
import type { Env } from "../env.ts";
import { fetchNetworkHub } from "../hub/network-hub.ts";

/**
 * How long a page waits for the hub's snapshot before it streams without one (the browser's socket
 * then fills it in). A warm hub answers from memory in a millisecond; a cold one first opens its
 * upstream session, and a cold devnet seeds its history, which takes seconds. Crawlers wait longer,
 * since the complete document is all they will ever see.
 */
export const SNAPSHOT_WAIT_MS = 1_500;
export const CRAWLER_SNAPSHOT_WAIT_MS = 8_000;

/**
 * How long an isolate reuses a network's bundle for the pages it renders. The hub holds the latest
 * values, but asking it costs a round trip (and, while no viewer keeps its session open, an upstream
 * request); a page a second old is as good, since the browser's socket brings it up to date at once.
 */
export const BUNDLE_REUSE_MS = 1_000;

interface HeldBundle {
  readonly at: number;
  readonly bundle: unknown;
}

/**
 * Per isolate and network: the latest answer, as plain data. Only settled values are shared: a
 * promise of another request's I/O must not be awaited here (workerd ties it to that request).
 */
const held = new Map<Network, HeldBundle>();

/**
 * The network's live figures for a server-rendered page: the hub's init bundle (the same one the
 * socket's `init` answers), read from the network's root hub, or null when the hub cannot answer in
 * time. It is parsed by the page (client/live/init-snapshot.ts), on the server and again in the
 * browser from the embedded copy. Never throws: a page without live data is still a page.
 */
export async function loadLiveBundle(env: Env, network: Network, waitMs: number): Promise<unknown> {
  if (unservedNetworkReason(env.UPSTREAM_URL, network) !== null) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  try {
    return await Promise.race([sharedBundle(env, network), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function sharedBundle(env: Env, network: Network): Promise<unknown> {
  const current = held.get(network);
  if (current !== undefined && Date.now() - current.at < BUNDLE_REUSE_MS) return current.bundle;
  try {
    const bundle = await readBundle(env, network);
    // A failure is not remembered: the next page asks again.
    if (bundle !== null) held.set(network, { at: Date.now(), bundle });
    return bundle;
  } catch (error) {
    console.error("ssr: the hub's snapshot failed", network, error);
    return null;
  }
}

async function readBundle(env: Env, network: Network): Promise<unknown> {
  const response = await fetchNetworkHub(env, network, HUB_INIT_DATA_PATH, { method: "GET" });
  if (!response.ok) {
    console.error("ssr: the hub's snapshot answered", response.status, network);
    await response.body?.cancel();
    return null;
  }
  return await response.json();
}
