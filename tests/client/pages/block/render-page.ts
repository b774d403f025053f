/**
 * Renders a page component to HTML the way the worker does, without the document around it: the
 * router at `path`, the page context, English texts, a live store from `snapshot` and the page data
 * `entry`.
 *
 * @example
 * const html = renderPage(BlockPage, "/block/837045", { entry: { key: "block:837045", data: { block } }, snapshot });
 */
import { type ComponentType, createElement } from "react";
import { renderToString } from "react-dom/server";
import { Route, Routes, StaticRouter } from "react-router";
import { PageProvider } from "../../../../client/app/page-context.tsx";
import { PageDataProvider, type PageDataEntry } from "../../../../client/app/page-data.tsx";
import type { PageState } from "../../../../client/app/page-state.ts";
import { I18nProvider } from "../../../../client/i18n/i18n.tsx";
import { LiveProvider } from "../../../../client/live/live-provider.tsx";
import type { LiveSnapshot } from "../../../../client/live/live-state.ts";
import { FEATURE_FLAG_DEFAULTS } from "../../../../shared/network/feature-flags.ts";
import { parseRoutePrefix } from "../../../../shared/network/route-prefix.ts";
import { testPageState } from "../../../support/page-state.ts";

/** Half an hour after captured block 837045 was mined: ages read as minutes, not years. */
export const RENDERED_AT_MS = (1_711_853_470 + 1_800) * 1000;

export interface RenderOptions {
  readonly entry?: PageDataEntry | null;
  readonly snapshot: LiveSnapshot | null;
  /** The server's render time (ms); RENDERED_AT_MS unless given. */
  readonly renderedAt?: number;
}

const STATE: PageState = testPageState({ features: FEATURE_FLAG_DEFAULTS, renderedAt: RENDERED_AT_MS });

/** The page's pattern after the prefixes, e.g. "/block/:id". */
export function renderPage(page: ComponentType, pattern: string, path: string, { entry = null, snapshot, renderedAt }: RenderOptions): string {
  const state = renderedAt === undefined ? STATE : { ...STATE, renderedAt };
  const [pathname = "/", query = ""] = path.split("?");
  const route = parseRoutePrefix(pathname, state.base);
  const location = { pathname: route.rest, search: query === "" ? "" : `?${query}` };
  const routes = createElement(Routes, { location }, createElement(Route, { path: pattern, element: createElement(page) }));
  const data = createElement(PageDataProvider, { source: { entry }, children: routes });
  const live = createElement(LiveProvider, { snapshot, network: route.network, networkBase: route.networkBase, children: data });
  const texts = createElement(I18nProvider, { language: "en", children: live });
  return renderToString(createElement(StaticRouter, { location: path }, createElement(PageProvider, { value: { state, route }, children: texts })));
}

export { textOf } from "../../../support/html-text.ts";
