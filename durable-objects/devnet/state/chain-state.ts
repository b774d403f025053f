import { type MempoolEntry, type MempoolOutput, type Outpoint, outpointKey } from "../mempool/mempool.ts";
import { LruCache } from "../../../shared/collections/lru-cache.ts";
import { type BlockRecord, SettledBlock } from "./block-record.ts";

/**
 * A transaction the devnet knows, confirmed or not: what the mempool keeps of it, less the replacement
 * signal (which only matters while unconfirmed). Outputs are kept for prevout lookups.
 */
export type TxRecord = Omit<MempoolEntry, "signalsRbf">;

export interface ConfirmedPlace {
  readonly height: number;
  /** Position in the block, the coinbase being 0. */
  readonly index: number;
}

export type { BlockRecord };

/** What a block paid its miner: its transactions' fees, and the coinbase's outputs (subsidy + fees). */
export interface BlockTotals {
  readonly fees: number;
  readonly reward: number;
}

export interface Spend {
  readonly txid: string;
  readonly vin: number;
}

/** Where a script appears: funding (an output pays it) or spending (an input spends such an output). */
export interface ScriptActivity {
  readonly txid: string;
  readonly funded: number;
  readonly spent: number;
}

/**
 * Storage that holds the settled part of the chain (the object's SQLite, devnet-store.ts), read
 * back synchronously once ChainState dropped it from memory. It answers for confirmed transactions
 * only, so a replaced transaction whose deletion is not saved yet is never read back.
 */
export interface SettledChain {
  tx(txid: string): TxRecord | undefined;
  placeOf(txid: string): ConfirmedPlace | undefined;
  spendOf(outpoint: Outpoint): Spend | undefined;
  /** Confirmed transactions that fund or spend the script, oldest first. */
  scriptHistory(script: string): readonly string[];
  blockTotals(height: number): BlockTotals | undefined;
  /** The txids of a confirmed block, coinbase first. */
  blockTxids(height: number): readonly string[] | undefined;
}

/**
 * Blocks below the tip whose transactions stay in memory once storage holds them. A record costs
 * about 2 KB with its indexes, and a live block at the default pace (a minute, 3 tx/s) lists about
 * 180, so 16 blocks keep ~6 MB hot: the blocks a visitor sees first (the home page's 8, the first
 * page of 15 in the block list) and the one a websocket push is describing. Everything deeper is
 * read back from storage on demand; the devnet never reorganises, so depth buys nothing else.
 */
export const HOT_BLOCKS = 16;
/**
 * Settled records read back lately, kept in memory: the transactions a visitor is paging through
 * and the coins traffic is spending. At ~2 KB each this is ~2 MB.
 */
const SETTLED_CACHE_TXS = 1_024;
/** Settled blocks' txids read back lately (~250 KB a full block): the block a visitor pages through. */
const SETTLED_CACHE_BLOCKS = 4;

/** Blocks counted in median time past (BIP113). */
const MEDIAN_TIME_SPAN = 11;

/**
 * The confirmed chain and every transaction the devnet has seen, indexed the ways the Esplora API
 * asks: by height and hash, by txid, outspends by outpoint, and activity by output script.
 *
 * Without storage (`settleInto`), everything stays in memory. With it, only the hot part does: the
 * mempool's transactions and those of the last HOT_BLOCKS blocks, with their indexes; older ones
 * are read back from storage, the most recent of them cached. Blocks themselves stay in memory,
 * a settled one without its txids (block-record.ts).
 */
export class ChainState {
  /** Blocks from `firstHeight` up; `#blocks[i]` is at height `firstHeight + i`. */
  readonly #blocks: BlockRecord[] = [];
  /** Totals per block, as `#blocks`; a restored block's are read from storage when first asked. */
  readonly #totals: (BlockTotals | undefined)[] = [];
  readonly #byHash = new Map<string, BlockRecord>();
  readonly #txs = new Map<string, TxRecord>();
  readonly #confirmed = new Map<string, ConfirmedPlace>();
  readonly #spends = new Map<string, Spend>();
  readonly #byScript = new Map<string, string[]>();
  /** The scripts each in-memory transaction was indexed under, so it can leave `#byScript` again. */
  readonly #scriptsOf = new Map<string, readonly string[]>();
  #settled: SettledChain | undefined;
  readonly #settledCache = new LruCache<string, TxRecord>(SETTLED_CACHE_TXS);
  readonly #settledTxids = new LruCache<number, readonly string[]>(SETTLED_CACHE_BLOCKS);
  /** Blocks from this height up have their transactions in memory. */
  #hotFrom: number;

