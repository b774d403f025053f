/**
 * The search box as plain state and transitions, so that typing, completions, keyboard moves and
 * submitting are decided (and tested) without a DOM. The component only wires events to these.
 *
 * @example
 * let state = typed(INITIAL_SEARCH_BOX_STATE, "1wiz", "mainnet");
 * state = suggestionsArrived(state, "1wiz", ["1wizSAYSbuyXbt9d8JV8ytm5acqq2TorC"], "mainnet");
 * state = moved(state, 1);
 * submitted(state, "mainnet", "").path; // "/address/1wizSAYSbuyXbt9d8JV8ytm5acqq2TorC"
 */
import type { Network } from "../../../shared/network/networks.ts";
import {
  MIN_ADDRESS_PREFIX_LENGTH,
  classifySearch,
  searchTargetPath,
} from "../../../shared/rules/search-target.ts";
import { INITIAL_SEARCH_BOX_STATE, type SearchBoxState, type SearchMessage } from "./search-box-model.ts";

export { INITIAL_SEARCH_BOX_STATE, blurred, dismissed, moved, type SearchBoxState, type SearchMessage } from "./search-box-model.ts";

export interface SearchStep {
  readonly state: SearchBoxState;
  /** Where to go, or null to stay. */
  readonly path: string | null;
}

/** The research's address-prefix endpoint answers at most ten addresses. */
export const MAX_SUGGESTIONS = 10;

/**
 * The prefix to complete for this text, or null when the text is not the start of an address or is
 * too short to be worth a request.
 *
 * @example
 * suggestionPrefix("  BC1PQYQS", "mainnet"); // "bc1pqyqs"
 * suggestionPrefix("800000", "mainnet");     // null
 */
export function suggestionPrefix(text: string, network: Network): string | null {
  const target = classifySearch(text, network);
  return target.kind === "address-prefix" && target.prefix.length >= MIN_ADDRESS_PREFIX_LENGTH ? target.prefix : null;
}

/**
 * The text changed: the message goes, and the list keeps only the suggestions that still match
 * (so it narrows at once while new ones load).
 */
export function typed(state: SearchBoxState, text: string, network: Network): SearchBoxState {
  const prefix = suggestionPrefix(text, network);
  const suggestions = prefix === null ? [] : state.suggestions.filter((address) => matchesPrefix(address, prefix));
  return { text, suggestions, open: suggestions.length > 0, active: -1, message: null };
}

/**
 * Completions for `prefix` arrived. Dropped if the text has moved on to another prefix; otherwise
 * kept after checking each one is a whole address of the network that starts with the prefix (the
 * answer comes from outside), without duplicates and at most {@link MAX_SUGGESTIONS}.
 */
export function suggestionsArrived(state: SearchBoxState, prefix: string, suggestions: readonly unknown[], network: Network): SearchBoxState {
  if (suggestionPrefix(state.text, network) !== prefix) return state;
  const checked: string[] = [];
  for (const candidate of Array.isArray(suggestions) ? suggestions : []) {
    if (checked.length === MAX_SUGGESTIONS) break;
    if (typeof candidate !== "string" || checked.includes(candidate) || !matchesPrefix(candidate, prefix)) continue;
    const target = classifySearch(candidate, network);
    if (target.kind === "address" && target.address === candidate) checked.push(candidate);
  }
  return { ...state, suggestions: checked, open: checked.length > 0, active: -1 };
}

/**
 * Enter or the search button: opens the highlighted suggestion if there is one, else what the text
 * points at. Input that leads nowhere keeps the text and explains why.
 */
export function submitted(state: SearchBoxState, network: Network, networkBase: string): SearchStep {
  const chosen = state.open && state.active >= 0 ? state.suggestions[state.active] : undefined;
  const target = classifySearch(chosen ?? state.text, network);
  const path = searchTargetPath(target, networkBase);
  if (path !== null) return { state: INITIAL_SEARCH_BOX_STATE, path };
  const message: SearchMessage = target.kind === "invalid" ? target.reason : "incomplete-address";
  return { state: { ...state, open: false, active: -1, message }, path: null };
}

/** A suggestion was clicked. */
export function picked(state: SearchBoxState, index: number, network: Network, networkBase: string): SearchStep {
  if (!Number.isInteger(index) || index < 0 || index >= state.suggestions.length) return { state, path: null };
  return submitted({ ...state, open: true, active: index }, network, networkBase);
}

/** Prefixes are normalised as addresses are written (bech32 lower case, base58 as is), so a plain comparison holds. */
const matchesPrefix = (address: string, prefix: string): boolean => address.startsWith(prefix);
