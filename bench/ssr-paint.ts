/**
 * Paint timings of a page in headless Chromium (Debian's, driven by playwright-core): each run
 * loads the page in a new browser context (empty cache, no cookies), waits until the network is
 * idle and the page has hydrated, then reads the largest contentful paint (the last buffered
 * `largest-contentful-paint` entry, as no input has ended the search) and the first contentful
 * paint, both from navigation start.
 *
 * @example
 * const runs = await measurePaint("http://127.0.0.1:8787/", 5);
 * runs[0]; // { lcpMs: 212.4, fcpMs: 180.1, lcpElement: "div.strip-block", scripts: [...], stylesheets: [...] }
 */
import type { Browser } from "playwright-core";
import { launchChromium } from "../tests/browser/chromium.ts";

/** The app marks the document once React has hydrated it (client/app/document.tsx). */
const HYDRATED_SELECTOR = "html[data-hydrated='true']";
const PAGE_TIMEOUT_MS = 30_000;
/** How long the page script waits for buffered paint entries before it reports there are none. */
const ENTRY_WAIT_MS = 5_000;

export interface PaintRun {
  readonly lcpMs: number;
  readonly fcpMs: number;
  /** The LCP element as `tag.class1.class2`, or `tag` (an image also gets its url). */
  readonly lcpElement: string;
  /** Script and stylesheet paths the page requested (same origin, path only). */
  readonly scripts: readonly string[];
  readonly stylesheets: readonly string[];
}

interface PagePaint {
  readonly lcpMs: number | null;
  readonly fcpMs: number | null;
  readonly element: string;
}

/**
 * Runs in the page. Written as source text so the bundler that runs this file (tsx) cannot add
 * helpers to it that the page would not have.
 */
const READ_PAINT = `new Promise((resolve) => {
  const fcp = performance.getEntriesByName("first-contentful-paint")[0];
  const done = (entry) => {
    const el = entry && entry.element;
    const element = el ? el.tagName.toLowerCase() + [...el.classList].map((c) => "." + c).join("") + (entry.url ? " " + entry.url : "") : "(none)";
    resolve({ lcpMs: entry ? entry.startTime : null, fcpMs: fcp ? fcp.startTime : null, element });
  };
  const timer = setTimeout(() => done(undefined), ${ENTRY_WAIT_MS});
  new PerformanceObserver((list, observer) => {
    const entries = list.getEntries();
    observer.disconnect();
    clearTimeout(timer);
    done(entries[entries.length - 1]);
  }).observe({ type: "largest-contentful-paint", buffered: true });
})`;

/** `runs` fresh loads of `url`, one after another. */
export async function measurePaint(url: string, runs: number): Promise<PaintRun[]> {
  const browser = await launchChromium();
  try {
    const results: PaintRun[] = [];
    for (let i = 0; i < runs; i += 1) results.push(await loadOnce(browser, url));
    return results;
  } finally {
    await browser.close();
  }
}

async function loadOnce(browser: Browser, url: string): Promise<PaintRun> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const origin = new URL(url).origin;
    const scripts: string[] = [];
    const stylesheets: string[] = [];
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    page.on("request", (req) => {
      const requested = new URL(req.url());
      if (requested.origin !== origin) return;
      if (req.resourceType() === "script") scripts.push(requested.pathname);
      if (req.resourceType() === "stylesheet") stylesheets.push(requested.pathname);
    });
    const response = await page.goto(url, { waitUntil: "networkidle", timeout: PAGE_TIMEOUT_MS });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? "nothing"} in Chromium.`);
    await page.waitForSelector(HYDRATED_SELECTOR, { timeout: PAGE_TIMEOUT_MS, state: "attached" });
    if (pageErrors.length > 0) throw new Error(`${url} threw in Chromium: ${pageErrors.join("; ")}`);
    const paint = (await page.evaluate(READ_PAINT)) as PagePaint;
    if (paint.lcpMs === null || paint.fcpMs === null) {
      throw new Error(`${url}: Chromium reported no ${paint.lcpMs === null ? "largest" : "first"} contentful paint.`);
    }
    return { lcpMs: paint.lcpMs, fcpMs: paint.fcpMs, lcpElement: paint.element, scripts, stylesheets };
  } finally {
    await context.close();
  }
}