  /**
   * @param firstHeight The height of the chain's first block. The devnet may begin late in mainnet's
   * schedule, as a pruned node does, so its heights (halvings, special events) read like mainnet's.
   */
  constructor(readonly firstHeight = 0) {
    if (!Number.isSafeInteger(firstHeight) || firstHeight < 0) throw new RangeError(`A chain cannot begin at height ${firstHeight}.`);
    this.#hotFrom = firstHeight;
  }

  /** Height of the tip, `firstHeight - 1` before the first block. */
  get tipHeight(): number {
    return this.firstHeight + this.#blocks.length - 1;
  }

  /** How many blocks the chain holds. */
  get blockCount(): number {
    return this.#blocks.length;
  }

  get tip(): BlockRecord | undefined {
    return this.#blocks.at(-1);
  }

  blockAt(height: number): BlockRecord | undefined {
    return Number.isInteger(height) && height >= this.firstHeight ? this.#blocks[height - this.firstHeight] : undefined;
  }

  blockByHash(hash: string): BlockRecord | undefined {
    return this.#byHash.get(hash);
  }

  tx(txid: string): TxRecord | undefined {
    return this.#txs.get(txid) ?? this.#settledTx(txid);
  }

  /** Whether the transaction's record is held in memory (not only in storage). */
  isHot(txid: string): boolean {
    return this.#txs.has(txid);
  }

  /** How many transaction records memory holds. */
  get hotTxCount(): number {
    return this.#txs.size;
  }

