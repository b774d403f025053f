/**
 * The data a page is about (a block, a transaction, an address), loaded the same way on both sides.
 * The worker runs the page's loader against its own API before rendering, so the page streams with
 * its data and crawlers get it complete; the result travels in the document as inert JSON, so
 * hydration needs no request; a navigation in the browser runs the same loader through the API.
 *
 * @example
 * export const blockData = definePageData({
 *   key: ({ id }) => `block:${id}`,
 *   load: async ({ id }, api) => readBlock(await (await api(`/api/v1/block/${id}`)).json()),
 *   parse: readBlock,
 * });
 * const result = usePageData(blockData, params); // { status: "ready", data } | { status: "loading" } | { status: "error", … }
 */
import { createContext, use, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import type { RouteParams } from "../../shared/network/route-table.ts";
import type { FeatureFlags } from "../../shared/network/feature-flags.ts";
import type { Network } from "../../shared/network/networks.ts";
import { ApiError, apiFetch } from "../api/api-fetch.ts";
import type { Translate } from "../i18n/i18n.tsx";
import { usePage } from "./page-context.tsx";
import { jsonForScript, readEmbeddedJson } from "./inline-json.ts";

/** GETs an `/api/…` path of the page's network; rejects with ApiError for an answer that is not ok. */
export type ApiGet = (path: string) => Promise<Response>;

/**
 * The answer to `path`, read by `read`. A body that is not JSON is as unreadable as JSON of the
 * wrong shape: both reject with a 502 ApiError naming `what` (e.g. "this pool's blocks").
 *
 * @example
 * const blocks = await readApiAnswer(api, "/api/v1/blocks", readBlocks, "the latest blocks");
 */
export async function readApiAnswer<T>(api: ApiGet, path: string, read: (json: unknown) => T | undefined, what: string): Promise<T> {
  const value = read(await (await api(path)).json().catch(() => undefined));
  if (value === undefined) throw new ApiError(502, path, `The backend's answer for ${what} is not one the explorer can read.`);
  return value;
}

/**
 * Where a loader runs: the page's network and the build's feature flags, for data that exists only on
 * some networks or with some features (a block's audit: spec §1, §2.8); and on which side, for data
 * only a page without a socket needs (a projected block's list, which the browser's socket brings).
 */
export interface PageDataSite {
  readonly network: Network;
  readonly features: FeatureFlags;
  readonly side: "server" | "browser";
}

/** What a page's head is written for: the page's network, in the page's language. */
export interface PageHeadContext {
  readonly network: Network;
  readonly t: Translate;
}

/** What a page's data puts in the document's head, beside the route's own title (document.tsx). */
export interface PageHead {
  /** The page part of the title, instead of the route table's name ("Block 840000: 0000…"). */
  readonly title?: string;
  /** The `<meta name="description">` text. */
  readonly description?: string;
}

export interface PageDataDefinition<T> {
  /** Names the data of one page view: a different key on navigation means new data to load. */
  readonly key: (params: RouteParams) => string;
  readonly load: (params: RouteParams, api: ApiGet, site: PageDataSite) => Promise<T>;
  /** Checks data read back from the document (it is outside our control) and returns it typed. */
  readonly parse: (json: unknown) => T;
  /**
   * The form the data travels in, when it is not the data itself (e.g. transactions as tuples, a
   * third of their JSON); `parse` reads that form back. Loaded data always goes through `parse`.
   */
  pack?(data: T): unknown;
  /**
   * Query parameters the loader reads besides the route's (e.g. `period` of /mining?period=1m):
   * pageDataParams passes them in `params` under their own names, so the worker loads what the
   * address asks for. Read them in `key` too, through the same parser as `load`.
   */
  readonly query?: readonly string[];
  /**
   * The head's title and description from the loaded data. The server renders them when the data is
   * there before the first byte (always for crawlers and polling displays); the browser once the
   * document's data is read.
   */
  head?(data: T, context: PageHeadContext): PageHead;
}

export const definePageData = <T,>(definition: PageDataDefinition<T>): PageDataDefinition<T> => definition;

/**
 * The parameters a page's loader gets: the route's, plus the query parameters its definition names
 * (absent ones are left out; a route parameter wins over a query one of the same name).
 *
 * @example
 * pageDataParams(miningPageData, {}, new URLSearchParams("period=1m&x=1")); // { period: "1m" }
 */
export function pageDataParams(
  definition: Pick<PageDataDefinition<unknown>, "query">,
  routeParams: RouteParams,
  search: { get(name: string): string | null },
): RouteParams {
  const params: Record<string, string> = {};
  for (const name of definition.query ?? []) {
    const value = search.get(name);
    if (value !== null) params[name] = value;
  }
  return { ...params, ...routeParams };
}

/** A loader's outcome as it travels in the document. */
export type PageDataEntry =
  | { readonly key: string; readonly data: unknown }
  | { readonly key: string; readonly error: { readonly status: number; readonly message: string } };

export type PageDataResult<T> =
  | { readonly status: "loading" }
  | { readonly status: "ready"; readonly data: T }
  | { readonly status: "error"; readonly code: number; readonly message: string };

/** The server's pending entry, or the one the browser read from the document (null: the page has none). */
export type PageDataSource = { readonly pending: Promise<PageDataEntry | null> } | { readonly entry: PageDataEntry | null };

export const PAGE_DATA_ELEMENT_ID = "blocktide-page-data";

/** Runs a loader and turns its failure into an entry, so a missing block is a page, not a crash. */
export async function loadPageDataEntry<T>(definition: PageDataDefinition<T>, params: RouteParams, api: ApiGet, site: PageDataSite): Promise<PageDataEntry> {
  const key = definition.key(params);
  try {
    const data = await definition.load(params, api, site);
    return { key, data: definition.pack === undefined ? data : definition.pack(data) };
  } catch (error) {
    return { key, error: describeFailure(error) };
  }
}

function describeFailure(error: unknown): { status: number; message: string } {
  if (error instanceof ApiError) return { status: error.status, message: error.message };
  console.error("page data: the loader failed", error);
  return { status: 500, message: error instanceof Error ? error.message : String(error) };
}

const PageDataContext = createContext<PageDataSource>({ entry: null });

export function PageDataProvider({ source, children }: { source: PageDataSource; children: ReactNode }) {
  return <PageDataContext.Provider value={source}>{children}</PageDataContext.Provider>;
}

/** The entry of the document (or, on the server, of the loader once it finished). */
function useSourceEntry(): PageDataEntry | null {
  const source = useContext(PageDataContext);
  return "pending" in source ? use(source.pending) : source.entry;
}

/** Embeds the server's entry for the browser; renders after the page, inside the same boundary. */
export function PageDataScript() {
  const entry = useSourceEntry();
  if (entry === null) return null;
  return <script id={PAGE_DATA_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: jsonForScript(entry) }} />;
}

