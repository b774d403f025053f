/**
 * Each transaction's own flags (research §5.5): what its bytes and the outputs it spends say, which
 * never changes, so each transaction is classified once per network and every view that lists
 * flags reads the same cache: the websocket's projected blocks, a block's summary, an audit's
 * template, the latest arrivals. A transaction classified while it waited in the mempool costs
 * nothing more once mined, so a new block's summary is lookups. The mempool-dependent bits (CPFP,
 * replacement) are added per listing, from its context.
 *
 * @example
 * const flags = new OwnFlags((outpoint) => chain.output(outpoint), "mainnet");
 * flags.of(record, { hasMempoolAncestors: true }); // a JSON-safe number with the cpfp_child bit
 */
import { type FlagContext, transactionFlags } from "../../../shared/tx/classify-flags.ts";
import { transactionFlag } from "../../../shared/tables/transaction-flags.ts";
import type { MempoolOutput, Outpoint } from "../mempool/mempool.ts";
import type { TxRecord } from "../state/chain-state.ts";
import { flaggedTransaction } from "../tx/flag-view.ts";
import type { AddressNetwork } from "../tx/output-script.ts";
import { decodeRecorded } from "../tx/raw-transaction.ts";
import { LruCache } from "../../../shared/collections/lru-cache.ts";
import { isCoinbaseRecord } from "./transaction-view.ts";

/**
 * A full mempool (30,000 transactions at the mainnet profile's peak) and the hot blocks' worth
 * besides, at a few dozen bytes each.
 */
const OWN_FLAGS_ENTRIES = 65_536;

const CPFP_CHILD = transactionFlag("cpfp_child").value;
const CPFP_PARENT = transactionFlag("cpfp_parent").value;
const REPLACEMENT = transactionFlag("replacement").value;

/** Where the output an input spends is found; undefined when the devnet no longer knows it. */
export type PrevoutSource = (outpoint: Outpoint) => MempoolOutput | undefined;

/** Own flags by txid (see the module comment). */
export class OwnFlags {
  readonly #cache = new LruCache<string, bigint | null>(OWN_FLAGS_ENTRIES);

  constructor(
    private readonly prevouts: PrevoutSource,
    readonly addressNetwork: AddressNetwork,
  ) {}

  /**
   * The flags of `record` with the bits of `context` added, as a JSON-safe number (values reach
   * 2^44); 0 for a transaction one of whose prevouts is lost (a replaced transaction's parent that
   * was forgotten too), as nothing faithful can be said of it.
   */
  of(record: TxRecord, context: FlagContext = {}): number {
    const own = this.#cache.getOrCreate(record.txid, () => this.#classify(record));
    if (own === null) return 0;
    const extra = (context.hasMempoolAncestors ? CPFP_CHILD : 0n) | (context.hasMempoolDescendants ? CPFP_PARENT : 0n) | (context.replaced ? REPLACEMENT : 0n);
    return Number(own | extra);
  }

  #classify(record: TxRecord): bigint | null {
    const prevouts: (MempoolOutput | null)[] = [];
    if (isCoinbaseRecord(record)) prevouts.push(null);
    else {
      for (const input of record.inputs) {
        const output = this.prevouts(input);
        if (!output) return null;
        prevouts.push(output);
      }
    }
    return transactionFlags(flaggedTransaction(decodeRecorded(record), prevouts, record.outputs, this.addressNetwork));
  }
}
