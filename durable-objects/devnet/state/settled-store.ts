/**
 * What storage keeps of the settled devnet so the network can drop it from memory (chain-state.ts
 * HOT_BLOCKS), and the facts it derives from each change. The SQLite store (devnet-store.ts) and
 * the memory one used where no SQLite is at hand (memory-settled-store.ts) both take their rows
 * from here, so they hold the same facts.
 *
 * @example
 * const facts = settledBlockFacts(network.chain, block);
 * facts.spends.length; // one per input of the block's non-coinbase transactions
 */
import type { Outpoint } from "../mempool/mempool.ts";
import type { OwnedCoin } from "../sim/wallet.ts";
import type { BlockRecord, BlockTotals, ChainState, ConfirmedPlace, SettledChain, Spend, TxRecord } from "./chain-state.ts";
import type { OutputOwner, StoredTx } from "./devnet-journal.ts";

/** The chain's settled part, plus the users' coins the network rebuilds its wallet from. */
export interface SettledStore extends SettledChain {
  /** Who can spend an output that no confirmed transaction spends; undefined for anyone else's. */
  ownerOf(outpoint: Outpoint): OutputOwner | undefined;
  /**
   * The users' outputs that no confirmed transaction spends, of confirmed and mempool transactions:
   * the wallet before mempool spends are taken out. In the order their transactions were recorded,
   * then by output.
   */
  unspentCoins(): Iterable<OwnedCoin>;
}

/** A script's appearance in a confirmed transaction, for its history. */
export interface ScriptAppearance extends ConfirmedPlace {
  readonly script: string;
  readonly txid: string;
}

/** What a block settles once connected: where its transactions are, what they spend, whom they touch. */
export interface SettledBlockFacts {
  readonly places: readonly (ConfirmedPlace & { readonly txid: string })[];
  readonly spends: readonly { readonly outpoint: Outpoint; readonly spend: Spend }[];
  readonly scripts: readonly ScriptAppearance[];
  readonly totals: BlockTotals;
}

/** An output a user (or pool) holds, as stored for the wallet. */
export interface StoredCoin {
  readonly vout: number;
  readonly owner: OutputOwner;
  readonly value: number;
}

/**
 * The facts of a block just connected, read from the chain while its transactions are still in
 * memory (a save runs before the chain releases them).
 *
 * @throws Error when a transaction of the block is no longer in memory: saving after releasing it
 * would store a block without its history.
 */
export function settledBlockFacts(chain: ChainState, block: BlockRecord): SettledBlockFacts {
  const places: (ConfirmedPlace & { txid: string })[] = [];
  const spends: { outpoint: Outpoint; spend: Spend }[] = [];
  const scripts: ScriptAppearance[] = [];
  block.txids.forEach((txid, index) => {
    const record = chain.isHot(txid) ? chain.tx(txid) : undefined;
    const touched = chain.scriptsOf(txid);
    if (!record || !touched) throw new Error(`Block ${block.height} lists ${txid}, which is no longer in memory to be stored.`);
    places.push({ txid, height: block.height, index });
    if (index > 0) record.inputs.forEach((outpoint, vin) => spends.push({ outpoint, spend: { txid, vin } }));
    for (const script of touched) scripts.push({ script, txid, height: block.height, index });
  });
  return { places, spends, scripts, totals: chain.totalsOf(block) };
}

/** The outputs of a stored transaction that someone the devnet simulates can spend. */
export function storedCoins(tx: StoredTx): StoredCoin[] {
  const coins: StoredCoin[] = [];
  tx.owners.forEach((owner, vout) => {
    const output = tx.outputs[vout];
    if (owner && output) coins.push({ vout, owner, value: output.value });
  });
  return coins;
}

/** A stored coin as the wallet holds it. */
export function ownedCoin(txid: string, coin: StoredCoin, place: ConfirmedPlace | undefined): OwnedCoin {
  return { txid, vout: coin.vout, value: coin.value, ...coin.owner, height: place?.height ?? null, coinbase: place?.index === 0 };
}

/** A stored transaction less what only storage needs (its owners): the chain's record. */
export function recordOf(stored: StoredTx): TxRecord {
  const { owners: _, ...record } = stored;
  return record;
}
