/**
 * The devnet under the link-preview bench: stepped on its manual clock until it has mined a full
 * block, and the ids the image paths need read from it (blocks, transactions, addresses, pools).
 *
 * The fast profile's traffic (3 tx/s, minute blocks) never fills a block, so the bench raises it
 * (BUSY_DEVNET_VARS). Even full, a devnet block holds about 3,400–3,800 transactions: its mix of
 * script kinds weighs about 1,100 WU a transaction, so 4 MWU is full before 4,000. The bench takes
 * the fullest block it mined and says how many it had.
 *
 * @example
 * const big = fullestOf(await mineBusyBlocks(origin, { minTxs: 4_000, maxBlocks: 4 }, log)); // { hash, height, txs: 3787 }
 * const ids = await readIds(origin, big, 21);
 */
import { mineBlocks, passSeconds } from "../tests/browser/devnet-clock.ts";
import { getOnce, isReset } from "./og-image-fetch.ts";

/** The fast profile, busy: about 4,500 arrivals between blocks, more than a block holds, so blocks are full. */
export const BUSY_DEVNET_VARS = {
  DEVNET_PROFILE: "fast",
  DEVNET_CLOCK: "manual",
  DEVNET_HISTORY_DAYS: "1",
  DEVNET_TX_PER_SECOND: "50",
  DEVNET_BLOCK_INTERVAL_SECONDS: "90",
} as const;

/** A step refused with 409 while the first start still seeds is tried again this often, this long. */
const SEEDING_RETRY_MS = 1_000;
const SEEDING_TIMEOUT_MS = 120_000;

export interface MinedBlock {
  readonly hash: string;
  readonly height: number;
  readonly txs: number;
}

export interface DevnetIds {
  readonly txids: readonly string[];
  readonly addresses: readonly string[];
  readonly poolSlugs: readonly string[];
}

/** Moves the devnet's clock a second (new arrivals), sent again once when its connection was reset. */
export async function passOneSecond(origin: string): Promise<void> {
  try {
    await passSeconds(origin, 1);
  } catch (error) {
    if (!isReset(error)) throw error;
    await passSeconds(origin, 1);
  }
}

/** Mines one block, waiting out the first start's seeding; returns the new tip. */
export async function mineOne(origin: string): Promise<MinedBlock> {
  const deadline = Date.now() + SEEDING_TIMEOUT_MS;
  for (;;) {
    try {
      await mineBlocks(origin, 1);
      return await tipBlock(origin);
    } catch (error) {
      // A reused connection reset before the step reached the worker is sent again too.
      if ((!String(error).includes("409") && !isReset(error)) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, SEEDING_RETRY_MS));
    }
  }
}

/** Mines blocks until one has `minTxs` transactions or `maxBlocks` were mined; all of them, oldest first. */
export async function mineBusyBlocks(origin: string, limits: { minTxs: number; maxBlocks: number }, log: (text: string) => void): Promise<MinedBlock[]> {
  const mined: MinedBlock[] = [];
  while (mined.length < limits.maxBlocks && !mined.some((block) => block.txs >= limits.minTxs)) {
    const started = Date.now();
    const block = await mineOne(origin);
    log(`mined block ${block.height}: ${block.txs} transactions (${Date.now() - started} ms)`);
    mined.push(block);
  }
  return mined;
}

/** The block with the most transactions (the first of equals). */
export const fullestOf = (blocks: readonly MinedBlock[]): MinedBlock => blocks.reduce((best, block) => (block.txs > best.txs ? block : best));

/** The newest `count` blocks, newest first. */
export async function recentBlocks(origin: string, count: number): Promise<MinedBlock[]> {
  const tip = await tipBlock(origin);
  const blocks = [tip];
  for (let height = tip.height - 1; blocks.length < count && height >= 0; height--) {
    blocks.push(await blockAt(origin, (await text(origin, `/api/block-height/${height}`)).trim()));
  }
  return blocks;
}

/** `count` txids of `block` (its coinbase last), `count` distinct addresses paid in it, and every pool's slug. */
export async function readIds(origin: string, block: MinedBlock, count: number): Promise<DevnetIds> {
  const all = stringsOf(await json(origin, `/api/block/${block.hash}/txids`), "txids");
  const txids = [...all.slice(1), ...all.slice(0, 1)].slice(0, count);
  const addresses = new Set<string>();
  for (const txid of all.slice(1)) {
    if (addresses.size >= count) break;
    const tx = await json(origin, `/api/tx/${txid}`);
    for (const output of isRecord(tx) && Array.isArray(tx.vout) ? tx.vout : []) {
      if (isRecord(output) && typeof output.scriptpubkey_address === "string") addresses.add(output.scriptpubkey_address);
    }
  }
  const pools = await json(origin, "/api/v1/mining/pools/all");
  const poolSlugs = (isRecord(pools) && Array.isArray(pools.pools) ? pools.pools : []).flatMap((pool) => (isRecord(pool) && typeof pool.slug === "string" ? [pool.slug] : []));
  if (txids.length === 0 || addresses.size === 0 || poolSlugs.length === 0) {
    throw new Error(`Block ${block.hash} gave ${txids.length} txids and ${addresses.size} addresses; the devnet ${poolSlugs.length} pools.`);
  }
  return { txids, addresses: [...addresses].slice(0, count), poolSlugs };
}

async function tipBlock(origin: string): Promise<MinedBlock> {
  return blockAt(origin, (await text(origin, "/api/blocks/tip/hash")).trim());
}

async function blockAt(origin: string, hash: string): Promise<MinedBlock> {
  const block = await json(origin, `/api/block/${hash}`);
  if (!isRecord(block) || typeof block.height !== "number" || typeof block.tx_count !== "number") throw new Error(`/api/block/${hash} is no block.`);
  return { hash, height: block.height, txs: block.tx_count };
}

async function text(origin: string, path: string): Promise<string> {
  const response = await getOnce(new URL(path, origin));
  const body = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 200)}`);
  return body;
}

const json = async (origin: string, path: string): Promise<unknown> => JSON.parse(await text(origin, path)) as unknown;

function stringsOf(value: unknown, what: string): string[] {
  if (!Array.isArray(value) || !value.every((item): item is string => typeof item === "string")) throw new Error(`The devnet's ${what} are not strings.`);
  return value;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
