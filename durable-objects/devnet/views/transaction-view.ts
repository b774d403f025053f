/**
 * Transactions as Esplora serves them (research §2.3): the JSON view with prevouts and status,
 * outspends, and merkle proofs, read from the devnet's chain and mempool. Confirmed views never
 * change on the devnet (it has no reorgs), so they are cached; an unconfirmed view is rebuilt each
 * time because its status will change.
 *
 * @example
 * const txs = new TransactionViews(network, "mainnet");
 * const record = txs.record(txid);
 * if (record) txs.esplora(record).status.confirmed;
 */
import type { EsploraOutspend, EsploraTransaction, EsploraTxStatus, EsploraVout } from "../../../shared/types/esplora.ts";
import { merkleBranch } from "../chain/block-header.ts";
import type { Outpoint } from "../mempool/mempool.ts";
import type { TxRecord } from "../state/chain-state.ts";
import type { DevnetNetwork } from "../state/devnet-network.ts";
import { toEsploraTransaction, toEsploraVout } from "../tx/esplora-view.ts";
import type { AddressNetwork } from "../tx/output-script.ts";
import { COINBASE_INDEX, decodeRecorded } from "../tx/raw-transaction.ts";
import { LruCache } from "../../../shared/collections/lru-cache.ts";

/** Confirmed views kept: a few pages of blocks and addresses, ~2 KB each. */
const TX_VIEW_CACHE_ENTRIES = 4_096;
const NULL_TXID = "0".repeat(64);

/** `/api/tx/:txid/merkle-proof`: the branch from the txid to the block's merkle root. */
export interface MerkleProof {
  readonly block_height: number;
  readonly merkle: readonly string[];
  readonly pos: number;
}

/**
 * Whether a recorded transaction is a coinbase (its one input spends the null outpoint).
 *
 * @example
 * isCoinbaseRecord(chain.tx(block.txids[0]!)!); // true
 */
export const isCoinbaseRecord = (record: Pick<TxRecord, "inputs">): boolean =>
  record.inputs.length === 1 && record.inputs[0]!.vout === COINBASE_INDEX && record.inputs[0]!.txid === NULL_TXID;

/**
 * Σ output values in sats.
 *
 * @example
 * outputTotal({ outputs: [{ value: 1_000, script: "" }, { value: 500, script: "" }] }); // 1_500
 */
export const outputTotal = (record: Pick<TxRecord, "outputs">): number => record.outputs.reduce((sum, output) => sum + output.value, 0);

/** Transaction views of one network, confirmed ones cached (see the module comment). */
export class TransactionViews {
  readonly #confirmed = new LruCache<string, EsploraTransaction>(TX_VIEW_CACHE_ENTRIES);

  constructor(
    readonly network: DevnetNetwork,
    readonly addressNetwork: AddressNetwork,
  ) {}

  /** A transaction that is confirmed or in the mempool (replaced ones are forgotten by the chain). */
  record(txid: string): TxRecord | undefined {
    return this.network.chain.tx(txid);
  }

  /** A transaction a block lists; its absence would be a broken chain (500), not a bad request. */
  listed(txid: string): TxRecord {
    const record = this.network.chain.tx(txid);
    if (!record) throw new Error(`A block lists ${txid}, which the devnet never recorded.`);
    return record;
  }

  status(txid: string): EsploraTxStatus {
    const chain = this.network.chain;
    const place = chain.placeOf(txid);
    const block = place && chain.blockAt(place.height);
    if (!block) return { confirmed: false };
    return { confirmed: true, block_height: block.height, block_hash: block.hash, block_time: block.header.timestamp };
  }

  /** The outputs each input spends, null for a coinbase input, in Esplora's shape. */
  prevouts(record: TxRecord): (EsploraVout | null)[] {
    if (isCoinbaseRecord(record)) return [null];
    return record.inputs.map((input) => {
      const output = this.network.chain.output(input);
      // Unreachable: acceptance and blocks only admit inputs whose outputs the chain recorded.
      if (!output) throw new Error(`Transaction ${record.txid} spends ${input.txid}:${input.vout}, which the devnet never recorded.`);
      return toEsploraVout(output.script, output.value, this.addressNetwork);
    });
  }

  /**
   * The Esplora JSON. `cache: false` builds a confirmed view without keeping it: a whole block's
   * summary would otherwise push every page a visitor is reading out of the cache.
   */
  esplora(record: TxRecord, { cache = true }: { readonly cache?: boolean } = {}): EsploraTransaction {
    const status = this.status(record.txid);
    const build = () => toEsploraTransaction(decodeRecorded(record), this.prevouts(record), status, { network: this.addressNetwork });
    if (!status.confirmed) return build();
    return cache ? this.#confirmed.getOrCreate(record.txid, build) : (this.#confirmed.get(record.txid) ?? build());
  }

  /** Who spends an output: a confirmed spend first, else a mempool one. */
  outspend(outpoint: Outpoint): EsploraOutspend {
    const chain = this.network.chain;
    const confirmed = chain.spendOf(outpoint);
    if (confirmed) return { spent: true, txid: confirmed.txid, vin: confirmed.vin, status: this.status(confirmed.txid) };
    const spender = this.network.mempool.spenderOf(outpoint);
    const entry = spender === undefined ? undefined : this.network.mempool.get(spender);
    if (!entry) return { spent: false };
    const vin = entry.inputs.findIndex((input) => input.txid === outpoint.txid && input.vout === outpoint.vout);
    return { spent: true, txid: entry.txid, vin, status: { confirmed: false } };
  }

  outspends(record: TxRecord): EsploraOutspend[] {
    return record.outputs.map((_, vout) => this.outspend({ txid: record.txid, vout }));
  }

  /** The merkle proof of a confirmed transaction; undefined while it is unconfirmed. */
  merkleProof(txid: string): MerkleProof | undefined {
    const place = this.network.chain.placeOf(txid);
    const block = place && this.network.chain.blockAt(place.height);
    if (!place || !block) return undefined;
    return { block_height: block.height, merkle: merkleBranch(block.txids, place.index), pos: place.index };
  }
}

