/**
 * The graph resolution of a kiosk view (spec §2.8, §2.11, §5, §9): with `?autofit=true` the value
 * from 64 to 96 that best divides the window's smaller side, recomputed as the window changes;
 * otherwise the view's default. The server and the hydrating render use the default (the window is
 * not known there); the graph lays itself out again once it is.
 *
 * @example
 * const resolution = useViewResolution(BLOCK_VIEW_RESOLUTION_CELLS); // 72 in a 1920×1080 window with autofit=true
 */
import { useSearchParams } from "react-router";
import { autofitResolution } from "../../../shared/params/autofit.ts";
import { flagParam } from "../../../shared/params/query-integer.ts";
import { useViewportSize } from "../../app/use-viewport-size.ts";

/** The query parameter of spec §2.8 and §2.11; only the exact text "true" turns it on. */
export const AUTOFIT_QUERY = "autofit";

export function useViewResolution(defaultCells: number): number {
  const [search] = useSearchParams();
  const viewport = useViewportSize();
  const autofit = flagParam(search.get(AUTOFIT_QUERY), false);
  return autofit && viewport !== null ? autofitResolution(viewport.width, viewport.height) : defaultCells;
}
