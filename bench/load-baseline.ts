/**
 * The load bench's baseline, measured in the same run before any load: the same HTTP requests one
 * at a time (a warm-up round of every route, then BASELINE_ROUNDS timed rounds, a round started
 * every ROUND_GAP_MS so no page is the isolate's one-second reuse of the last), viewers opened one
 * at a time on the idle hub (connect and first frame), and one viewer watching BASELINE_BLOCKS blocks
 * the devnet mines by `{"blocks": 1}` clock steps like the load's, one every second or so.
 *
 * @example
 * const baseline = await measureBaseline(origin, mix, tip, log);
 * baseline.http.api.p50_ms;        // 3.2
 * baseline.ws.block_frame.delay;   // { count: 5, p50_ms: 41.3, … }
 */
import { performance } from "node:perf_hooks";
import { ClockDriver } from "./load-clock.ts";
import { blockFrames, httpFigures, latency } from "./load-figures.ts";
import { keepAliveAgent, timedRequest, type HttpSample } from "./load-http.ts";
import type { RouteMix } from "./load-routes.ts";
import { ViewerFleet } from "./load-viewers.ts";

const BASELINE_ROUNDS = 10;
const BASELINE_VIEWERS = 5;
const BASELINE_BLOCKS = 5;
/** From one round of routes to the next. */
const ROUND_GAP_MS = 1_100;
/** Between the baseline's block steps, and after the last before its frames are counted. */
const BLOCK_GAP_MS = 1_000;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export async function measureBaseline(origin: string, mix: RouteMix, tip: number, log: (text: string) => void) {
  const agent = keepAliveAgent();
  const samples: HttpSample[] = [];
  try {
    for (let round = 0; round <= BASELINE_ROUNDS; round++) {
      const roundStarted = performance.now();
      for (const planned of mix.everyRoute()) {
        const sample = await timedRequest(origin, agent, planned);
        if (round > 0) samples.push(sample);
      }
      // Past the isolate's one-second reuse of a rendered page: each baseline page is rendered anew.
      await sleep(ROUND_GAP_MS - (performance.now() - roundStarted));
    }
  } finally {
    agent.destroy();
  }
  const http = httpFigures(samples);
  log(`baseline http: api p50 ${http.api.p50_ms} ms p99 ${http.api.p99_ms} ms; pages p50 ${http.pages.p50_ms} ms p99 ${http.pages.p99_ms} ms; status ${JSON.stringify(http.status)}`);

  const fleet = new ViewerFleet(origin);
  fleet.phase = "baseline";
  fleet.reconnect = false;
  for (let i = 0; i < BASELINE_VIEWERS; i++) {
    const opened = await fleet.open();
    if (!opened) throw new Error(`A baseline viewer could not connect to the idle hub (${JSON.stringify(Object.fromEntries(fleet.connectFailures))}).`);
    if (i < BASELINE_VIEWERS - 1) await fleet.closeOne(opened.id);
  }
  const clock = new ClockDriver(origin, 1, tip);
  const from = performance.now();
  for (let i = 0; i < BASELINE_BLOCKS; i++) {
    await clock.step("blocks");
    await sleep(BLOCK_GAP_MS);
  }
  const frames = blockFrames(clock.steps, fleet, { from, to: performance.now() });
  await fleet.closeAll();
  const times = fleet.times.get("baseline") ?? { connectMs: [], firstFrameMs: [] };
  const ws = { connect: latency(times.connectMs), first_frame: latency(times.firstFrameMs), block_frame: frames };
  log(`baseline ws: connect p50 ${ws.connect.p50_ms} ms, first frame p50 ${ws.first_frame.p50_ms} ms, block frame p50 ${frames.delay.p50_ms} ms (${frames.blocks} blocks, ${frames.missed} missed)`);
  return { http, ws, tip: clock.tip, rounds: BASELINE_ROUNDS };
}