/** The entry a server-rendered document carries, if any. */
export function readEmbeddedPageData(document: Document): PageDataSource {
  const read = (): PageDataEntry | null => toEntry(readEmbeddedJson(document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent));
  // The entry script is async and may run before the end of a streamed document has arrived.
  if (document.readyState !== "loading") return { entry: read() };
  return { pending: new Promise((resolve) => document.addEventListener("DOMContentLoaded", () => resolve(read()), { once: true })) };
}

function toEntry(value: unknown): PageDataEntry | null {
  if (typeof value !== "object" || value === null || typeof (value as { key?: unknown }).key !== "string") return null;
  const { key, data, error } = value as { key: string; data?: unknown; error?: { status?: unknown; message?: unknown } };
  if (error !== undefined) {
    const status = typeof error.status === "number" ? error.status : 500;
    return { key, error: { status, message: typeof error.message === "string" ? error.message : "" } };
  }
  return { key, data };
}

/** The browser's API for loaders and later loads: the network of the address bar, errors as ApiError. */
export const browserApi: ApiGet = (path) => apiFetch(path, { headers: { accept: "application/json" } });

/**
 * The outcome an entry stands for, checked by `parse`.
 *
 * @example
 * pageDataResult({ key: "block:5", error: { status: 404, message: "Block not found" } }, readBlockPageData);
 * // { status: "error", code: 404, message: "Block not found" }
 */
export function pageDataResult<T>(entry: PageDataEntry, parse: (json: unknown) => T): PageDataResult<T> {
  if ("error" in entry) return { status: "error", code: entry.error.status, message: entry.error.message };
  try {
    return { status: "ready", data: parse(entry.data) };
  } catch (error) {
    return { status: "error", code: 500, message: error instanceof Error ? error.message : String(error) };
  }
}

interface PageDataState<T> {
  readonly key: string;
  readonly result: PageDataResult<T>;
  /** Bumped by reload(); the data shown stays until the new answer replaces it. */
  readonly wanted: number;
  readonly loaded: number;
}

/**
 * The data of the page's current parameters: at once when the document carries it (the server's
 * render and hydration agree), otherwise loaded in the browser, again whenever the key changes.
 * `reload()` asks again in the background (e.g. after a live event says the data changed).
 */
export function usePageData<T>(definition: PageDataDefinition<T>, params: RouteParams): PageDataResult<T> & { reload: () => void } {
  const key = definition.key(params);
  const sourceEntry = useSourceEntry();
  const { state: pageState, route } = usePage();
  const site: PageDataSite = { network: route.network, features: pageState.features, side: "browser" };
  const [state, setState] = useState<PageDataState<T>>(() => ({
    key,
    result: sourceEntry !== null && sourceEntry.key === key ? pageDataResult(sourceEntry, definition.parse) : { status: "loading" },
    wanted: 0,
    loaded: 0,
  }));
  const current: PageDataState<T> = state.key === key ? state : { key, result: { status: "loading" }, wanted: 0, loaded: 0 };
  const needsLoad = current.result.status === "loading" || current.wanted !== current.loaded;

  useEffect(() => {
    if (!needsLoad) return;
    let cancelled = false;
    const wanted = current.wanted;
    void loadPageDataEntry(definition, params, browserApi, site).then((entry) => {
      if (cancelled) return;
      setState((previous) => ({ key, result: pageDataResult(entry, definition.parse), wanted: Math.max(wanted, previous.key === key ? previous.wanted : 0), loaded: wanted }));
    });
    return () => {
      cancelled = true;
    };
    // params are read through key: the key names exactly what the loader asks for (the site is the page's own).
  }, [key, needsLoad, current.wanted]); // eslint-disable-line react-hooks/exhaustive-deps

  const reload = useCallback(
    () => setState((previous) => (previous.key === key ? { ...previous, wanted: previous.wanted + 1 } : previous)),
    [key],
  );
  return { ...current.result, reload };
}
