/**
 * The head values a page's data gives (its title and meta description, PageDataDefinition.head),
 * read from the data the document carries. The server has that data in its first render when the
 * loader answered before the shell (always for crawlers and polling displays, whose documents wait
 * for it: worker/ssr/render-document.tsx); the browser reads it back from the document, at once or
 * when the end of a streamed document arrives.
 * Data loaded later in the browser (a navigation) leaves the head to the route's title.
 * Pages whose facts are the live data (the home page) are described from the hub's bundle in the
 * same way: when the document was rendered with it.
 *
 * @example
 * const head = usePageHead(page, pageData, search);
 * head.description; // "Bitcoin block 840,000 (0000…): size 1.55 MB, weight 3.99 MWU, …"
 */
import { useEffect, useMemo, useState } from "react";
import type { PageMatch } from "../../shared/network/resolve-route.ts";
import type { Network } from "../../shared/network/networks.ts";
import type { PageId } from "../../shared/network/route-table.ts";
import { type Translate, useT } from "../i18n/i18n.tsx";
import { embeddedSnapshot } from "../live/init-snapshot.ts";
import type { LiveSnapshot } from "../live/live-state.ts";
import { homePageHead } from "../pages/home/home-head.ts";
import type { LiveSource } from "./live-gate.tsx";
import { usePage } from "./page-context.tsx";
import { type PageDataEntry, type PageDataSource, type PageHead, type PageHeadContext, pageDataParams, pageDataResult } from "./page-data.tsx";
import { loadedPageData } from "./routes.tsx";

const NO_HEAD: PageHead = {};

/**
 * The head of `page` from the document's entry when that entry is this page's data, loaded without
 * error; nothing otherwise (a page without a `head`, data of another page, a failed load).
 *
 * @example
 * pageHeadOf(viewBlockMatch, entry, "", "testnet", t).title; // "Block 1049980: 0000…"
 */
export function pageHeadOf(page: Pick<PageMatch, "page" | "params"> | null, entry: PageDataEntry | null, search: string, network: Network, t: Translate): PageHead {
  if (page === null || entry === null) return NO_HEAD;
  const definition = loadedPageData(page.page);
  if (definition?.head === undefined) return NO_HEAD;
  if (entry.key !== definition.key(pageDataParams(definition, page.params, new URLSearchParams(search)))) return NO_HEAD;
  const result = pageDataResult(entry, definition.parse);
  return result.status === "ready" ? definition.head(result.data, { network, t }) : NO_HEAD;
}

/** What the live heads read of a snapshot. */
export type LiveHeadFacts = Pick<LiveSnapshot, "tip" | "fees" | "mempoolInfo">;

/**
 * Pages whose facts are the live data, with the head each writes from the live snapshot. The block
 * wall and the clock show the live chain as the home page does, and their cards draw it the same way.
 */
const LIVE_HEADS: Readonly<Partial<Record<PageId, (facts: LiveHeadFacts, context: PageHeadContext) => PageHead>>> = {
  home: homePageHead,
  "view-blocks": homePageHead,
  clock: homePageHead,
};

/**
 * The head of `page` from the hub's bundle the document was rendered with; nothing for a page that
 * is not described by the live data, or a bundle still on its way or absent.
 *
 * @example
 * liveHeadOf({ page: "home" }, { bundle }, "mainnet", t).description; // "Bitcoin right now: …"
 */
export function liveHeadOf(page: Pick<PageMatch, "page"> | null, live: LiveSource, network: Network, t: Translate): PageHead {
  if (page === null || !("bundle" in live) || live.bundle === null || live.bundle === undefined) return NO_HEAD;
  return liveHeadOfSnapshot(page.page, embeddedSnapshot(live.bundle), network, t);
}

/**
 * The head of `page` from a live snapshot (the page's own or the live store's); nothing for a page
 * the live data does not describe.
 */
export function liveHeadOfSnapshot(page: PageId, facts: LiveHeadFacts, network: Network, t: Translate): PageHead {
  return LIVE_HEADS[page]?.(facts, { network, t }) ?? NO_HEAD;
}

/** The document's entry once it is known: the server's own, or the browser's when the document has ended. */
function useSettledEntry(source: PageDataSource): PageDataEntry | null {
  const [entry, setEntry] = useState<PageDataEntry | null>("entry" in source ? source.entry : null);
  useEffect(() => {
    if ("entry" in source) {
      setEntry(source.entry);
      return;
    }
    let current = true;
    void source.pending.then((settled) => current && setEntry(settled));
    return () => {
      current = false;
    };
  }, [source]);
  return entry;
}

/** The head values of the page shown, for the document's head (document.tsx). */
export function usePageHead(page: Pick<PageMatch, "page" | "params"> | null, source: PageDataSource, live: LiveSource, search: string): PageHead {
  const t = useT();
  const { route } = usePage();
  const entry = useSettledEntry(source);
  // The match is a new object on each render; its page and parameters say whether it changed (the
  // data is parsed again only then).
  const paramsText = page === null ? "" : JSON.stringify(page.params);
  return useMemo(
    () => {
      const fromData = pageHeadOf(page, entry, search, route.network, t);
      return fromData === NO_HEAD ? liveHeadOf(page, live, route.network, t) : fromData;
    },
    [page?.page, paramsText, entry, live, search, route.network, t], // eslint-disable-line react-hooks/exhaustive-deps
  );
}
