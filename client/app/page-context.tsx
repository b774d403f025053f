import { createContext, useContext, type ReactNode } from "react";
import type { RoutePrefix } from "../../shared/network/route-prefix.ts";
import type { PageMatch } from "../../shared/network/resolve-route.ts";
import type { PageState } from "./page-state.ts";

export interface PageContextValue {
  readonly state: PageState;
  /** The language, preview and network read from the current path. */
  readonly route: RoutePrefix;
  /**
   * The page shown, as the document resolved its path (null: not found, or on its way elsewhere),
   * for pages that read more of it than their parameters: a preview card reads the page it previews.
   */
  readonly match?: PageMatch | null;
}

const PageContext = createContext<PageContextValue | null>(null);

export function PageProvider({ value, children }: { value: PageContextValue; children: ReactNode }) {
  return <PageContext.Provider value={value}>{children}</PageContext.Provider>;
}

export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (value === null) throw new Error("usePage() needs a <PageProvider> above it; render pages through <Document>.");
  return value;
}
