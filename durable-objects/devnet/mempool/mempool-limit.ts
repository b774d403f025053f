/**
 * The mempool's `-maxmempool`: the memory it may use, the trimming that keeps it there after each
 * acceptance (trim-to-size.ts), and the rolling minimum fee that trimming raises and blocks let
 * decay (rolling-minimum-fee.ts). Rates come out in sat/vB, the devnet's unit.
 *
 * @example
 * const limit = new MempoolLimit(300);
 * acceptTransaction(chain, mempool, hex, now, { mempoolMinFeeRate: limit.minFeeRate(mempool, now) });
 * for (const gone of limit.trim(mempool)) evict(gone);
 */
import type { Mempool, MempoolEntry } from "./mempool.ts";
import { maxMempoolBytes, mempoolUsage } from "./mempool-usage.ts";
import { blockConnected, minimumFee, NO_ROLLING_FEE, packageRemoved, type RollingMinimumFee, satPerVByte } from "./rolling-minimum-fee.ts";
import { trimToSize } from "./trim-to-size.ts";

export class MempoolLimit {
  /** `-maxmempool` in bytes. */
  readonly maxBytes: number;
  #fee: RollingMinimumFee = NO_ROLLING_FEE;

  constructor(maxMempoolMb: number) {
    this.maxBytes = maxMempoolBytes(maxMempoolMb);
  }

  /** The rolling fee's state, for the network's stored meta. */
  get rollingFee(): RollingMinimumFee {
    return this.#fee;
  }

  set rollingFee(state: RollingMinimumFee) {
    this.#fee = state;
  }

  /**
   * The mempool's own floor, sat/vB (0 while it has none), as acceptance reads it: like Core's
   * GetMinFee, reading it carries the decay forward.
   */
  minFeeRate(mempool: Mempool, now: number): number {
    const { state, satPerKvB } = minimumFee(this.#fee, now, mempoolUsage(mempool.bytes), this.maxBytes);
    this.#fee = state;
    return satPerVByte(satPerKvB);
  }

  /** The same floor without touching the state: views must not change what the network does next. */
  peekMinFeeRate(mempool: Mempool, now: number): number {
    return satPerVByte(minimumFee(this.#fee, now, mempoolUsage(mempool.bytes), this.maxBytes).satPerKvB);
  }

  /** TrimToSize after an acceptance: what it evicted (already out of `mempool`), each package raising the fee. */
  trim(mempool: Mempool): readonly MempoolEntry[] {
    const { removed, packages } = trimToSize(mempool, this.maxBytes);
    for (const evicted of packages) this.#fee = packageRemoved(this.#fee, evicted);
    return removed;
  }

  /** A block connected at `now`: the fee may decay from here. */
  blockConnected(now: number): void {
    this.#fee = blockConnected(this.#fee, now);
  }
}
