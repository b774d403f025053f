/**
 * The client's surface for the worker: the same document the browser hydrates, routed statically.
 * The worker imports this file only, never the app's internals.
 */
import { StaticRouter } from "react-router";
import { Document } from "./app/document.tsx";
import type { PageState } from "./app/page-state.ts";
import type { LiveSource } from "./app/live-gate.tsx";
import type { PageDataSource } from "./app/page-data.tsx";
// One isolate renders every page: all areas' texts, where the browser loads each with its chunk.
import "./i18n/page-texts/all.ts";

export { isKnownPage } from "./app/routes.tsx";
export type { PageState } from "./app/page-state.ts";
export type { LiveSource } from "./app/live-gate.tsx";
export { loadPageData, pageChunkSource, preloadPage } from "./app/routes.tsx";
export { loadPageDataEntry, pageDataParams, type ApiGet, type PageDataEntry, type PageDataSource } from "./app/page-data.tsx";
export { apiFetch, type ApiClientContext } from "./api/api-fetch.ts";

export function ServerDocument({ url, state, live, pageData }: { url: URL; state: PageState; live: LiveSource; pageData: PageDataSource }) {
  return (
    <StaticRouter location={url.pathname + url.search}>
      <Document state={state} live={live} pageData={pageData} />
    </StaticRouter>
  );
}
