/**
 * The client's surface for the worker: the same document the browser hydrates, routed statically.
 * The worker imports this file only, never the app's internals.
 */
import { StaticRouter } from "react-router";
import { Document } from "./app/document.tsx";
import type { PageState } from "./app/page-state.ts";
import type { LiveSource } from "./app/live-gate.tsx";

export { isKnownPage } from "./app/routes.tsx";
export type { PageState } from "./app/page-state.ts";
export type { LiveSource } from "./app/live-gate.tsx";

export function ServerDocument({ url, state, live }: { url: URL; state: PageState; live: LiveSource }) {
  return (
    <StaticRouter location={url.pathname + url.search}>
      <Document state={state} live={live} />
    </StaticRouter>
  );
}
