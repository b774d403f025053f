/**
 * Bid rules of the acceleration panel (spec §5 "Bid options", §4.2, §6; research §5.7). The user
 * picks a maximum extra fee among three options; the bid is kept between the 1x and 4x options and
 * never below 0; the maximum cost adds the base and vsize fees, and the balance shows green only
 * when it covers that cost.
 *
 * @example
 * const options = bidOptions(estimate);                          // fees 1x, 2x, 4x of the minimum
 * const bid = clampBid(options[DEFAULT_BID_INDEX]!.fee, options);
 * balanceCovers(estimate.userBalance, maxCost(bid, estimate));   // true → green
 */
import { describeInput } from "../errors/describe-input.ts";
import { InputError } from "../errors/input-error.ts";
import { type Sats, sats, satPerVByte } from "../types/units.ts";
import type { AccelerationEstimate, BidOption } from "./acceleration-estimate.ts";

/** spec §5: "The three options are 1x, 2x and 4x" of the minimum extra cost. */
export const BID_MULTIPLIERS = [1, 2, 4] as const;
/** spec §4.2, §5: the middle option (2x) is selected by default. */
export const DEFAULT_BID_INDEX = 1;

/** What the bid options are computed from: the estimate's cost and package (the devnet's simulated users bid from these alone). */
export type BidBasis = Pick<AccelerationEstimate, "cost" | "txSummary">;

/** An estimate, bid or balance that is not a usable amount. */
export class InvalidAccelerationInputError extends InputError {
  constructor(readonly field: string, readonly input: unknown, expected: string) {
    super(`Invalid acceleration ${field} ${describeInput(input)}: expected ${expected}.`);
    this.name = "InvalidAccelerationInputError";
  }
}

/**
 * The smallest extra fee offered: the larger of twice the estimate's cost and the package's
 * effective fee, rounded to whole sats (spec §5).
 *
 * @example
 * minimumExtraCost({ ...estimate, cost: sats(1_500), txSummary: { ...summary, effectiveFee: sats(440) } });  // 3000
 */
export function minimumExtraCost(estimate: BidBasis): Sats {
  const cost = amount("cost", estimate.cost);
  const effectiveFee = amount("txSummary.effectiveFee", estimate.txSummary.effectiveFee);
  return sats(Math.round(Math.max(2 * cost, effectiveFee)));
}

/**
 * The three maximum-bid options (1x, 2x, 4x of the minimum extra cost), each with the package rate
 * reached if the whole bid is spent (research §5.7).
 *
 * @example
 * bidOptions(estimate);  // cost 1500, effectiveFee 440, effectiveVsize 220:
 * // [{ index: 0, fee: 3000, rate: 15.636… },
 * //  { index: 1, fee: 6000, rate: 29.27… },
 * //  { index: 2, fee: 12000, rate: 56.54… }]
 */
export function bidOptions(estimate: BidBasis): readonly BidOption[] {
  const minimum = minimumExtraCost(estimate);
  const effectiveFee = estimate.txSummary.effectiveFee;
  const vsize = estimate.txSummary.effectiveVsize;
  if (typeof vsize !== "number" || !Number.isFinite(vsize) || vsize <= 0) {
    throw new InvalidAccelerationInputError("txSummary.effectiveVsize", vsize, "a positive number of vbytes");
  }
  return BID_MULTIPLIERS.map((multiplier, index) => {
    const fee = minimum * multiplier;
    return { index, fee: sats(fee), rate: satPerVByte((effectiveFee + fee) / vsize) };
  });
}

/**
 * The option selected before the user chooses (the 2x one).
 *
 * @example
 * defaultBid(bidOptions(estimate)).fee;  // 6000
 */
export function defaultBid(options: readonly BidOption[]): BidOption {
  const option = options[DEFAULT_BID_INDEX];
  if (option === undefined) throw new InvalidAccelerationInputError("options", options, "the three options of bidOptions()");
  return option;
}

/**
 * Keeps a bid between the 1x and 4x options and never below 0 (spec §5), in whole sats.
 *
 * @example
 * clampBid(sats(100), options);     // 3000 (the 1x option)
 * clampBid(sats(99_999), options);  // 12000 (the 4x option)
 */
export function clampBid(bid: Sats, options: readonly BidOption[]): Sats {
  const value = amount("bid", bid);
  const low = options[0]?.fee;
  const high = options.at(-1)?.fee;
  if (low === undefined || high === undefined) {
    throw new InvalidAccelerationInputError("options", options, "the three options of bidOptions()");
  }
  return sats(Math.max(0, Math.round(Math.min(Math.max(value, low), high))));
}

/**
 * The most the acceleration can cost: bid + base fee + vsize fee (spec §5).
 *
 * @example
 * maxCost(sats(6_000), estimate);  // 6000 + 5000 + 220 = 11220
 */
export function maxCost(bid: Sats, estimate: AccelerationEstimate): Sats {
  const baseFee = amount("mempoolBaseFee", estimate.mempoolBaseFee);
  return sats(amount("bid", bid) + baseFee + amount("vsizeFee", estimate.vsizeFee));
}

/**
 * True when `balance` covers `cost`, so the balance shows in green, otherwise red (spec §2.5, §6).
 *
 * @example
 * balanceCovers(sats(11_220), sats(11_220));  // true
 * balanceCovers(sats(11_219), sats(11_220));  // false
 */
export function balanceCovers(balance: Sats, cost: Sats): boolean {
  return amount("balance", balance) >= amount("maximum cost", cost);
}

function amount(field: string, input: unknown): number {
  if (typeof input !== "number" || !Number.isFinite(input)) {
    throw new InvalidAccelerationInputError(field, input, "a finite number of sats");
  }
  return input;
}
