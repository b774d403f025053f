/**
 * A page rendered in the last second, kept by the isolate so that a burst of visitors to the same
 * address (a link shared widely, a kiosk fleet, the home page) costs one render a second. Its data
 * is at most that old — the same age as the hub bundle it was made from (live-bundle.ts) — and the
 * browser's socket brings it up to date at once. Only pages rendered in one piece are kept: their
 * data was all there before the first byte.
 */
import { BUNDLE_REUSE_MS } from "./live-bundle.ts";

export const PAGE_REUSE_MS = BUNDLE_REUSE_MS;
/** Distinct addresses kept per isolate; the oldest goes first. */
export const MAX_KEPT_PAGES = 64;

export interface RenderedPage {
  readonly status: number;
  readonly html: string;
}

interface KeptPage extends RenderedPage {
  readonly at: number;
}

const kept = new Map<string, KeptPage>();

/** The page kept for `key` if it is recent enough. */
export function reusablePage(key: string, now = Date.now()): RenderedPage | undefined {
  const page = kept.get(key);
  if (page === undefined) return undefined;
  if (now - page.at >= PAGE_REUSE_MS) {
    kept.delete(key);
    return undefined;
  }
  return page;
}

export function keepPage(key: string, page: RenderedPage, now = Date.now()): void {
  kept.delete(key);
  kept.set(key, { ...page, at: now });
  // Maps iterate in insertion order: the first key is the oldest.
  while (kept.size > MAX_KEPT_PAGES) kept.delete(kept.keys().next().value!);
}
