/**
 * What the block, mempool block, transaction and address page tests share: the console problems
 * that count, a marker that proves a page was not reloaded, and a way to pick devnet data that
 * suits a test (a block with a flag only some of its transactions have, an address with a long
 * history) from the explorer's own API.
 */
import type { Page } from "playwright-core";
import { graphFlags } from "../../shared/graph/graph-transaction.ts";
import { TRANSACTION_FLAGS } from "../../shared/tables/transaction-flags.ts";
import type { TransactionStripped } from "../../shared/types/compressed-tx.ts";
import { mineBusyBlock } from "./devnet-clock.ts";
import { apiJson, collectProblems } from "./page-helpers.ts";

/**
 * Chromium's GPU process warns when a screenshot reads the WebGL canvas back ("GPU stall due to
 * ReadPixels"): the tests cause it, not the page.
 */
const SCREENSHOT_READBACK_WARNING = /GL Driver Message .*ReadPixels/;

/** Console errors and warnings and uncaught exceptions from now on, without the tests' own readback warnings. */
export function pageProblems(page: Page): { readonly list: () => string[] } {
  const problems = collectProblems(page);
  return { list: () => problems.filter((problem) => !SCREENSHOT_READBACK_WARNING.test(problem)) };
}

/** Sets a value only this page load knows: it survives exactly as long as no reload happens. */
export async function markThisLoad(page: Page): Promise<string> {
  const marker = `load-${Math.random().toString(36).slice(2)}`;
  await page.evaluate((value) => {
    (window as unknown as { blocktideTestMarker: string }).blocktideTestMarker = value;
  }, marker);
  return marker;
}

export const readMarker = (page: Page): Promise<string | null> =>
  page.evaluate(() => (window as unknown as { blocktideTestMarker?: string }).blocktideTestMarker ?? null);

/** `/api/v1/blocks` entries, as far as the tests read them. */
export interface ListedBlock {
  readonly id: string;
  readonly height: number;
  readonly tx_count: number;
}

export interface FlagSplit {
  readonly key: string;
  /** The filter menu's button name. */
  readonly label: string;
  readonly value: bigint;
}

/** The first flag (in menu order) that some but not all of `transactions` carry. */
export function splittingFlag(transactions: readonly TransactionStripped[]): FlagSplit | null {
  for (const flag of TRANSACTION_FLAGS) {
    const carrying = transactions.filter((tx) => (graphFlags(tx) & flag.value) !== 0n).length;
    if (carrying > 0 && carrying < transactions.length) return { key: flag.key, label: flag.label, value: flag.value };
  }
  return null;
}

export interface ChosenBlock {
  readonly block: ListedBlock;
  readonly summary: TransactionStripped[];
  readonly flag: FlagSplit;
}

/**
 * The newest of the recent blocks with at least `minTransactions` transactions and a flag that
 * splits them (the tip when it qualifies): a devnet block may hold only its coinbase, and the
 * filter test needs squares on both sides of a filter.
 */
export function chooseBlock(baseURL: string, minTransactions: number): Promise<ChosenBlock> {
  return recentBlockWhere(baseURL, minTransactions * 4, async (block) => {
    if (block.tx_count < minTransactions) return null;
    const summary = await apiJson<TransactionStripped[]>(baseURL, `/api/v1/block/${block.id}/summary`);
    const flag = splittingFlag(summary);
    return flag === null ? null : { block, summary, flag };
  });
}

/** Blocks `recentBlockWhere` mines for one that suits before it gives up. */
const MAX_MINED_FOR_A_BLOCK = 3;

/**
 * What `pick` makes of the newest recent block it accepts. When it accepts none, the devnet mines
 * a block over `waiting` waiting transactions, and the newest blocks are tried again.
 */
export async function recentBlockWhere<T>(baseURL: string, waiting: number, pick: (block: ListedBlock) => Promise<T | null>): Promise<T> {
  for (let mined = 0; ; mined++) {
    const recent = await apiJson<ListedBlock[]>(baseURL, "/api/v1/blocks");
    for (const block of recent) {
      const picked = await pick(block);
      if (picked !== null) return picked;
    }
    if (mined === MAX_MINED_FOR_A_BLOCK) throw new Error(`None of the ${recent.length} recent blocks suits, ${mined} of them mined over ${waiting} waiting transactions.`);
    await mineBusyBlock(baseURL, waiting);
  }
}

interface AddressStats {
  readonly chain_stats: { readonly tx_count: number };
}

interface EsploraTxOutputs {
  readonly vout: readonly { readonly scriptpubkey_address?: string }[];
}

/**
 * An address with more confirmed transactions than the first page lists (25): the payout address
 * of a mining pool, read from the coinbases of the recent blocks, collects one per block it found.
 */
export async function addressWithLongHistory(baseURL: string, moreThan: number): Promise<{ address: string; confirmed: number }> {
  const recent = await apiJson<ListedBlock[]>(baseURL, "/api/v1/blocks");
  const seen = new Set<string>();
  for (const block of recent) {
    const coinbase = await (await fetch(`${baseURL}/api/block/${block.id}/txid/0`)).text();
    const tx = await apiJson<EsploraTxOutputs>(baseURL, `/api/tx/${coinbase}`);
    const address = tx.vout[0]?.scriptpubkey_address;
    if (address === undefined || seen.has(address)) continue;
    seen.add(address);
    const stats = await apiJson<AddressStats>(baseURL, `/api/address/${address}`);
    if (stats.chain_stats.tx_count > moreThan) return { address, confirmed: stats.chain_stats.tx_count };
  }
  throw new Error(`No pool payout address among ${seen.size} has more than ${moreThan} confirmed transactions.`);
}
