/**
 * A page rendered in the last second, kept by the isolate so that a burst of visitors to the same
 * address (a link shared widely, a kiosk fleet, the home page) costs one render a second. Its data
 * is at most that old — the same age as the hub bundle it was made from (live-bundle.ts) — and the
 * browser's socket brings it up to date at once. Only pages rendered in one piece are kept: their
 * data was all there before the first byte.
 *
 * A page rendered in one piece for polling displays or crawlers is also shared while it renders: a
 * fleet asking at the same moment waits for the one render under way rather than each starting its
 * own (a render that waits for its data takes longer than the second it is kept). The wait is
 * bounded, since another request's work can be cancelled with it (its visitor gone).
 */
import { BUNDLE_REUSE_MS } from "./live-bundle.ts";

export const PAGE_REUSE_MS = BUNDLE_REUSE_MS;
/** Distinct addresses kept per isolate; the oldest goes first. */
export const MAX_KEPT_PAGES = 64;

export interface RenderedPage {
  readonly status: number;
  readonly html: string;
  /** The script nonce `html` was rendered with: every reuse swaps in its own (replayedHtml). */
  readonly nonce: string;
}

/**
 * The kept page's HTML with `nonce` in place of the one it was rendered with, so no two responses
 * share a nonce (worker/security-headers.ts). The old one is 128 random bits that first left the worker
 * in this very page, whose data was all in before its first byte (only such pages are kept): nothing
 * the page shows can contain it, so only the nonce attributes change.
 *
 * @example
 * replayedHtml({ status: 200, html: '<script nonce="a1">', nonce: "a1" }, "b2"); // '<script nonce="b2">'
 */
export const replayedHtml = (page: RenderedPage, nonce: string): string => page.html.replaceAll(page.nonce, nonce);

interface KeptPage extends RenderedPage {
  readonly at: number;
}

const kept = new Map<string, KeptPage>();

/** How long a request waits for another's render of the same page before it renders its own. */
export const SHARED_RENDER_WAIT_MS = 10_000;

/** Renders under way, by key: each settles with the page, or undefined when none came of it. */
const rendering = new Map<string, Promise<RenderedPage | undefined>>();

/** The render of `key` under way, if any (look, then claim at once: nothing may come between). */
export const renderUnderWay = (key: string): Promise<RenderedPage | undefined> | undefined => rendering.get(key);

/** The page of a render under way, or undefined when none comes of it within `waitMs`. */
export async function awaitRender(under: Promise<RenderedPage | undefined>, waitMs = SHARED_RENDER_WAIT_MS): Promise<RenderedPage | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), waitMs);
  });
  try {
    return await Promise.race([under, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Announces a render of `key`, which others may wait for (awaitRender): settle it with the page
 * once its whole HTML is read, or with undefined when none comes. The first settlement counts; one
 * never made lapses after SHARED_RENDER_WAIT_MS.
 *
 * @example
 * const claim = claimRender(key);
 * claim.settle({ status: 200, html });
 */
export function claimRender(key: string): { readonly settle: (page: RenderedPage | undefined) => void } {
  let resolve: (page: RenderedPage | undefined) => void = () => undefined;
  const promise = new Promise<RenderedPage | undefined>((settled) => {
    resolve = settled;
  });
  const lapse: ReturnType<typeof setTimeout> = setTimeout(() => settle(undefined), SHARED_RENDER_WAIT_MS);
  const settle = (page: RenderedPage | undefined): void => {
    clearTimeout(lapse);
    if (rendering.get(key) === promise) rendering.delete(key);
    resolve(page);
  };
  rendering.set(key, promise);
  return { settle };
}

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
