/**
 * A page with nothing but the block graph, for bench:graph and the harness browser test: it loads
 * `/data.json` (bench/graph-harness-data.ts), hydrates the server-rendered <BlockGraph> (the query's
 * resolution and orientation), and exposes `window.graphHarness` for the driver: probe squares with their expected
 * colours, apply the delta, set a filter, lose and restore the WebGL context, and record frames.
 * Runs in the browser only; built by bench/graph-harness-build.ts, never shipped.
 */
import { createElement, useState, type Dispatch, type SetStateAction } from "react";
import { hydrateRoot } from "react-dom/client";
import type { BlockGraphHandle, GraphTxClick } from "../client/components/block-graph/block-graph.tsx";
import { BlockScene } from "../client/components/block-graph/scene/block-scene.ts";
import { squareColour, type GraphFilter } from "../shared/graph/graph-colours.ts";
import type { FilterMode } from "../shared/tables/flag-filter.ts";
import type { HarnessData } from "./graph-harness-data.ts";
import { type HarnessHooks, HarnessView, NO_FILTER, harnessSettings } from "./graph-harness-view.ts";
import "../client/styles/app.css";

/** One square to check on screen: its centre in CSS pixels from the canvas corner and its colour (0–255 RGBA). */
export interface Probe {
  readonly txid: string;
  readonly x: number;
  readonly y: number;
  readonly rgba: readonly [number, number, number, number];
}

export interface FrameRecord {
  /**
   * Intervals between frames, ms: for "delta" and "revert" between consecutive frames the graph drew
   * (so only while the transition played), otherwise between animation frames.
   */
  readonly intervals: readonly number[];
  /** CPU time of each frame the graph drew, ms. */
  readonly drawCpu: readonly number[];
}

/** What plays while frames are recorded: the delta or its reverse, nothing, or the Canvas 2D baseline. */
export type FrameAction = "delta" | "revert" | "idle" | "canvas2d";

export interface GraphHarness {
  readonly ready: boolean;
  probes(count: number): Probe[];
  applyDelta(which?: "delta" | "revert"): void;
  setFilter(flags: string, mode: FilterMode): void;
  loseContext(): boolean;
  restoreContext(): boolean;
  recordFrames(durationMs: number, action: FrameAction): Promise<FrameRecord>;
  framesDrawn(): number;
  /** Every onTxClick the graph made, oldest first. */
  clicks(): (GraphTxClick & { readonly txid: string })[];
}

declare global {
  interface Window {
    graphHarness?: GraphHarness;
  }
}

const settings = harnessSettings(location.search);
const { resolution, orientation, flip } = settings;

const drawCpu: number[] = [];
const drawnAt: number[] = [];
const clicks: (GraphTxClick & { readonly txid: string })[] = [];
let frames = 0;
let setFilterState: Dispatch<SetStateAction<GraphFilter>> = () => undefined;
/** The filter the page shows now (set through the menu or the API). */
let shownFilter: GraphFilter = NO_FILTER;
let handle: BlockGraphHandle | null = null;

const hooks: HarnessHooks = {
  onTxClick: (txid, click) => void clicks.push({ txid, ...click }),
  ref: (value: BlockGraphHandle | null) => {
    handle = value;
  },
  onFrameDrawn: (cpuMs) => {
    frames += 1;
    drawCpu.push(cpuMs);
    drawnAt.push(performance.now());
  },
};

