/**
 * The search box's state and the transitions that need no address rules (keys, focus), apart from
 * those rules (search-box-state.ts), whose checksum code loads only once someone searches.
 *
 * @example
 * moved(INITIAL_SEARCH_BOX_STATE, 1); // unchanged: no suggestions to move through
 */
import type { SearchInvalidReason } from "../../../shared/rules/search-target.ts";

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

export const INITIAL_SEARCH_BOX_STATE: SearchBoxState = { text: "", suggestions: [], open: false, active: -1, message: null };

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
