/**
 * Drives the graph harness page in headless Chromium (playwright-core, Debian's Chromium with
 * SwiftShader's software WebGL): opens it at a viewport size, reads back pixels from a screenshot,
 * and checks that every probed square is drawn in its expected colour.
 *
 * @example
 * const browser = await launchGraphChromium({ uncappedFrames: true });
 * const page = await openHarness(browser, harness.url, { width: 1440, height: 900 });
 * const misses = await checkProbes(page, 40); // [] when every square has its colour
 */
import { type Browser, type Page, chromium } from "playwright-core";
import { chromiumPath } from "../tests/browser/chromium.ts";
import type { FrameAction, FrameRecord, Probe } from "./graph-harness.ts";

export interface Viewport {
  readonly width: number;
  readonly height: number;
  readonly deviceScaleFactor?: number;
  /** A phone: touch events, taps. */
  readonly touch?: boolean;
}

/** A probe whose pixel differs from the expected colour. */
export interface ProbeMiss {
  readonly probe: Probe;
  readonly seen: readonly number[];
}

const READY_TIMEOUT_MS = 20_000;
/** Per-channel tolerance when comparing a drawn pixel with the expected colour (8-bit). */
export const CHANNEL_TOLERANCE = 3;

/**
 * Chromium for the graph. `uncappedFrames` turns off vsync and the 60 Hz frame limit, so frame
 * intervals measure what a frame costs rather than the display's refresh.
 */
export function launchGraphChromium(options: { uncappedFrames?: boolean; extraArgs?: readonly string[] } = {}): Promise<Browser> {
  const frameFlags = options.uncappedFrames === true ? ["--disable-gpu-vsync", "--disable-frame-rate-limit"] : [];
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-dev-shm-usage", ...frameFlags, ...(options.extraArgs ?? [])],
  });
}

/** Opens the harness and waits until the graph has drawn its arrival animation to the end. */
export async function openHarness(browser: Browser, url: string, viewport: Viewport, query = "resolution=86&orientation=left&flip=1"): Promise<Page> {
  const page = await browser.newPage({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: viewport.deviceScaleFactor ?? 1,
    hasTouch: viewport.touch ?? false,
    isMobile: viewport.touch ?? false,
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(`${url}/?${query}`);
  try {
    await page.waitForFunction(() => window.graphHarness?.ready === true, undefined, { timeout: READY_TIMEOUT_MS });
  } catch (error) {
    throw new Error(`The graph harness did not settle: ${errors.join("; ") || String(error)}`);
  }
  if (errors.length > 0) throw new Error(`The graph harness logged errors: ${errors.join("; ")}`);
  return page;
}

/** Waits until the graph has drawn and stopped (after a delta, a filter, a restored context). */
export async function waitUntilSettled(page: Page, quietFrames = 20): Promise<void> {
  await page.evaluate(async (quiet) => {
    const api = window.graphHarness;
    if (api === undefined) throw new Error("no harness");
    let seen = api.framesDrawn();
    let still = 0;
    while (still < quiet) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const drawn = api.framesDrawn();
      still = drawn === seen ? still + 1 : 0;
      seen = drawn;
    }
  }, quietFrames);
}

/**
 * Takes a screenshot of the graph's canvas, decodes it in the page and compares each probe's centre
 * pixel with its expected colour composited over the graph's background.
 */
export async function checkProbes(page: Page, count: number): Promise<{ probes: number; misses: ProbeMiss[] }> {
  const canvas = page.locator("canvas.block-graph-canvas");
  const png = (await canvas.screenshot({ animations: "disabled" })).toString("base64");
  const probes = await page.evaluate((n) => window.graphHarness?.probes(n) ?? [], count);
  const result = await page.evaluate(
    async ({ png, probes }) => {
      const blob = await (await fetch(`data:image/png;base64,${png}`)).blob();
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
      context.drawImage(bitmap, 0, 0);
      const scale = bitmap.width / (document.querySelector("canvas.block-graph-canvas") as HTMLCanvasElement).clientWidth;
      const background = getComputedStyle(document.querySelector(".block-graph") as HTMLElement).backgroundColor.match(/\d+/g)?.map(Number) ?? [0, 0, 0];
      const seen = probes.map((probe) => [...context.getImageData(Math.floor(probe.x * scale), Math.floor(probe.y * scale), 1, 1).data]);
      return { seen, background };
    },
    { png, probes },
  );
  const misses: ProbeMiss[] = [];
  probes.forEach((probe, i) => {
    const seen = result.seen[i] ?? [];
    const alpha = probe.rgba[3] / 255;
    // A faded square shows the graph's background through it.
    const expected = [0, 1, 2].map((c) => probe.rgba[c]! * alpha + (result.background[c] ?? 0) * (1 - alpha));
    if (expected.some((value, c) => Math.abs(value - (seen[c] ?? -999)) > CHANNEL_TOLERANCE)) misses.push({ probe, seen });
  });
  return { probes: probes.length, misses };
}

export function recordFrames(page: Page, durationMs: number, action: FrameAction): Promise<FrameRecord> {
  return page.evaluate(({ durationMs, action }) => (window.graphHarness as NonNullable<Window["graphHarness"]>).recordFrames(durationMs, action), { durationMs, action });
}

/** A probe's centre in page coordinates, for the mouse or a tap. */
export async function probePoint(page: Page, index: number): Promise<{ x: number; y: number; txid: string }> {
  const box = await page.locator("canvas.block-graph-canvas").boundingBox();
  const probes = await page.evaluate(() => window.graphHarness?.probes(40) ?? []);
  const probe = probes[index];
  if (box === null || probe === undefined) throw new Error("the graph has no canvas or no such probe");
  return { x: box.x + probe.x, y: box.y + probe.y, txid: probe.txid };
}