  placeOf(txid: string): ConfirmedPlace | undefined {
    const place = this.#confirmed.get(txid);
    // A record in memory without a place is unconfirmed: storage has nothing to add.
    if (place || this.#txs.has(txid)) return place;
    return this.#settled?.placeOf(txid);
  }

  /** The confirmed spend of an outpoint, if any. */
  spendOf(outpoint: Outpoint): Spend | undefined {
    return this.#spends.get(outpointKey(outpoint)) ?? this.#settled?.spendOf(outpoint);
  }

  /** The output an input spends, from whichever transaction created it. */
  output(outpoint: Outpoint): MempoolOutput | undefined {
    return this.tx(outpoint.txid)?.outputs[outpoint.vout];
  }

  /** Whether an outpoint exists on the chain and is not spent by a confirmed transaction. */
  isUnspentConfirmed(outpoint: Outpoint): boolean {
    return this.placeOf(outpoint.txid) !== undefined && this.output(outpoint) !== undefined && !this.spendOf(outpoint);
  }

  /**
   * Txids that fund or spend a script (mempool transactions are recorded too): those only storage
   * holds first, then those in memory in the order they were recorded.
   */
  scriptHistory(script: string): readonly string[] {
    const hot = this.#byScript.get(script) ?? [];
    const settled = this.#settled?.scriptHistory(script) ?? [];
    if (settled.length === 0) return hot;
    return [...settled.filter((txid) => !this.#txs.has(txid)), ...hot];
  }

  /** The scripts a transaction in memory funds or spends (undefined once it is only in storage). */
  scriptsOf(txid: string): readonly string[] | undefined {
    return this.#scriptsOf.get(txid);
  }

  /** What a block paid its miner, kept per block so totals over many blocks read no transaction. */
  totalsOf(block: Pick<BlockRecord, "height">): BlockTotals {
    const at = block.height - this.firstHeight;
    if (at < 0 || at >= this.#blocks.length) throw new RangeError(`The chain has no block at height ${block.height}.`);
    const known = this.#totals[at];
    if (known) return known;
    const stored = this.#settled?.blockTotals(block.height);
    if (!stored) throw new Error(`The totals of block ${block.height} are neither in memory nor in storage.`);
    this.#totals[at] = stored;
    return stored;
  }

  /** Median time past at a height, per BIP113. */
  medianTimePast(height: number): number {
    const times: number[] = [];
    for (let h = height; h > height - MEDIAN_TIME_SPAN && h >= this.firstHeight; h--) times.push(this.blockAt(h)!.header.timestamp);
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)] ?? 0;
  }

  /** Records a transaction seen in the mempool (or in a block), indexing its scripts once. */
  recordTx(tx: TxRecord): void {
    if (this.#txs.has(tx.txid)) return;
    this.#txs.set(tx.txid, tx);
    const scripts = new Set<string>();
    for (const output of tx.outputs) scripts.add(output.script);
    for (const input of tx.inputs) {
      const spent = this.output(input);
      if (spent) scripts.add(spent.script);
    }
    for (const script of scripts) {
      let history = this.#byScript.get(script);
      if (!history) this.#byScript.set(script, (history = []));
      history.push(tx.txid);
    }
    this.#scriptsOf.set(tx.txid, [...scripts]);
  }

  /** Forgets a transaction that left the mempool without confirming (replaced or evicted). */
  forgetTx(txid: string): void {
    if (!this.#txs.has(txid) || this.#confirmed.has(txid)) return;
    this.#drop(txid);
  }

  /**
   * Appends a block whose transactions (coinbase first) have been recorded. The caller has checked
   * that it extends the tip and that every input is unspent.
   */
  connectBlock(block: BlockRecord): void {
    this.#checkNext(block);
    const records = block.txids.map((txid) => {
      const tx = this.#txs.get(txid);
      if (!tx) throw new Error(`Block ${block.height} lists ${txid}, which was never recorded.`);
      return tx;
    });
    this.#append(block, {
      fees: records.slice(1).reduce((sum, tx) => sum + tx.fee, 0),
      reward: records[0]!.outputs.reduce((sum, output) => sum + output.value, 0),
    });
    records.forEach((tx, index) => {
      this.#confirmed.set(tx.txid, { height: block.height, index });
      if (index > 0) tx.inputs.forEach((input, vin) => this.#spends.set(outpointKey(input), { txid: tx.txid, vin }));
    });
  }

  /**
   * Appends a stored block on restore: connected as usual when its transactions were loaded, or
   * left settled in storage when none was (storage loads only the last HOT_BLOCKS blocks' records).
   */
  restoreBlock(block: BlockRecord): void {
    const loaded = block.txids.some((txid) => this.#txs.has(txid));
    if (loaded || !this.#settled || this.#hotFrom !== block.height) {
      this.connectBlock(block);
      return;
    }
    this.#checkNext(block);
    this.#append(this.#thin(block), undefined);
    this.#hotFrom = block.height + 1;
  }

  /**
   * Storage now holds everything recorded so far: from here on, transactions confirmed deeper than
   * HOT_BLOCKS are read back from `settled` instead of kept in memory. Drops those that became
   * that deep and returns their txids. Call it only after a save, never before.
   */
  settleInto(settled: SettledChain): string[] {
    this.#settled = settled;
    const released: string[] = [];
    for (; this.#hotFrom <= this.tipHeight - HOT_BLOCKS; this.#hotFrom++) {
      const block = this.blockAt(this.#hotFrom)!;
      for (const txid of block.txids) {
        if (!this.#txs.has(txid)) continue;
        this.#drop(txid);
        released.push(txid);
      }
      const thin = this.#thin(block);
      this.#blocks[this.#hotFrom - this.firstHeight] = thin;
      this.#byHash.set(thin.hash, thin);
    }
    return released;
  }

  #checkNext(block: BlockRecord): void {
    if (block.height !== this.tipHeight + 1) {
      throw new Error(`Block ${block.hash} has height ${block.height}; the next height is ${this.tipHeight + 1}.`);
    }
  }

  #append(block: BlockRecord, totals: BlockTotals | undefined): void {
    this.#blocks.push(block);
    this.#totals.push(totals);
    this.#byHash.set(block.hash, block);
  }

  /** Removes an in-memory transaction and every index entry it made. */
  #drop(txid: string): void {
    const tx = this.#txs.get(txid)!;
    const place = this.#confirmed.get(txid);
    this.#txs.delete(txid);
    this.#confirmed.delete(txid);
    if (place && place.index > 0) for (const input of tx.inputs) this.#spends.delete(outpointKey(input));
    for (const script of this.#scriptsOf.get(txid) ?? []) this.#removeFromHistory(script, txid);
    this.#scriptsOf.delete(txid);
  }

  /** A settled block as memory keeps it: without its txids, which storage holds. */
  #thin(block: BlockRecord): SettledBlock {
    if (block instanceof SettledBlock) return block;
    return new SettledBlock(block, (height) => this.#settledBlockTxids(height));
  }

  #settledBlockTxids(height: number): readonly string[] {
    return this.#settledTxids.getOrCreate(height, () => {
      const txids = this.#settled?.blockTxids(height);
      if (!txids) throw new Error(`The transactions of block ${height} are neither in memory nor in storage.`);
      return txids;
    });
  }

  #settledTx(txid: string): TxRecord | undefined {
    if (!this.#settled) return undefined;
    const cached = this.#settledCache.get(txid);
    if (cached) return cached;
    // Misses are not cached: an unknown txid may be recorded, confirmed and settled later.
    const stored = this.#settled.tx(txid);
    if (stored) this.#settledCache.set(txid, stored);
    return stored;
  }

  #removeFromHistory(script: string, txid: string): void {
    const history = this.#byScript.get(script);
    if (!history) return;
    const at = history.indexOf(txid);
    if (at >= 0) history.splice(at, 1);
    if (history.length === 0) this.#byScript.delete(script);
  }
}
