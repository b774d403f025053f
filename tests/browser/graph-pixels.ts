/**
 * Reading the block overview graph of a real explorer page back from Chromium: when its WebGL frames
 * have stopped, what colour each grid cell shows (from a screenshot, the way a person would see it),
 * which transaction a cell belongs to (by hovering it and reading the tooltip), and the colour a
 * transaction's square should have over the graph's background.
 *
 * @example
 * await countGraphFrames(context);           // before the page opens
 * await waitForGraphsAtRest(page);
 * const cells = await readGraphCells(graph, decoder, BLOCK_VIEW_RESOLUTION_CELLS);
 * const squares = await identifySquares(page, graph, cells);
 */
import type { BrowserContext, Locator, Page } from "playwright-core";
import { type Rgba, hexToRgba } from "../../shared/graph/colour-math.ts";
import { FEE_COLOURS } from "../../shared/tables/fee-colours.ts";

/** An 8-bit colour as a screenshot shows it. */
export type Rgb = readonly [number, number, number];

/** Per-channel tolerance between a drawn pixel and the colour it should have (8-bit, as bench/graph-browser.ts). */
export const CHANNEL_TOLERANCE = 3;
/** Animation frames without a drawn graph frame that count as "at rest" (as the harness waits). */
const QUIET_FRAMES = 20;
const AT_REST_TIMEOUT_MS = 15_000;

declare global {
  interface Window {
    blocktideGraphFrames?: number;
  }
}

/**
 * Counts every WebGL frame any page of `context` draws: the graph's renderer clears the canvas at the
 * start of each frame, so the count stops rising once every transition has played out.
 */
export async function countGraphFrames(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.blocktideGraphFrames = 0;
    for (const prototype of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
      const clear = prototype.clear;
      prototype.clear = function countedClear(this: WebGLRenderingContext, mask: number) {
        window.blocktideGraphFrames = (window.blocktideGraphFrames ?? 0) + 1;
        return clear.call(this, mask);
      };
    }
  });
}

/** Frames drawn so far on `page` (needs countGraphFrames on its context). */
export async function graphFramesDrawn(page: Page): Promise<number> {
  const frames = await page.evaluate(() => window.blocktideGraphFrames);
  if (frames === undefined) throw new Error("Graph frames are not counted on this page: call countGraphFrames(context) before opening it.");
  return frames;
}

/**
 * Waits until the page has drawn more than `after` graph frames and then none for a while; throws
 * when the graphs are still moving after AT_REST_TIMEOUT_MS.
 */
export async function waitForGraphsAtRest(page: Page, after = 0): Promise<void> {
  await graphFramesDrawn(page);
  const started = Date.now();
  await page.waitForFunction((minimum) => (window.blocktideGraphFrames ?? 0) > minimum, after, { timeout: AT_REST_TIMEOUT_MS, polling: 50 });
  const rested = await page.evaluate(
    async ({ quiet, deadlineMs }) => {
      const deadline = performance.now() + deadlineMs;
      let seen = window.blocktideGraphFrames ?? 0;
      let still = 0;
      while (still < quiet) {
        if (performance.now() > deadline) return false;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const drawn = window.blocktideGraphFrames ?? 0;
        still = drawn === seen ? still + 1 : 0;
        seen = drawn;
      }
      return true;
    },
    { quiet: QUIET_FRAMES, deadlineMs: Math.max(0, AT_REST_TIMEOUT_MS - (Date.now() - started)) },
  );
  if (!rested) throw new Error(`The graphs were still drawing ${AT_REST_TIMEOUT_MS / 1000} s later.`);
}

/** The graph's grid as a screenshot shows it: the colour at the centre of every cell. */
export interface GraphCells {
  readonly resolution: number;
  /** The graph's own background colour (the canvas is transparent where no square is). */
  readonly background: Rgb;
  /** Row-major, `resolution` × `resolution`, column x of row y at y × resolution + x. */
  readonly colours: readonly Rgb[];
  /** The canvas in page coordinates when the screenshot was taken. */
  readonly box: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
}

export interface Cell {
  readonly x: number;
  readonly y: number;
}

export const colourAt = (cells: GraphCells, cell: Cell): Rgb => cells.colours[cell.y * cells.resolution + cell.x]!;

/** The centre of a cell in page coordinates, for the mouse. */
export function cellCentre(cells: GraphCells, cell: Cell): { x: number; y: number } {
  const size = cells.box.width / cells.resolution;
  return { x: cells.box.x + (cell.x + 0.5) * size, y: cells.box.y + (cell.y + 0.5) * (cells.box.height / cells.resolution) };
}

export const sameRgb = (a: Rgb, b: Rgb): boolean => a.every((value, channel) => Math.abs(value - b[channel]!) <= CHANNEL_TOLERANCE);

/** The pixel a colour with alpha leaves over `background` (how the page composites the canvas). */
export function composite(colour: Rgba, background: Rgb): Rgb {
  const alpha = colour[3];
  return [0, 1, 2].map((channel) => colour[channel]! * 255 * alpha + background[channel]! * (1 - alpha)) as unknown as Rgb;
}

/** Cells that are not the graph's background: where squares are drawn. */
export function drawnCells(cells: GraphCells): Cell[] {
  const drawn: Cell[] = [];
  for (let y = 0; y < cells.resolution; y++) {
    for (let x = 0; x < cells.resolution; x++) if (!sameRgb(colourAt(cells, { x, y }), cells.background)) drawn.push({ x, y });
  }
  return drawn;
}

/** Whether `colour` is one of the fee palette's colours, fully opaque, over the background. */
export function isFeeColour(colour: Rgb, background: Rgb): boolean {
  return FEE_COLOURS.some((hex) => sameRgb(colour, composite(hexToRgba(hex), background)));
}

