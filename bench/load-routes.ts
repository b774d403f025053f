/**
 * What the load bench's HTTP requests ask for: two route groups, the API (a mix of the devnet's
 * REST routes: the latest blocks, a block by hash, a transaction, an address, the mempool, the
 * recommended fees, the mining pools) and the pages (home, a block, a transaction, the mining
 * dashboard, /graphs/mempool), each route equally likely within its group. Blocks, transactions and
 * addresses are drawn from the devnet's newest blocks, read again after each block the bench mines
 * (those reads are not timed).
 *
 * @example
 * const ids = await IdPool.read(origin);
 * const mix = new RouteMix(ids, 0.25, 42);
 * mix.next(); // { group: "api", route: "tx", path: "/api/tx/3f…" }
 */
import { getOnce } from "./og-image-fetch.ts";

export type RouteGroup = "api" | "pages";

export interface PlannedRequest {
  readonly group: RouteGroup;
  readonly route: string;
  readonly path: string;
}

interface RouteKind {
  readonly route: string;
  readonly path: (ids: IdPool, pick: <T>(list: readonly T[]) => T) => string;
}

const API_ROUTES: readonly RouteKind[] = [
  { route: "blocks", path: () => "/api/v1/blocks" },
  { route: "block", path: (ids, pick) => `/api/block/${pick(ids.blockHashes)}` },
  { route: "tx", path: (ids, pick) => `/api/tx/${pick(ids.txids)}` },
  { route: "address", path: (ids, pick) => `/api/address/${pick(ids.addresses)}` },
  { route: "mempool", path: () => "/api/mempool" },
  { route: "fees", path: () => "/api/v1/fees/recommended" },
  { route: "mining-pools", path: () => "/api/v1/mining/pools/1w" },
];

const PAGE_ROUTES: readonly RouteKind[] = [
  { route: "home", path: () => "/" },
  { route: "block-page", path: (ids, pick) => `/block/${pick(ids.blockHashes)}` },
  { route: "tx-page", path: (ids, pick) => `/tx/${pick(ids.txids)}` },
  { route: "mining-page", path: () => "/mining" },
  { route: "graphs-mempool", path: () => "/graphs/mempool" },
];

export const ROUTES: Readonly<Record<RouteGroup, readonly string[]>> = {
  api: API_ROUTES.map((kind) => kind.route),
  pages: PAGE_ROUTES.map((kind) => kind.route),
};

/** Newest blocks whose hashes, transactions and addresses are asked for. */
const RECENT_BLOCKS = 6;
const TXIDS_PER_BLOCK = 40;
/** Transactions per block whose outputs give addresses (one request each). */
const ADDRESS_TXS_PER_BLOCK = 4;
/** Blocks whose ids are kept (older ones are dropped as new ones come). */
const KEPT_BLOCKS = 24;

/** Ids of the devnet's newest blocks. */
export class IdPool {
  blockHashes: string[] = [];
  txids: string[] = [];
  addresses: string[] = [];
  readonly #seen = new Set<string>();
  readonly #byBlock: { hash: string; txids: string[]; addresses: string[] }[] = [];

  private constructor(private readonly origin: string) {}

  /** The newest RECENT_BLOCKS blocks' ids. */
  static async read(origin: string): Promise<IdPool> {
    const pool = new IdPool(origin);
    const tip = Number(await text(origin, "/api/blocks/tip/height"));
    for (let height = Math.max(0, tip - RECENT_BLOCKS + 1); height <= tip; height++) {
      await pool.#add((await text(origin, `/api/block-height/${height}`)).trim());
    }
    if (pool.txids.length === 0 || pool.addresses.length === 0) throw new Error(`The devnet's newest ${RECENT_BLOCKS} blocks gave no transactions or addresses to ask for.`);
    return pool;
  }

  /** Adds the tip's ids when it is a block not seen yet. */
  async refresh(): Promise<void> {
    await this.#add((await text(this.origin, "/api/blocks/tip/hash")).trim());
  }

  async #add(hash: string): Promise<void> {
    if (this.#seen.has(hash)) return;
    this.#seen.add(hash);
    const all = stringList(JSON.parse(await text(this.origin, `/api/block/${hash}/txids`)));
    // The coinbase last: a transaction page of an ordinary transaction is the common case.
    const txids = [...all.slice(1, 1 + TXIDS_PER_BLOCK), ...all.slice(0, 1)];
    const addresses: string[] = [];
    for (const txid of txids.slice(0, ADDRESS_TXS_PER_BLOCK)) {
      const tx = JSON.parse(await text(this.origin, `/api/tx/${txid}`)) as { vout?: { scriptpubkey_address?: unknown }[] };
      for (const output of tx.vout ?? []) if (typeof output.scriptpubkey_address === "string") addresses.push(output.scriptpubkey_address);
    }
    this.#byBlock.push({ hash, txids, addresses });
    if (this.#byBlock.length > KEPT_BLOCKS) this.#byBlock.shift();
    this.blockHashes = this.#byBlock.map((block) => block.hash);
    this.txids = this.#byBlock.flatMap((block) => block.txids);
    this.addresses = this.#byBlock.flatMap((block) => block.addresses);
  }
}

/** The requests to send, drawn with a seeded generator so runs ask for the same mix. */
export class RouteMix {
  #state: number;

  constructor(
    private readonly ids: IdPool,
    private readonly pageShare: number,
    seed: number,
  ) {
    this.#state = seed >>> 0;
  }

  next(): PlannedRequest {
    const group: RouteGroup = this.#random() < this.pageShare ? "pages" : "api";
    const kinds = group === "pages" ? PAGE_ROUTES : API_ROUTES;
    const kind = kinds[Math.floor(this.#random() * kinds.length)]!;
    const pick = <T>(list: readonly T[]): T => list[Math.floor(this.#random() * list.length)]!;
    return { group, route: kind.route, path: kind.path(this.ids, pick) };
  }

  /** Every route of both groups once, ids drawn as next() draws them: a round of the baseline. */
  everyRoute(): PlannedRequest[] {
    const pick = <T>(list: readonly T[]): T => list[Math.floor(this.#random() * list.length)]!;
    return [
      ...API_ROUTES.map((kind) => ({ group: "api" as const, route: kind.route, path: kind.path(this.ids, pick) })),
      ...PAGE_ROUTES.map((kind) => ({ group: "pages" as const, route: kind.route, path: kind.path(this.ids, pick) })),
    ];
  }

  /** mulberry32 */
  #random(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
}

async function text(origin: string, path: string): Promise<string> {
  const response = await getOnce(new URL(path, origin));
  const body = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 200)}`);
  return body;
}

function stringList(value: unknown): string[] {
  if (!Array.isArray(value) || !value.every((item): item is string => typeof item === "string")) throw new Error("The devnet's txids are not a list of strings.");
  return value;
}
