/**
 * What the acceleration panel shows (spec §2.5, §4.2, §6, §8), from what it knows: the latest
 * estimate (and the last good one), who is looking, what became of an Accelerate press, the bid
 * chosen and whether the transaction is accelerated already. Pure, so every path of §4.2 is a test.
 *
 * @example
 * panelView({ estimate: { latest: { kind: "ready", estimate }, lastGood: estimate }, viewer: "anonymous",
 *             accelerate: { status: "idle" }, selected: 1, accelerated: false });
 * // { kind: "quote", action: "login", errorCode: null, quote: { bid: 6000, … }, … }
 */
import { balanceCovers, bidOptions, DEFAULT_BID_INDEX, maxCost } from "../../../shared/rules/acceleration-bid.ts";
import type { BidOption } from "../../../shared/rules/acceleration-estimate.ts";
import { accelerateErrorCode } from "../../../shared/tables/error-catalogue.ts";
import { type Sats, sats } from "../../../shared/types/units.ts";
import type { Estimate } from "../../services/accelerator-readers.ts";

/** The outcome of one estimate request. */
export type EstimateOutcome =
  | { readonly kind: "ready"; readonly estimate: Estimate }
  /** A refusal's code; 204 or an empty body is cannot_accelerate_tx (spec §4.2 step 2). */
  | { readonly kind: "error"; readonly code: string };

export interface EstimateState {
  /** The latest answer; null until the first. */
  readonly latest: EstimateOutcome | null;
  /** The last estimate that came, kept under a later failure (never blank a live panel). */
  readonly lastGood: Estimate | null;
}

export type AccelerateState =
  | { readonly status: "idle" }
  | { readonly status: "sending" }
  | { readonly status: "done"; readonly bid: Sats }
  | { readonly status: "failed"; readonly httpStatus: number; readonly code: string };

/** Who looks: signed in or not (spec §6), or not known yet (the server's render, hydration). */
export type Viewer = "unknown" | "anonymous" | "signed-in";

export interface PanelInput {
  readonly estimate: EstimateState;
  readonly viewer: Viewer;
  readonly accelerate: AccelerateState;
  /** The chosen option's index; the default (2x) until the visitor picks. */
  readonly selected: number;
  /** The live data says it is accelerated (`txPosition`'s `accelerated`, CPFP's `acceleration`). */
  readonly accelerated: boolean;
}

export interface Quote {
  readonly estimate: Estimate;
  readonly options: readonly BidOption[];
  /** The selected option's index, kept across polls. */
  readonly selected: number;
  /** The maximum bid: the selected option's fee (spec §5). */
  readonly bid: Sats;
  /** bid + base fee + vsize fee (spec §5). */
  readonly maxCost: Sats;
}

export type PanelView =
  | { readonly kind: "accelerated" }
  | { readonly kind: "success"; readonly bid: Sats }
  | { readonly kind: "skeleton" }
  | {
      readonly kind: "quote";
      /** Null when no estimate ever came (only the error shows). */
      readonly quote: Quote | null;
      /** The code of the error shown (spec §8); the panel's content dims while there is one. */
      readonly errorCode: string | null;
      /** spec §2.5, §4.2: signed in without access, or told so by a 403 not_available. */
      readonly waitlist: boolean;
      /** spec §4.2, §6: Login for anonymous visitors, Accelerate for signed-in ones with access. */
      readonly action: "login" | "accelerate" | "none";
      /** Signed-in: the balance, green when it covers the maximum cost (spec §2.5, §6). */
      readonly balance: { readonly sats: Sats; readonly covers: boolean } | null;
      /** Accelerate can be pressed: nothing refuses it and the balance covers the cost. */
      readonly canAccelerate: boolean;
      readonly sending: boolean;
    };

/** The quote of `estimate` with option `selected` (the default when there is no such option). */
export function quoteOf(estimate: Estimate, selected: number): Quote {
  const options = bidOptions(estimate);
  const index = options[selected] === undefined ? DEFAULT_BID_INDEX : selected;
  const bid = sats(Math.max(0, options[index]!.fee));
  return { estimate, options, selected: index, bid, maxCost: maxCost(bid, estimate) };
}

export function panelView({ estimate, viewer, accelerate, selected, accelerated }: PanelInput): PanelView {
  if (accelerate.status === "done") return { kind: "success", bid: accelerate.bid };
  if (accelerated) return { kind: "accelerated" };
  const { latest, lastGood } = estimate;
  if (latest === null || viewer === "unknown") return { kind: "skeleton" };
  const quote = lastGood === null ? null : quoteOf(lastGood, selected);
  const signedIn = viewer === "signed-in";
  const hasAccess = signedIn && quote !== null && quote.estimate.hasAccess;

  // spec §4.2 steps 2–4: the estimate's own refusal, then an empty balance.
  let quoteError: string | null = null;
  if (latest.kind === "error") quoteError = latest.code;
  else if (hasAccess && latest.estimate.userBalance <= 0) quoteError = "not_enough_balance";
  // step 6: a failed Accelerate is shown as given, a 403 not_available as waitlisted.
  const pressError = accelerate.status === "failed" ? accelerateErrorCode(accelerate.httpStatus, accelerate.code) : null;
  const waitlisted = pressError === "waitlisted";

  const action = !signedIn ? "login" : hasAccess && !waitlisted ? "accelerate" : "none";
  const balance = signedIn && quote !== null ? { sats: quote.estimate.userBalance, covers: balanceCovers(quote.estimate.userBalance, quote.maxCost) } : null;
  const sending = accelerate.status === "sending";
  return {
    kind: "quote",
    quote,
    errorCode: pressError ?? quoteError,
    waitlist: waitlisted || (signedIn && quote !== null && !quote.estimate.hasAccess),
    action,
    balance,
    canAccelerate: action === "accelerate" && quote !== null && quoteError === null && balance !== null && balance.covers && !sending,
    sending,
  };
}