function Harness({ data }: { data: HarnessData }) {
  const [filter, setFilter] = useState<GraphFilter>(NO_FILTER);
  setFilterState = setFilter;
  shownFilter = filter;
  return createElement(HarnessView, { data, settings, filter, onFilterChange: setFilter, hooks });
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

async function main(): Promise<void> {
  const data = (await (await fetch("/data.json")).json()) as HarnessData;
  const host = document.getElementById("root") as HTMLElement;
  // The server rendered the same view: a mismatch is reported as an error, which fails the driver.
  hydrateRoot(host, createElement(Harness, { data }), {
    onRecoverableError: (error) => console.error("Block graph harness: hydration failed", error),
  });
  // The same layout the graph makes, computed apart, tells where each square must be.
  const model = new BlockScene({ resolution, blockLimit: data.blockLimit, orientation, flip }, { now: 0, animate: false });
  model.update(data.transactions, 0);
  const canvas = () => document.querySelector("canvas") as HTMLCanvasElement;
  const api: GraphHarness = {
    ready: false,
    probes(count) {
      const box = canvas().getBoundingClientRect();
      const cell = box.width / resolution;
      const txs = data.transactions;
      const picked = Array.from({ length: count }, (_, i) => txs[Math.floor((i * txs.length) / count)]);
      return picked.flatMap((tx) => {
        const square = tx === undefined ? undefined : model.squareOf(tx.txid);
        if (tx === undefined || square === undefined) return [];
        const [r, g, b, a] = squareColour(tx, { auditMode: false, filter: shownFilter.flags === 0n ? null : shownFilter });
        return [{ txid: tx.txid, x: (square.x + square.s / 2) * cell, y: (square.y + square.s / 2) * cell, rgba: [r * 255, g * 255, b * 255, a * 255] as const }];
      });
    },
    applyDelta(which = "delta") {
      handle?.applyDelta(which === "delta" ? data.delta : data.revert);
    },
    setFilter(flags, mode) {
      setFilterState({ flags: BigInt(flags), mode });
    },
    loseContext() {
      const gl = canvas().getContext("webgl2") ?? canvas().getContext("webgl");
      const extension = gl?.getExtension("WEBGL_lose_context");
      extension?.loseContext();
      (api as { lose?: unknown }).lose = extension;
      return extension !== undefined && extension !== null;
    },
    restoreContext() {
      const extension = (api as { lose?: WEBGL_lose_context | null }).lose;
      extension?.restoreContext();
      return extension !== undefined && extension !== null;
    },
    async recordFrames(durationMs, action) {
      const intervals: number[] = [];
      const cpuFrom = drawCpu.length;
      const drawnFrom = drawnAt.length;
      const baseline = action === "canvas2d" ? canvas2dBaseline(data, model) : null;
      let last = await nextFrame();
      const end = last + durationMs;
      if (action === "delta" || action === "revert") api.applyDelta(action);
      while (last < end) {
        baseline?.draw();
        const now = await nextFrame();
        intervals.push(now - last);
        last = now;
      }
      baseline?.remove();
      if (action === "delta" || action === "revert") {
        const drawn = drawnAt.slice(drawnFrom);
        return { intervals: drawn.slice(1).map((at, i) => at - (drawn[i] as number)), drawCpu: drawCpu.slice(cpuFrom) };
      }
      return { intervals, drawCpu: drawCpu.slice(cpuFrom) };
    },
    framesDrawn: () => frames,
    clicks: () => [...clicks],
  };
  window.graphHarness = api;
  // Ready once the arrival animation is over and the graph has drawn its last frame.
  const settle = async () => {
    let quiet = 0;
    let seen = frames;
    while (quiet < 20) {
      await nextFrame();
      quiet = frames === seen && frames > 0 ? quiet + 1 : 0;
      seen = frames;
    }
    (api as { ready: boolean }).ready = true;
  };
  void settle();
}

/**
 * The baseline renderer: the same squares redrawn every frame with Canvas 2D fillRect, on a canvas
 * laid over the graph (what a graph without a GPU sprite buffer would cost per frame).
 */
function canvas2dBaseline(data: HarnessData, model: BlockScene): { draw: () => void; remove: () => void } {
  const graph = document.querySelector("canvas") as HTMLCanvasElement;
  const overlay = document.createElement("canvas");
  overlay.width = graph.width;
  overlay.height = graph.height;
  overlay.style.cssText = "position:absolute;inset:0;width:100%;height:100%;pointer-events:none";
  graph.parentElement?.appendChild(overlay);
  const context = overlay.getContext("2d") as CanvasRenderingContext2D;
  const cell = overlay.width / resolution;
  const squares = data.transactions.flatMap((tx) => {
    const square = model.squareOf(tx.txid);
    if (square === undefined) return [];
    const [r, g, b] = squareColour(tx, { auditMode: false, filter: null });
    return [{ square, fill: `rgb(${Math.round(r * 255)},${Math.round(g * 255)},${Math.round(b * 255)})` }];
  });
  let tick = 0;
  const draw = () => {
    tick += 1;
    context.clearRect(0, 0, overlay.width, overlay.height);
    // A small drift each frame, as an animation would have.
    const shift = (tick % 10) * 0.1;
    for (const { square, fill } of squares) {
      context.fillStyle = fill;
      context.fillRect((square.x + shift) * cell + 1, square.y * cell + 1, square.s * cell - 2, square.s * cell - 2);
    }
  };
  return { draw, remove: () => overlay.remove() };
}

void main();
