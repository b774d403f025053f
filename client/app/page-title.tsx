/**
 * Titles that depend on a page's data: the route table titles a page from its route parameters
 * ("Block {id}" with a hash for id), and a page that has loaded its data may name better values
 * ("Block 1,049,979"). The head reads them from here, so the title stays one element React owns.
 *
 * The server renders the route's title and the first browser render agrees with it; the page's
 * values apply right after hydration, and leave with the page.
 *
 * @example
 * usePageTitleParams(block === null ? null : { id: formatNumber(block.height, "1.0-0") });
 */
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import type { RouteParams } from "../../shared/network/route-table.ts";

/** Title values a page set for the path it was rendered at. */
export interface TitleOverride {
  readonly pathname: string;
  readonly params: RouteParams;
}

interface TitleOverrideContextValue {
  readonly override: TitleOverride | null;
  readonly setOverride: (next: (current: TitleOverride | null) => TitleOverride | null) => void;
}

const TitleOverrideContext = createContext<TitleOverrideContextValue | null>(null);

export function TitleOverrideProvider({ children }: { children: ReactNode }) {
  const [override, setOverride] = useState<TitleOverride | null>(null);
  const value = useMemo(() => ({ override, setOverride }), [override]);
  return <TitleOverrideContext.Provider value={value}>{children}</TitleOverrideContext.Provider>;
}

/**
 * The title parameters for `pathname`: the route's own, with what the page shown there set on top.
 * Values set for another path (the page navigated away from) are ignored.
 */
export function useTitleParams(pathname: string, routeParams: RouteParams): RouteParams {
  const override = useContext(TitleOverrideContext)?.override ?? null;
  return override !== null && override.pathname === pathname ? { ...routeParams, ...override.params } : routeParams;
}

/** Sets the page's title values while it is shown; null keeps the route's (e.g. while loading). */
export function usePageTitleParams(params: RouteParams | null): void {
  const setOverride = useContext(TitleOverrideContext)?.setOverride;
  const { pathname } = useLocation();
  // Compared by value: pages pass a fresh object each render.
  const serialized = params === null ? null : JSON.stringify(params);
  useEffect(() => {
    if (setOverride === undefined || serialized === null) return;
    const mine: TitleOverride = { pathname, params: JSON.parse(serialized) as RouteParams };
    setOverride(() => mine);
    return () => setOverride((current) => (current === mine ? null : current));
  }, [setOverride, pathname, serialized]);
}
