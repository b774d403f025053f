/**
 * Every view of one devnet network, with its caches: what the API routes read. One instance per
 * `DevnetNetwork` object; a restored or re-seeded network gets a fresh one, so no cache outlives
 * the chain it describes.
 *
 * @example
 * const views = new DevnetViews(network, "mainnet");
 * views.blocks.extended(network.chain.tip!);
 * views.fees({ precise: true }).fastestFee;
 */
import { recommendedFees } from "../../../shared/fees/recommended-fees.ts";
import { InvalidConfigError } from "../../../shared/network/errors.ts";
import type { Network } from "../../../shared/network/networks.ts";
import type { MempoolInfo, RecommendedFees } from "../../../shared/types/mempool.ts";
import type { DevnetNetwork } from "../state/devnet-network.ts";
import { ADDRESS_PREFIXES, type AddressNetwork } from "../tx/output-script.ts";
import { BlockViews } from "./block-views.ts";
import { mempoolInfo } from "./mempool-info.ts";
import { type MempoolSnapshot, MempoolSnapshots } from "./mempool-snapshot.ts";
import { OwnFlags } from "./own-flags.ts";
import { ScriptIndex } from "./script-index.ts";
import { TransactionViews } from "./transaction-view.ts";

/** The explorer network whose fee rules apply; regtest rounds like the other Bitcoin test networks. */
const FEE_NETWORK: Readonly<Record<AddressNetwork, Network>> = {
  mainnet: "mainnet",
  testnet: "testnet",
  signet: "signet",
  regtest: "testnet",
};

/** The views of one network (see the module comment). */
export class DevnetViews {
  readonly txs: TransactionViews;
  /** Each transaction's own flags, classified once for every view that lists flags. */
  readonly flags: OwnFlags;
  readonly blocks: BlockViews;
  readonly scripts: ScriptIndex;
  readonly #snapshots: MempoolSnapshots;

  constructor(
    readonly network: DevnetNetwork,
    readonly addressNetwork: AddressNetwork,
  ) {
    this.txs = new TransactionViews(network, addressNetwork);
    // A replaced transaction's inputs may spend another replaced one, which only the RBF history remembers.
    this.flags = new OwnFlags((outpoint) => network.chain.output(outpoint) ?? network.rbf.replacedTx(outpoint.txid)?.outputs[outpoint.vout], addressNetwork);
    this.blocks = new BlockViews(network, this.txs, this.flags);
    this.scripts = new ScriptIndex(network, addressNetwork);
    this.#snapshots = new MempoolSnapshots(network);
  }

  /** The projected mempool as it is now (rebuilt only after it changed). */
  mempool(): MempoolSnapshot {
    return this.#snapshots.current();
  }

  /** `getmempoolinfo` now: the mempool's figures, its limit and its floor (read without moving the floor's decay on). */
  mempoolInfo(): MempoolInfo {
    const { mempool, mempoolLimit, now } = this.network;
    return mempoolInfo(this.mempool(), { maxBytes: mempoolLimit.maxBytes, minFeeRate: mempoolLimit.peekMinFeeRate(mempool, now) });
  }

  /**
   * Recommended fees (research §5.2): the integer REST variant, or the precise one of the `fees`
   * frame and `/api/v1/fees/precise`.
   */
  fees({ precise = false }: { readonly precise?: boolean } = {}): RecommendedFees {
    return recommendedFees(this.mempool().blocks, this.mempoolInfo().mempoolminfee, { network: FEE_NETWORK[this.addressNetwork], precise });
  }
}

/**
 * The views of whichever network object is current, one `DevnetViews` per object: what the REST
 * routes and the websocket hub share, so both read one set of caches and one projected template
 * per mempool state.
 *
 * @example
 * const shared = new NetworkViews("testnet");
 * shared.of(network) === shared.of(network); // true, until another network object is handed in
 */
export class NetworkViews {
  #views: DevnetViews | undefined;

  /** @throws InvalidConfigError for an address network that is not one of ADDRESS_PREFIXES' keys. */
  constructor(readonly addressNetwork: AddressNetwork) {
    if (!Object.hasOwn(ADDRESS_PREFIXES, addressNetwork)) {
      throw new InvalidConfigError("addressNetwork", addressNetwork, `expected one of ${Object.keys(ADDRESS_PREFIXES).join(", ")}.`);
    }
  }

  /** The views of `network`; a restored or re-seeded network object gets fresh ones. */
  of(network: DevnetNetwork): DevnetViews {
    if (this.#views?.network !== network) this.#views = new DevnetViews(network, this.addressNetwork);
    return this.#views;
  }
}
