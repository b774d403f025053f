/**
 * The route match of the page shown, for pages that need more of it than their parameters: a
 * preview card reads which page it previews. The document resolves the path once and passes it on.
 *
 * @example
 * const { previews, route } = usePageMatch();
 */
import { createContext, useContext, type ReactNode } from "react";
import type { PageMatch } from "../../shared/network/resolve-route.ts";

const PageMatchContext = createContext<PageMatch | null>(null);

export function PageMatchProvider({ match, children }: { match: PageMatch; children: ReactNode }) {
  return <PageMatchContext.Provider value={match}>{children}</PageMatchContext.Provider>;
}

export function usePageMatch(): PageMatch {
  const match = useContext(PageMatchContext);
  if (match === null) throw new Error("usePageMatch() needs a <PageMatchProvider> above it; render pages through <Document>.");
  return match;
}
