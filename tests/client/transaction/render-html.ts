/**
 * Server rendering for the transaction component tests: the markup, its visible text, and its links.
 *
 * @example
 * const html = render(createElement(TransactionList, props));
 * links(html).filter((link) => link.href.startsWith("/tx/"));
 */
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";

export const render = (element: ReactElement): string => renderToString(element);

const decode = (text: string): string =>
  text.replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#x27;/g, "'");

/** Visible and screen-reader text, one space between elements. */
export const text = (html: string): string => decode(html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim());

export interface RenderedLink {
  readonly href: string;
  readonly text: string;
  readonly className: string;
}

/** Every anchor, in document order. */
export function links(html: string): RenderedLink[] {
  return [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/gs)].map(([, attributes = "", inner = ""]) => ({
    href: decode(/href="([^"]*)"/.exec(attributes)?.[1] ?? ""),
    className: /class="([^"]*)"/.exec(attributes)?.[1] ?? "",
    text: text(inner),
  }));
}

/** How many elements carry `className` among their classes. */
export const countClass = (html: string, className: string): number =>
  [...html.matchAll(/class="([^"]*)"/g)].filter(([, classes = ""]) => classes.split(" ").includes(className)).length;
