/**
 * Renders a page the way the worker does (client/server.tsx: the whole document, routed
 * statically), from a page-data entry and the captured mainnet init bundle, to a string.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { preloadPage, ServerDocument, type PageDataEntry, type PageState } from "../../../../client/server.tsx";
import { capturedBundle } from "../../live/live-builders.ts";
import { testPageState } from "../../../support/page-state.ts";

export const RENDERED_AT = 1_743_542_600_000;

const STATE: PageState = testPageState({ renderedAt: RENDERED_AT });

// The worker loads a page's own chunk before it renders; so does this render.
await preloadPage("tx");

export function renderPage(path: string, entry: PageDataEntry | null, bundle: unknown = capturedBundle()): string {
  return renderToString(createElement(ServerDocument, { url: new URL(path, "https://explorer.test"), state: STATE, live: { bundle }, pageData: { entry } }));
}

export { textOf } from "../../../support/html-text.ts";
