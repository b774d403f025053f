import type { BlockHeader } from "../chain/block-header.ts";
import { type MempoolEntry, type MempoolOutput, type Outpoint, outpointKey } from "../mempool/mempool.ts";

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

export interface BlockRecord {
  readonly hash: string;
  readonly height: number;
  readonly header: BlockHeader;
  readonly txids: readonly string[];
  readonly size: number;
  readonly weight: number;
  readonly poolId: number;
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

/** Blocks counted in median time past (BIP113). */
const MEDIAN_TIME_SPAN = 11;

/**
 * The confirmed chain and every transaction the devnet has seen, indexed the ways the Esplora API
 * asks: by height and hash, by txid, outspends by outpoint, and activity by output script.
 */
export class ChainState {
  readonly #blocks: BlockRecord[] = [];
  readonly #byHash = new Map<string, BlockRecord>();
  readonly #txs = new Map<string, TxRecord>();
  readonly #confirmed = new Map<string, ConfirmedPlace>();
  readonly #spends = new Map<string, Spend>();
  readonly #byScript = new Map<string, string[]>();

  /** Height of the tip, -1 before genesis. */
  get tipHeight(): number {
    return this.#blocks.length - 1;
  }

  get tip(): BlockRecord | undefined {
    return this.#blocks.at(-1);
  }

  blockAt(height: number): BlockRecord | undefined {
    return Number.isInteger(height) ? this.#blocks[height] : undefined;
  }

  blockByHash(hash: string): BlockRecord | undefined {
    return this.#byHash.get(hash);
  }

  tx(txid: string): TxRecord | undefined {
    return this.#txs.get(txid);
  }

  placeOf(txid: string): ConfirmedPlace | undefined {
    return this.#confirmed.get(txid);
  }

  /** The confirmed spend of an outpoint, if any. */
  spendOf(outpoint: Outpoint): Spend | undefined {
    return this.#spends.get(outpointKey(outpoint));
  }

  /** The output an input spends, from whichever transaction created it. */
  output(outpoint: Outpoint): MempoolOutput | undefined {
    return this.#txs.get(outpoint.txid)?.outputs[outpoint.vout];
  }

  /** Whether an outpoint exists on the chain and is not spent by a confirmed transaction. */
  isUnspentConfirmed(outpoint: Outpoint): boolean {
    return this.#confirmed.has(outpoint.txid) && this.output(outpoint) !== undefined && !this.#spends.has(outpointKey(outpoint));
  }

  /** Txids that fund or spend a script, oldest first (mempool transactions are recorded too). */
  scriptHistory(script: string): readonly string[] {
    return this.#byScript.get(script) ?? [];
  }

  /** Median time past at a height, per BIP113. */
  medianTimePast(height: number): number {
    const times: number[] = [];
    for (let h = height; h > height - MEDIAN_TIME_SPAN && h >= 0; h--) times.push(this.#blocks[h]!.header.timestamp);
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
  }

  /** Forgets a transaction that left the mempool without confirming (replaced or evicted). */
  forgetTx(txid: string): void {
    const tx = this.#txs.get(txid);
    if (!tx || this.#confirmed.has(txid)) return;
    this.#txs.delete(txid);
    for (const output of tx.outputs) this.#removeFromHistory(output.script, txid);
    for (const input of tx.inputs) {
      const spent = this.output(input);
      if (spent) this.#removeFromHistory(spent.script, txid);
    }
  }

  /**
   * Appends a block whose transactions (coinbase first) have been recorded. The caller has checked
   * that it extends the tip and that every input is unspent.
   */
  connectBlock(block: BlockRecord): void {
    if (block.height !== this.#blocks.length) {
      throw new Error(`Block ${block.hash} has height ${block.height}; the next height is ${this.#blocks.length}.`);
    }
    this.#blocks.push(block);
    this.#byHash.set(block.hash, block);
    block.txids.forEach((txid, index) => {
      const tx = this.#txs.get(txid);
      if (!tx) throw new Error(`Block ${block.height} lists ${txid}, which was never recorded.`);
      this.#confirmed.set(txid, { height: block.height, index });
      tx.inputs.forEach((input, vin) => {
        if (index > 0) this.#spends.set(outpointKey(input), { txid, vin });
      });
    });
  }

  #removeFromHistory(script: string, txid: string): void {
    const history = this.#byScript.get(script);
    if (!history) return;
    const at = history.lastIndexOf(txid);
    if (at >= 0) history.splice(at, 1);
    if (history.length === 0) this.#byScript.delete(script);
  }
}
