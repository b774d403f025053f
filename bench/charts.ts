/**
 * `npm run bench:charts` (issue 15): what the charts cost, each figure beside a baseline measured in
 * the same run, ending with one JSON line on stdout (progress goes to stderr).
 *
 * - Chunk: the lazy chunk of client/charts/canvas-chart.ts (lightweight-charts with it) gzipped at
 *   level 9, beside the gzipped source of the baseline's polyline drawing (bench/charts-probes.ts).
 * - First paint: /graphs/mempool#all in headless Chromium, navigation start to both canvas charts
 *   drawn with the window's data (median of `--runs` fresh contexts), beside a blank page that fetches
 *   the same window and strokes a canvas-2D polyline of it.
 * - Live point: the median cost of one appended point (CanvasChart.setModel, then a frame) on the
 *   `all` window's points, beside redrawing the polyline with that point.
 *
 * The client is built afresh; the explorer runs as `npm start` runs it (its devnet's clock manual, so
 * nothing but the pages takes the CPU), on a free port with throwaway storage. Options: --runs (5), --points (50).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { constants, gzipSync } from "node:zlib";
import { buildClient, startDevServer } from "../scripts/dev-server.mjs";
import { RATE_LIMITS_OFF } from "../worker/rate-limit.ts";
import { mineBusyBlock } from "../tests/browser/devnet-clock.ts";
import { freePort } from "../tests/support/free-port.ts";
import { launchGraphChromium } from "./graph-browser.ts";
import { baselineFirstPaint, chartFirstPaint, livePointCost, median } from "./charts-probes.ts";

const DIST_CLIENT = fileURLToPath(new URL("../dist/client", import.meta.url));
const CHART_SOURCE = "charts/canvas-chart.ts";
const WARM_UP_TRANSACTIONS = 20;
/** Two-second polls while the devnet seeds: ten minutes. */
const SEEDING_POLLS = 300;
/** A week of history: the `all` window's points, seeded in reasonable time. */
const HISTORY_DAYS = "7";

const log = (text: string): void => void process.stderr.write(`charts: ${text}\n`);
const gzipBytes = (bytes: Buffer | string): number => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length;
const round = (ms: number): number => Math.round(ms * 100) / 100;

function readSettings(): { runs: number; points: number } {
  const { values } = parseArgs({ options: { runs: { type: "string", default: "5" }, points: { type: "string", default: "50" } } });
  const count = (name: string, text: string | undefined): number => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be an integer ≥ 1; got "${text}".`);
    return value;
  };
  return { runs: count("runs", values.runs), points: count("points", values.points) };
}

/** The chart chunk's file, from the build's manifest. */
function chartChunkFile(): string {
  const manifest = JSON.parse(readFileSync(join(DIST_CLIENT, "manifest.json"), "utf8")) as Record<string, { file?: string }>;
  const file = manifest[CHART_SOURCE]?.file;
  if (file === undefined) throw new Error(`The client manifest has no chunk for ${CHART_SOURCE}: is it still imported lazily?`);
  return file;
}

/** Runs `step` once the devnet has seeded its history (until then, a step answers 409). */
async function afterSeeding(step: () => Promise<unknown>): Promise<void> {
  for (let tries = 0; ; tries++) {
    try {
      await step();
      return;
    } catch (error) {
      if (!String(error).includes("still seeding") || tries > SEEDING_POLLS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
}

async function main(): Promise<void> {
  const settings = readSettings();
  log("building the client");
  await buildClient({ stdio: "ignore" });
  const chunk = chartChunkFile();
  const chunkGzip = gzipBytes(readFileSync(join(DIST_CLIENT, chunk)));
  const baselineSource = readFileSync(fileURLToPath(new URL("./charts-probes.ts", import.meta.url)), "utf8");
  const baselineGzip = gzipBytes(baselineSource.slice(baselineSource.indexOf("const script = `"), baselineSource.indexOf("`;", baselineSource.indexOf("const script = `"))));

  const persistTo = mkdtempSync(join(tmpdir(), "blocktide-bench-charts-"));
  log("starting the explorer");
  // A manual clock: the devnet keeps its seeded history and spends no CPU on running in real time.
  const server = await startDevServer({ port: await freePort(), persistTo, stdio: "ignore", vars: { DEVNET_CLOCK: "manual", DEVNET_HISTORY_DAYS: HISTORY_DAYS, ...RATE_LIMITS_OFF } });
  const browser = await launchGraphChromium({ uncappedFrames: true });
  try {
    // A manual clock stands at its first start until stepped: give it a block and a waiting mempool,
    // as a visitor of a running explorer finds (tests/browser/global-setup.ts does the same).
    await afterSeeding(() => mineBusyBlock(server.url, WARM_UP_TRANSACTIONS));
    // The first request seeds the devnet's history; leave it out of the figures.
    await (await fetch(`${server.url}/api/v1/statistics/all`)).arrayBuffer();
    await chartFirstPaint(browser, server.url);
    const chartPaints: number[] = [];
    const baselinePaints: number[] = [];
    for (let run = 0; run < settings.runs; run++) {
      chartPaints.push(await chartFirstPaint(browser, server.url));
      baselinePaints.push(await baselineFirstPaint(browser, server.url));
      log(`paint run ${run + 1}: chart ${round(chartPaints[run]!)} ms, baseline ${round(baselinePaints[run]!)} ms`);
    }
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${server.url}/graphs/mempool#all`, { timeout: 120_000 });
    const live = await livePointCost(page, server.url, `/${chunk}`, settings.points);
    await page.close();
    const result = {
      chart_chunk: chunk,
      chart_chunk_gzip_bytes: chunkGzip,
      baseline_polyline_gzip_bytes: baselineGzip,
      first_paint_all_ms: round(median(chartPaints)),
      baseline_first_paint_all_ms: round(median(baselinePaints)),
      live_point_ms: round(live.chart_ms),
      baseline_live_point_ms: round(live.baseline_ms),
      points_in_all_window: live.points_before,
      paint_runs: settings.runs,
      live_points: settings.points,
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(persistTo, { recursive: true, force: true });
  }
}

await main();
