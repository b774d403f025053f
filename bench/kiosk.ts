/**
 * `npm run bench:kiosk` (issue 12): the kiosk views left open while the devnet runs through a day's
 * worth of blocks, ending with one JSON line on stdout (progress goes to stderr).
 *
 * A dev server as `npm start` runs it (the fast profile, on the manual clock so the day is stepped,
 * not waited for) and headless Chromium (frames uncapped, so an interval is what a frame costs) with
 * `/clock/mempool/0`, `/clock/mined/0`, `/view/blocks` and `/view/mempool-block/0` open at
 * 1920×1080, and a blank page as the baseline. The devnet is stepped `--step-seconds` at a time until
 * it has mined `--blocks` blocks and the hub has sent `--updates` projected-block updates. Each view's
 * JS heap, the heap less V8's compiled code, DOM nodes, event listeners and live WebGL buffers and
 * textures are read after a garbage collection at the start and at the end, and the heaps also once
 * warm (after `--warm-blocks` blocks: a page's first minutes fill its caches and compiled code, a
 * leak keeps growing after them) and "late", two thirds through (a view's data and the browser's
 * bounded buffers have their sizes by then: growth over the last third is what a leak would add).
 *
 * Frames are then timed for each view alone, as a kiosk shows it (four views drawing at once on two
 * cores would time each other): the long run's pages are closed, and the view is opened in a page of
 * its own while `--frame-blocks` blocks are mined one by one, frame intervals sampled for two seconds
 * after each, while its arrival animates. Chromium draws WebGL in software here (SwiftShader).
 *
 * Targets: growth under 5 % in each figure, frame p95 ≤ 16 ms.
 *
 * Options (`npm run bench:kiosk -- --blocks 20`): --blocks (144), --updates (1000),
 * --step-seconds (10), --warm-blocks (12), --frame-blocks (6).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { Browser, Page } from "playwright-core";
import WebSocket from "ws";
import { buildClient, startDevServer } from "../scripts/dev-server.mjs";
import { mineBlocks, passSeconds, TEST_DEVNET_VARS } from "../tests/browser/devnet-clock.ts";
import { freePort } from "../tests/support/free-port.ts";
import { launchGraphChromium } from "./graph-browser.ts";
import { COUNT_WEBGL_OBJECTS, frameIntervals, type PageFigures, readPageFigures } from "./kiosk-probes.ts";
import { percentile } from "./ssr-stats.ts";

const VIEWS = {
  clock_mempool: "/clock/mempool/0",
  clock_mined: "/clock/mined/0",
  view_blocks: "/view/blocks",
  view_mempool_block: "/view/mempool-block/0",
} as const;
const BLANK_PAGE = "data:text/html,<!doctype html><title>blank</title>";
const VIEWPORT = { width: 1920, height: 1080 };
const TARGETS = { growth_pct: 5, frame_p95_ms: 16 } as const;
const FRAME_SAMPLE_MS = 2_000;
/** After loading, and before the end's reading: animations finish and timers settle. */
const SETTLE_MS = 3_000;

const log = (text: string): void => void process.stderr.write(`kiosk: ${text}\n`);
let stepRetries = 0;

/**
 * A clock step, tried again once when it fails: the local runtime has been seen to restart the
 * worker under a long run ("restarted mid-request"), and a day's run should not be lost to one.
 */
