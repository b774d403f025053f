/**
 * The services' view of the chain: the mainnet backend's REST API (the devnet, or UPSTREAM_URL),
 * read without the edge's caches, because a settlement must see a block the moment it is mined,
 * and the partner pools' API (README "Partner pool API"), one HTTP call per pool.
 *
 * @example
 * const status = await backendJson<TxStatus>(env, `/api/tx/${txid}/status`); // null on 404
 * const answer = await callPool(env, pool, "POST", "/accelerations", { txid, feeDelta, requestedAt });
 */
import { upstreamApiRoot } from "../../shared/network/upstream-url.ts";
import { readConfig, type Env } from "../env.ts";
import { fetchFromDevnet } from "../routes/devnet-api.ts";
import type { PartnerPool } from "./services-config.ts";
import { ServicesError } from "./services-error.ts";

/** A backend or pool slower than this counts as unavailable. */
export const BACKEND_TIMEOUT_MS = 10_000;
const DEVNET_SCHEME = "devnet://";

/** A GET of the mainnet backend's API. */
export async function backendFetch(env: Env, path: string, init: RequestInit = {}): Promise<Response> {
  const root = upstreamApiRoot(env.UPSTREAM_URL, "mainnet", readConfig(env).base);
  const request = new Request(`${root ?? "http://devnet"}${path}`, { ...init, signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS) });
  try {
    return root === null ? await fetchFromDevnet(env, "mainnet", path, request) : await fetch(request);
  } catch {
    throw new ServicesError(502, "temporarily_unavailable");
  }
}

/**
 * The JSON the backend answers at `path`, or null when it answers 404 (or 400, the backend's
 * answer for an id it does not know in some routes).
 * @throws ServicesError 502 when the backend fails
 */
export async function backendJson<T>(env: Env, path: string, init?: RequestInit): Promise<T | null> {
  const response = await backendFetch(env, path, init);
  if (response.status === 404) return null;
  if (!response.ok) throw new ServicesError(502, "temporarily_unavailable");
  return (await response.json()) as T;
}

/** What a pool answered: its status and body text (a code on refusal). */
export interface PoolAnswer {
  readonly status: number;
  readonly body: string;
}

/** One call of a partner pool's API; a pool that cannot be reached answers status 0. */
export async function callPool(env: Env, pool: PartnerPool, method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<PoolAnswer> {
  const init: RequestInit = {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? null : JSON.stringify(body),
    signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS),
  };
  try {
    const response = pool.base.startsWith(DEVNET_SCHEME)
      ? await fetchFromDevnet(env, "mainnet", `/api/v1/devnet/pools/${pool.base.slice(DEVNET_SCHEME.length)}${path}`, new Request(`http://devnet${path}`, init))
      : await fetch(`${pool.base}${path}`, init);
    return { status: response.status, body: await response.text() };
  } catch {
    return { status: 0, body: "unreachable" };
  }
}

/** The devnet's partner pools, as its pool API lists them (used when ACCELERATOR_POOLS is empty). */
export async function devnetPartnerPools(env: Env): Promise<PartnerPool[]> {
  const pools = await backendJson<{ id: number; slug: string; partner: boolean }[]>(env, "/api/v1/devnet/pools");
  return (pools ?? []).filter((pool) => pool.partner).map((pool) => ({ id: pool.id, base: `${DEVNET_SCHEME}${pool.slug}` }));
}