/**
 * Screenshots the graph's canvas and reads the colour at each cell's centre. `decoder` is a page of
 * the test's own (about:blank) that turns the PNG into pixels, so the page under test runs nothing.
 */
export async function readGraphCells(graph: Locator, decoder: Page, resolution: number): Promise<GraphCells> {
  const canvas = graph.locator("canvas.block-graph-canvas");
  await canvas.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const box = await canvas.boundingBox();
  if (box === null) throw new Error("The graph's canvas is not on the page.");
  const background = await graph.evaluate((element) => getComputedStyle(element).backgroundColor);
  const channels = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(background);
  if (channels === null) throw new Error(`The graph's background is not an opaque colour: ${background}`);
  const png = (await canvas.screenshot({ animations: "disabled" })).toString("base64");
  const colours = await decoder.evaluate(
    async ({ png, resolution, cssWidth, cssHeight }) => {
      const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
      context.drawImage(bitmap, 0, 0);
      const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      const scaleX = bitmap.width / cssWidth;
      const scaleY = bitmap.height / cssHeight;
      const read: [number, number, number][] = [];
      for (let y = 0; y < resolution; y++) {
        for (let x = 0; x < resolution; x++) {
          const px = Math.floor(((x + 0.5) * cssWidth * scaleX) / resolution);
          const py = Math.floor(((y + 0.5) * cssHeight * scaleY) / resolution);
          const at = (py * bitmap.width + px) * 4;
          read.push([pixels[at]!, pixels[at + 1]!, pixels[at + 2]!]);
        }
      }
      return read;
    },
    { png, resolution, cssWidth: box.width, cssHeight: box.height },
  );
  return { resolution, background: [Number(channels[1]), Number(channels[2]), Number(channels[3])], colours, box };
}

/**
 * Drawn cells grouped into patches of touching cells of one colour: one square, or neighbouring
 * squares that happen to share a colour. One cell of each patch is enough to find a transaction.
 */
export function colourPatches(cells: GraphCells): Cell[][] {
  const drawn = new Set(drawnCells(cells).map((cell) => cell.y * cells.resolution + cell.x));
  const patches: Cell[][] = [];
  const taken = new Set<number>();
  for (const start of drawn) {
    if (taken.has(start)) continue;
    const colour = cells.colours[start]!;
    const patch: Cell[] = [];
    const queue = [start];
    taken.add(start);
    while (queue.length > 0) {
      const index = queue.pop()!;
      const cell = { x: index % cells.resolution, y: Math.floor(index / cells.resolution) };
      patch.push(cell);
      const neighbours = [
        cell.x > 0 ? index - 1 : -1,
        cell.x < cells.resolution - 1 ? index + 1 : -1,
        index - cells.resolution,
        index + cells.resolution,
      ];
      for (const next of neighbours) {
        if (next < 0 || taken.has(next) || !drawn.has(next) || !sameRgb(cells.colours[next]!, colour)) continue;
        taken.add(next);
        queue.push(next);
      }
    }
    patches.push(patch);
  }
  return patches;
}

/** A drawn cell and the transaction the tooltip names for it. */
export interface IdentifiedCell {
  readonly cell: Cell;
  readonly point: { readonly x: number; readonly y: number };
  readonly colour: Rgb;
  readonly txid: string;
  readonly tooltip: GraphTooltip;
}

export interface GraphTooltip {
  /** From the txid's title (the tooltip shows it shortened). */
  readonly txid: string;
  /** Label → value, as shown: "Fee" → "1,545 sat". */
  readonly rows: Readonly<Record<string, string>>;
  /** The audit status badge's text (spec §4.1), null without one. */
  readonly audit: string | null;
  /** The flag badges. */
  readonly flags: readonly string[];
}

const tooltipOf = (graph: Locator): Locator => graph.locator(".block-graph-tooltip");

/** Moves the mouse off the graph and waits until its tooltip has gone. */
export async function moveMouseAway(page: Page, graph: Locator): Promise<void> {
  await page.mouse.move(1, 1);
  await tooltipOf(graph).waitFor({ state: "detached" });
}

/** Hovers `point` and reads the tooltip that opens there. */
export async function hoverTooltip(page: Page, graph: Locator, point: { x: number; y: number }): Promise<GraphTooltip> {
  await moveMouseAway(page, graph);
  await page.mouse.move(point.x, point.y);
  const tooltip = tooltipOf(graph);
  await tooltip.waitFor();
  return tooltip.evaluate((element) => {
    const rows: Record<string, string> = {};
    for (const term of element.querySelectorAll("dt")) rows[term.textContent ?? ""] = term.nextElementSibling?.textContent ?? "";
    const flags = [...element.querySelectorAll(".block-graph-badge:not(.is-audit)")].map((badge) => badge.textContent ?? "");
    const audit = element.querySelector(".block-graph-badge.is-audit")?.textContent ?? null;
    return { txid: element.querySelector(".block-graph-txid")?.getAttribute("title") ?? "", rows, audit, flags };
  });
}

/** Hovers one cell of every colour patch and names its transaction; ends with the mouse off the graph. */
export async function identifySquares(page: Page, graph: Locator, cells: GraphCells): Promise<IdentifiedCell[]> {
  const identified: IdentifiedCell[] = [];
  for (const patch of colourPatches(cells)) {
    const cell = patch[0]!;
    const point = cellCentre(cells, cell);
    const tooltip = await hoverTooltip(page, graph, point);
    identified.push({ cell, point, colour: colourAt(cells, cell), txid: tooltip.txid, tooltip });
  }
  await moveMouseAway(page, graph);
  return identified;
}
