/**
 * What the browser tests read off a Blocktide page: hydration, console problems, the blockchain
 * strip's blocks and pointer, navigations, and screenshots kept for a person to look at.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BrowserContext, Locator, Page, Request, Route } from "playwright-core";

/** test-results/ is gitignored: screenshots land there for a person to look at after a run. */
export const SCREENSHOT_DIR = fileURLToPath(new URL("../../test-results/browser/", import.meta.url));

const HYDRATION_TIMEOUT_MS = 15_000;

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path });
  return path;
}

/**
 * Waits until no block is sliding in and the strip is neither flipping nor gliding, so a screenshot
 * or a position shows where things come to rest.
 */
export async function waitForStripAtRest(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector(".chain-strip.is-flipping, .chain-strip.is-settling, .chain-block.is-arriving") === null,
    undefined,
    { timeout: 10_000, polling: 100 },
  );
}

/**
 * Console errors and warnings (React reports hydration mismatches as console errors) and uncaught
 * exceptions, from now on.
 */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/**
 * ARIA and label references to ids that are not on the page, as "attribute → id". A client whose
 * ids differ from the server's (a component tree that does not match on hydration) leaves elements
 * it creates later pointing at ids that only it would have rendered.
 */
export function danglingIdReferences(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const attributes = ["aria-labelledby", "aria-describedby", "aria-controls", "aria-activedescendant", "for"];
    const dangling: string[] = [];
    for (const attribute of attributes) {
      for (const element of document.querySelectorAll(`[${attribute}]`)) {
        for (const id of (element.getAttribute(attribute) ?? "").split(/\s+/).filter(Boolean)) {
          if (document.getElementById(id) === null) dangling.push(`${element.tagName.toLowerCase()}[${attribute}] → ${id}`);
        }
      }
    }
    return dangling;
  });
}

/**
 * Opens `url` and waits until the client has hydrated the server's markup. A load that times out
 * names the requests still open, so a failure says whether the document or a resource hung.
 */
export async function openHydrated(page: Page, url: string): Promise<void> {
  const open = new Set<Request>();
  const started = (request: Request) => open.add(request);
  const ended = (request: Request) => open.delete(request);
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  try {
    await page.goto(url);
  } catch (error) {
    const waiting = [...open].map((request) => request.url()).join(", ") || "nothing";
    throw new Error(`${url} did not load; still open: ${waiting}`, { cause: error });
  } finally {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
  await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector("html[data-hydrated='true']", { timeout: HYDRATION_TIMEOUT_MS });
}

/** Every URL the main frame moved to, same-document (history API) moves included. */
export function recordNavigations(page: Page): string[] {
  const urls: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

/**
 * Ctrl-clicks `point` of `page` (a graph's square, a link) and waits until the tab it opens shows
 * `url`; the page itself stays where it was (spec §2.6: a modifier opens a new tab). Closes the tab.
 *
 * The tab's document is answered here, not by the dev server: Playwright reports a new tab only once
 * its first document has arrived and committed, so waiting for the tab would otherwise mean waiting
 * for the server to render a second page, which on a loaded machine has no bound (a CI run timed out
 * on it). That page has tests of its own; this one is about where the click leads.
 */
export async function expectCtrlClickOpensTab(context: BrowserContext, page: Page, point: { x: number; y: number }, url: string): Promise<void> {
  const before = page.url();
  const isTab = (address: URL): boolean => address.href === url;
  const answerTab = (route: Route): Promise<void> => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Opened by a ctrl-click</title>" });
  await context.route(isTab, answerTab);
  try {
    const opened = context.waitForEvent("page");
    await page.keyboard.down("Control");
    await page.mouse.click(point.x, point.y);
    await page.keyboard.up("Control");
    const tab = await opened;
    await tab.waitForURL(url, { waitUntil: "commit" });
    if (page.url() !== before) throw new Error(`A ctrl-click moved the page itself from ${before} to ${page.url()}.`);
    await tab.close();
  } finally {
    // The test goes on to open `url` for real, in the page itself.
    await context.unroute(isTab, answerTab);
  }
}

export const stripRegion = (page: Page): Locator => page.getByRole("region", { name: "Blockchain" });
export const confirmedBlockLinks = (page: Page): Locator => stripRegion(page).getByRole("list", { name: "Recent blocks" }).getByRole("link");
export const projectedBlockLinks = (page: Page): Locator => stripRegion(page).getByRole("list", { name: "Upcoming blocks" }).getByRole("link");
export const flipButton = (page: Page): Locator => stripRegion(page).getByRole("button", { name: "Flip the time direction" });

export interface ShownBlock {
  readonly height: number;
  /** From the block's link, /…/block/{hash}. */
  readonly hash: string;
  readonly href: string;
}

/** The confirmed blocks the strip shows, newest first, read from their links' names and targets. */
export async function shownConfirmedBlocks(page: Page): Promise<ShownBlock[]> {
  const links = await confirmedBlockLinks(page).evaluateAll((elements) =>
    elements.map((element) => ({ label: element.getAttribute("aria-label") ?? "", href: element.getAttribute("href") ?? "" })),
  );
  return links.map(({ label, href }) => readShownBlock(label, href));
}

function readShownBlock(label: string, href: string): ShownBlock {
  const height = /^Block (\d+),/.exec(label)?.[1];
  const hash = /\/block\/([0-9a-f]{64})$/.exec(href)?.[1];
  if (height === undefined || hash === undefined) throw new Error(`A confirmed block link without a height or hash: "${label}" → ${href}`);
  return { height: Number(height), hash, href };
}

/**
 * Waits until the strip's newest confirmed block is higher than `height` and returns it. While the
 * strip shows placeholders it has no newest block, and the wait goes on.
 */
export async function waitForNewestAbove(page: Page, height: number, timeoutMs: number): Promise<ShownBlock> {
  const handle = await page.waitForFunction(
    (above) => {
      const link = document.querySelector('section[aria-label="Blockchain"] ol[aria-label="Recent blocks"] a[aria-label^="Block "]');
      const label = link?.getAttribute("aria-label") ?? "";
      const shown = Number(/^Block (\d+),/.exec(label)?.[1] ?? -1);
      return shown > above ? { label, href: link?.getAttribute("href") ?? "" } : false;
    },
    height,
    { timeout: timeoutMs, polling: 100 },
  );
  const { label, href } = (await handle.jsonValue()) as { label: string; href: string };
  return readShownBlock(label, href);
}

/**
 * The strip's pointed-at block as its name starts ("Block 1049950", "Projected block 1"), or null
 * when the pointer is not shown.
 */
export async function markedBlockName(page: Page): Promise<string | null> {
  const marked = stripRegion(page).locator("a[aria-current='true']");
  const labels = await marked.evaluateAll((elements) => elements.map((element) => element.getAttribute("aria-label") ?? ""));
  if (labels.length > 1) throw new Error(`More than one block is marked: ${labels.join(" | ")}`);
  return labels[0] === undefined ? null : labels[0].split(",")[0]!;
}

export interface Span {
  readonly left: number;
  readonly right: number;
  readonly centre: number;
}

/** Where an element sits horizontally on the page. */
export async function horizontalSpan(locator: Locator): Promise<Span> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error(`${String(locator)} is not on the page.`);
  return { left: box.x, right: box.x + box.width, centre: box.x + box.width / 2 };
}

/** JSON from the explorer's API, as a test's own client (not through the page). */
export async function apiJson<T>(baseURL: string, path: string): Promise<T> {
  const response = await fetch(`${baseURL}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function apiText(baseURL: string, path: string): Promise<string> {
  const response = await fetch(`${baseURL}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return response.text();
}
