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
  type SearchInvalidReason,
  classifySearch,
  searchTargetPath,
} from "../../../shared/rules/search-target.ts";

/** What the inline message says: why the input leads nowhere. */
export type SearchMessage = SearchInvalidReason | "incomplete-address";

export interface SearchBoxState {
  readonly text: string;
  /** Completions of the current prefix, as returned (and checked). */
  readonly suggestions: readonly string[];
  /** The list is showing. */
  readonly open: boolean;
  /** Highlighted suggestion, -1 for none. */
  readonly active: number;
  /** Shown after a submit that led nowhere; cleared by typing. */
  readonly message: SearchMessage | null;
}

export interface SearchStep {
  readonly state: SearchBoxState;
  /** Where to go, or null to stay. */
  readonly path: string | null;
}

/** The research's address-prefix endpoint answers at most ten addresses. */
export const MAX_SUGGESTIONS = 10;

export const INITIAL_SEARCH_BOX_STATE: SearchBoxState = { text: "", suggestions: [], open: false, active: -1, message: null };

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
 * Arrow keys: down (1) or up (-1), wrapping around. On a closed list with suggestions, opens it at
 * the first (down) or last (up) one.
 */
export function moved(state: SearchBoxState, direction: 1 | -1): SearchBoxState {
  const count = state.suggestions.length;
  if (count === 0) return state;
  if (!state.open || state.active < 0) return { ...state, open: true, active: direction === 1 ? 0 : count - 1 };
  return { ...state, active: (state.active + direction + count) % count };
}

/** Escape: closes an open list, or clears the text when nothing is open. */
export function dismissed(state: SearchBoxState): SearchBoxState {
  if (state.open) return { ...state, open: false, active: -1 };
  return INITIAL_SEARCH_BOX_STATE;
}

/** Focus left the box: the list closes, the text and message stay. */
export function blurred(state: SearchBoxState): SearchBoxState {
  return state.open ? { ...state, open: false, active: -1 } : state;
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