async function retried<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    stepRetries++;
    log(`a clock step failed, trying again: ${error instanceof Error ? error.message : String(error)}`);
    await sleep(2_000);
    return step();
  }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readSettings() {
  const { values } = parseArgs({
    options: {
      blocks: { type: "string", default: "144" },
      updates: { type: "string", default: "1000" },
      "step-seconds": { type: "string", default: "10" },
      "frame-blocks": { type: "string", default: "6" },
      "warm-blocks": { type: "string", default: "12" },
    },
  });
  const count = (name: string, text: string | undefined): number => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number ≥ 1; got "${text}".`);
    return value;
  };
  return {
    blocks: count("blocks", values.blocks),
    updates: count("updates", values.updates),
    stepSeconds: count("step-seconds", values["step-seconds"]),
    frameBlocks: count("frame-blocks", values["frame-blocks"]),
    warmBlocks: count("warm-blocks", values["warm-blocks"]),
  };
}

/**
 * Counts the hub's projected-block updates, as a viewer that wants them receives them. A socket that
 * closes (a handshake lost on a busy machine) is opened again a second later.
 */
function countUpdates(baseURL: string): { readonly count: () => number; readonly close: () => void } {
  let updates = 0;
  let closed = false;
  let socket: WebSocket;
  const open = (): void => {
    socket = new WebSocket(`${baseURL.replace(/^http/, "ws")}/api/v1/ws`);
    socket.on("open", () => {
      log("the counting socket is open");
      socket.send(JSON.stringify({ action: "want", data: ["mempool-blocks"] }));
    });
    socket.on("message", (data) => {
      if (String(data).includes('"mempool-blocks"')) updates++;
    });
    socket.on("error", (error) => log(`the counting socket failed: ${error.message}`));
    socket.on("close", () => {
      if (!closed) setTimeout(open, 1_000);
    });
  };
  open();
  return {
    count: () => updates,
    close: () => {
      closed = true;
      socket.close();
    },
  };
}

async function openView(page: Page, url: string): Promise<void> {
  await page.goto(url);
  if (url.startsWith("data:")) return;
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 60_000 });
}

const growthPct = (start: number, end: number): number => (start === 0 ? (end === 0 ? 0 : 100) : Math.round(((end - start) / start) * 1000) / 10);

function figuresLine(name: string, start: PageFigures, end: PageFigures): Record<string, number> {
  const line: Record<string, number> = {};
  for (const key of Object.keys(start) as (keyof PageFigures)[]) {
    line[`${name}_${key}_start`] = start[key];
    line[`${name}_${key}_end`] = end[key];
    line[`${name}_${key}_growth_pct`] = growthPct(start[key], end[key]);
  }
  return line;
}

/** Frame intervals of `url` shown alone, for two seconds after each of `blocks` blocks mined one by one. */
async function timeFramesAlone(browser: Browser, url: string, blocks: number): Promise<number[]> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await openView(page, url);
    await sleep(SETTLE_MS);
    const frames: number[] = [];
    for (let block = 0; block < blocks; block++) {
      await retried(() => mineBlocks(new URL(url).origin, 1));
      frames.push(...(await frameIntervals(page, FRAME_SAMPLE_MS)).slice(1));
      await sleep(SETTLE_MS);
    }
    return frames;
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const settings = readSettings();
  log("building the client");
  await buildClient({ stdio: "ignore" });
  const persistTo = mkdtempSync(join(tmpdir(), "blocktide-bench-kiosk-"));
  const server = await startDevServer({ port: await freePort(), persistTo, stdio: "ignore", vars: { ...TEST_DEVNET_VARS, DEVNET_HISTORY_DAYS: "1" } });
  const browser = await launchGraphChromium({ uncappedFrames: true });
  const updates = countUpdates(server.url);
  try {
    const context = await browser.newContext({ viewport: VIEWPORT });
    await context.addInitScript(COUNT_WEBGL_OBJECTS);
    const pages = Object.fromEntries(await Promise.all(Object.keys(VIEWS).map(async (name) => [name, await context.newPage()] as const)));
    const blank = await context.newPage();
    await Promise.all([...Object.entries(VIEWS).map(([name, path]) => openView(pages[name]!, `${server.url}${path}`)), openView(blank, BLANK_PAGE)]);
    await sleep(SETTLE_MS);
    log("reading the start");
    const start = Object.fromEntries(await Promise.all(Object.keys(VIEWS).map(async (name) => [name, await readPageFigures(pages[name]!)] as const)));
    const blankStart = await readPageFigures(blank);

    const started = Date.now();
    const first = (await retried(() => passSeconds(server.url, 1))).height;
    let height = first;
    let blocks = 0;
    let steps = 0;
    let logged = 0;
    // Heaps read on the way: once warm, and once two thirds through the run, so the last third shows
    // whether a view still grows once its data and the browser's buffers have reached their sizes.
    const checkpoints = [
      { name: "warm", blocks: settings.warmBlocks, figures: undefined as Record<string, PageFigures> | undefined },
      { name: "late", blocks: Math.ceil((settings.blocks * 2) / 3), figures: undefined as Record<string, PageFigures> | undefined },
    ];
    while (blocks < settings.blocks || updates.count() < settings.updates) {
      const stepped = await retried(() => passSeconds(server.url, settings.stepSeconds));
      steps++;
      blocks += stepped.height - height;
      height = stepped.height;
      for (const checkpoint of checkpoints) {
        if (checkpoint.figures !== undefined || blocks < checkpoint.blocks) continue;
        await sleep(SETTLE_MS);
        checkpoint.figures = Object.fromEntries(await Promise.all(Object.keys(VIEWS).map(async (name) => [name, await readPageFigures(pages[name]!)] as const)));
        log(`${checkpoint.name} after ${blocks} blocks`);
      }
      if (blocks >= logged + 8) {
        logged = blocks;
        log(`${blocks} blocks, ${updates.count()} updates, ${steps} steps, ${Math.round((Date.now() - started) / 1000)} s`);
      }
    }
    await sleep(SETTLE_MS);
    log("reading the end");
    const line: Record<string, number | string> = {
      blocks,
      updates: updates.count(),
      steps,
      simulated_seconds: steps * settings.stepSeconds,
      wall_seconds: Math.round((Date.now() - started) / 1000),
      first_height: first,
    };
    for (const name of Object.keys(VIEWS)) {
      const end = await readPageFigures(pages[name]!);
      Object.assign(line, figuresLine(name, start[name]!, end));
      for (const checkpoint of checkpoints) {
        const figures = checkpoint.figures?.[name];
        if (figures === undefined) continue;
        for (const key of ["heapMb", "heapLessCodeMb"] as const) {
          line[`${name}_${key}_${checkpoint.name}`] = figures[key];
          line[`${name}_${key}_growth_from_${checkpoint.name}_pct`] = growthPct(figures[key], end[key]);
        }
      }
    }
    const blankEnd = await readPageFigures(blank);
    await context.close();
    for (const [name, path] of Object.entries(VIEWS)) {
      log(`timing the frames of ${path} alone`);
      const frames = await timeFramesAlone(browser, `${server.url}${path}`, settings.frameBlocks);
      line[`${name}_frame_p95_ms`] = Math.round(percentile(frames, 0.95) * 10) / 10;
      line[`${name}_frame_p50_ms`] = Math.round(percentile(frames, 0.5) * 10) / 10;
      line[`${name}_frames_sampled`] = frames.length;
    }
    line.baseline_blank_heap_mb_start = blankStart.heapMb;
    line.baseline_blank_heap_mb_end = blankEnd.heapMb;
    line.baseline_blank_heap_growth_pct = growthPct(blankStart.heapMb, blankEnd.heapMb);
    line.clock_step_retries = stepRetries;
    line.target_growth_pct = TARGETS.growth_pct;
    line.target_frame_p95_ms = TARGETS.frame_p95_ms;
    process.stdout.write(`${JSON.stringify(line)}\n`);
  } finally {
    updates.close();
    await browser.close();
    await server.stop();
    rmSync(persistTo, { recursive: true, force: true });
  }
}

await main();
