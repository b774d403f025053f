/**
 * What the block wall's browser tests read off /view/blocks: its places (height and box, newest
 * first), the graph of a block, one square of a graph at rest with its transaction (and the block's
 * txids to find it among), and whether a place's mined-by line is hidden until its delay.
 */
import type { Locator, Page } from "playwright-core";
import { cellCentre, colourPatches, hoverTooltip, moveMouseAway, readGraphCells } from "./graph-pixels.ts";
import { apiJson } from "./page-helpers.ts";

export interface WallTile {
  readonly height: number;
  readonly box: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
}

/** The wall's places as the page lays them out, newest first. */
export const wallTiles = (page: Page): Promise<WallTile[]> =>
  page.locator(".block-wall-block").evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { height: Number(element.querySelector(".block-wall-height")?.textContent), box: { x: box.x, y: box.y, width: box.width, height: box.height } };
    }),
  );

export const wallHeights = async (page: Page): Promise<number[]> => (await wallTiles(page)).map((tile) => tile.height);

/** The txids of the block at `height`, from the explorer's API at `origin`. */
export async function blockTxids(origin: string, height: number): Promise<string[]> {
  const [block] = await apiJson<{ id: string; height: number }[]>(origin, `/api/v1/blocks/${height}`);
  if (block?.height !== height) throw new Error(`The explorer lists no block at ${height}.`);
  return apiJson<string[]>(origin, `/api/block/${block.id}/txids`);
}

/** The graph of the block at `height`, by its accessible name. */
export const graphOfBlock = (page: Page, height: number): Locator => page.getByRole("figure", { name: `Block ${height}`, exact: true });

/**
 * One square of a graph at rest, named by its tooltip: the point to click and its transaction.
 * `decoder` is a blank page of the test's own that reads the screenshot; `resolution` the graph's.
 */
export async function someSquare(page: Page, graph: Locator, decoder: Page, resolution: number): Promise<{ point: { x: number; y: number }; txid: string }> {
  const cells = await readGraphCells(graph, decoder, resolution);
  const [patch] = colourPatches(cells);
  if (patch === undefined) throw new Error("The graph draws no square.");
  const point = cellCentre(cells, patch[0]!);
  const { txid } = await hoverTooltip(page, graph, point);
  await moveMouseAway(page, graph);
  return { point, txid };
}

/** A mined-by line's fade, sought to moments around its delay: its delay and opacity before and after. */
export interface LineFade {
  readonly delay: number;
  readonly start: string;
  readonly justBefore: string;
  readonly after: string;
}

/** Every mined-by line's fade (null for a line without one), read by seeking its CSS animation. */
export const lineFades = (page: Page): Promise<(LineFade | null)[]> =>
  page.locator(".block-wall-pool").evaluateAll((elements) =>
    elements.map((element) => {
      const [fade] = element.getAnimations();
      if (fade === undefined) return null;
      const timing = fade.effect!.getComputedTiming();
      const opacityAt = (ms: number) => {
        fade.currentTime = ms;
        return getComputedStyle(element).opacity;
      };
      const delay = Number(timing.delay);
      return { delay, start: opacityAt(0), justBefore: opacityAt(delay - 1), after: opacityAt(Number(timing.endTime)) };
    }),
  );
