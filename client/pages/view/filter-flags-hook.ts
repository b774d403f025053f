/**
 * The pending block view's window hook (spec §2.11 "A window hook lets a tester set filter flags"):
 * `window.blocktideSetFilterFlags(flags, mode?)` selects the transaction filters of spec §3's table as
 * one flags value (a bigint, a whole number below 2^53 or a decimal string; 0 or null clears them),
 * optionally with how they combine ("and": every flag, "or": any). The menu shows the selection,
 * and the graph fades what it leaves out, as if the visitor had picked it. It returns the flags set.
 *
 * @example
 * window.blocktideSetFilterFlags(16384n);          // Taproot only → 16384n
 * window.blocktideSetFilterFlags("16385", "or");   // RBF enabled or Taproot
 * window.blocktideSetFilterFlags(null);            // no filter → 0n
 */
import { type Dispatch, type SetStateAction, useEffect } from "react";
import { describeInput } from "../../../shared/errors/describe-input.ts";
import type { GraphFilter } from "../../../shared/graph/graph-colours.ts";
import type { FilterMode } from "../../../shared/tables/flag-filter.ts";
import { parseFlags } from "../../../shared/tables/transaction-flags.ts";

/** The hook's name on `window`; the README documents it. */
export const FILTER_FLAGS_HOOK = "blocktideSetFilterFlags";

export type SetFilterFlags = (flags: bigint | number | string | null, mode?: FilterMode) => bigint;

declare global {
  interface Window {
    blocktideSetFilterFlags?: SetFilterFlags;
  }
}

/** What one call of the hook asks for: the new selection, and how it combines when given. */
export interface FilterRequest {
  readonly flags: bigint;
  readonly mode: FilterMode | undefined;
}

/**
 * Reads the hook's arguments. Throws InvalidFlagsError for flags that are no flags value, and a
 * TypeError for a mode other than "and" or "or", so a tester's typo fails loudly.
 *
 * @example
 * readFilterRequest("16384");     // { flags: 16384n, mode: undefined }
 * readFilterRequest(null, "or");  // { flags: 0n, mode: "or" }
 */
export function readFilterRequest(flags: unknown, mode?: unknown): FilterRequest {
  if (mode !== undefined && mode !== "and" && mode !== "or") throw new TypeError(`${FILTER_FLAGS_HOOK}: the mode must be "and" or "or", got ${describeInput(mode)}.`);
  return { flags: flags === null ? 0n : parseFlags(flags), mode };
}

/**
 * The filter after a request: its flags replace the selection, the mode stays unless it names one.
 *
 * @example
 * applyFilterRequest({ flags: 1n, mode: "or" }, { flags: 16384n, mode: undefined }); // { flags: 16384n, mode: "or" }
 */
export const applyFilterRequest = (current: GraphFilter, request: FilterRequest): GraphFilter => ({ flags: request.flags, mode: request.mode ?? current.mode });

/** Puts the hook on `window` while the view is shown; it drives the view's own filter state. */
export function useFilterFlagsHook(setFilter: Dispatch<SetStateAction<GraphFilter>>): void {
  useEffect(() => {
    const hook: SetFilterFlags = (flags, mode) => {
      // Read here, outside the state update, so the caller gets the error.
      const request = readFilterRequest(flags, mode);
      setFilter((current) => applyFilterRequest(current, request));
      return request.flags;
    };
    window[FILTER_FLAGS_HOOK] = hook;
    return () => {
      if (window[FILTER_FLAGS_HOOK] === hook) delete window[FILTER_FLAGS_HOOK];
    };
  }, [setFilter]);
}
