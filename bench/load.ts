/**
 * `npm run bench:load` (issue 17): the explorer under a crowd for ten minutes, ending with one JSON
 * line on stdout (progress goes to stderr).
 *
 * The worker runs as the fan-out bench runs it (bench/fanout-hub.ts): bundled by `wrangler deploy
 * --dry-run`, in one workerd through Miniflare's API in this process, rate limits off (every client
 * is 127.0.0.1), clients on workerd's own socket for the worker. The upstream is the embedded devnet
 * (the fast profile with 10 tx/s, a day of history, on its manual clock; bench/load-settings.ts),
 * which the bench steps a second every second and by a block every `--block-seconds`
 * (bench/load-clock.ts), so stats and projected blocks change every second and blocks flow.
 *
 * 1. Baseline, in the same run, on the idle explorer (bench/load-baseline.ts): the HTTP routes one
 *    request at a time, viewers connecting one at a time, one viewer watching five blocks.
 * 2. Ramp: `--viewers` websocket viewers (bench/load-viewers.ts; each sends `init` and the home
 *    page's `want`: blocks, stats, mempool-blocks, live-2h-chart), `--concurrency` handshakes at a
 *    time; memory read once they all had their `want` answered.
 * 3. Load, for `--minutes`/`--seconds`: the viewers stay, `--churn` a second leave and as many
 *    new ones arrive (their connect and first frame are the load's figures), viewers the server
 *    closes come back after 2–4 s as the browser's do; `--rps` HTTP requests a second on schedule
 *    (bench/load-http.ts), `--page-share` of them pages, the rest API calls (bench/load-routes.ts).
 *    Memory is read once more when the load is warm (a third in, at most a minute).
 * 4. End: the clock and requests stop, memory is read with the viewers still connected, then once
 *    they all left.
 *
 * Figures: p50/p99 (nearest rank) of websocket connect, first frame and block frame delay (from the
 * clock step that mined the block to each viewer that was connected; the fan-out's own spread
 * beside it) and of each HTTP route group (scheduled moment → last byte, and first byte); errors:
 * non-2xx/3xx answers by status and route, requests with no answer by reason, viewer sockets closed
 * by the server by close code, handshakes that failed, block frames missed; memory at the start of
 * the load, once warm and at its end (flat: at most FLAT_PCT from warm to end): the worker's isolate
 * heap after a full collection (the hub and devnet
 * Durable Objects run in that one isolate, so no per-object split: the fan-out bench has none
 * either), workerd's resident memory (sampled every 10 s too) and this process's; the devnet's
 * mempool at both ends, which the isolate holds. This process's event-loop delay says how much of
 * a latency is the clients' own queue (they share the machine's cores with workerd).
 *
 * Options (`npm run bench:load -- --seconds 30 --viewers 1000 --rps 50`): --minutes M or --seconds
 * S (10 minutes), --viewers (10000), --rps (200), --page-share (0.25), --churn (10 a second),
 * --block-seconds (20), --concurrency (128), --profile DIR (a CPU profile of the worker's isolate
 * after the warm reading, up to 30 s, written there; the top functions by self time logged and put
 * in the line; it slows the isolate while it runs). Each viewer is an open file here and one in workerd:
 * past about 19,000 viewers raise `ulimit -n` (the bench says so before starting).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { buildClient, clientIsBuilt } from "../scripts/dev-server.mjs";
import { bundleWorker, startWorker, workerdPid } from "./fanout-hub.ts";
import { topSelfTime, type IsolateInspector } from "./fanout-inspector.ts";
import { cpuMs, residentBytes } from "./fanout-process.ts";
import { collect } from "./heap.ts";
import { measureBaseline } from "./load-baseline.ts";
import { ClockDriver } from "./load-clock.ts";
import { blockFrames, fromMap, growthPct, httpFigures, latency, mb, type MemoryReading } from "./load-figures.ts";
import { HttpLoad } from "./load-http.ts";
import { IdPool, ROUTES, RouteMix } from "./load-routes.ts";
import { devnetVars, readSettings } from "./load-settings.ts";
import { ViewerFleet } from "./load-viewers.ts";
import { mineOne } from "./og-devnet.ts";
import { warmNetwork } from "./ssr-warmup.ts";

/** Before a memory reading, and after the load before its block frames are counted. */
const SETTLE_MS = 3_000;
/** After the viewers left, before the last reading (workerd frees their sockets lazily). */
const CLOSE_SETTLE_MS = 5_000;
const RSS_SAMPLE_MS = 10_000;
const PROGRESS_MS = 30_000;
const MIX_SEED = 17;
const POKE_MS = 250;
const LOOP_RESOLUTION_MS = 10;
const PROFILE_MAX_MS = 30_000;
/** The warm reading comes this far into the load (a third of it, at most a minute). */
const warmAfterS = (seconds: number): number => Math.min(60, Math.round(seconds / 3));
/** Flat: grown by at most this much from the warm reading to the end. */
const FLAT_PCT = 5;

const log = (text: string): void => void process.stderr.write(`load: ${text}\n`);
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `during`, with a request to the worker every POKE_MS until it settles: workerd's inspector answers
 * only when the isolate has something to run (an idle isolate left a heap reading unanswered for
 * minutes), so an inspector call is woken by a trivial request.
 */
async function poking<T>(origin: string, during: Promise<T>): Promise<T> {
  let settled = false;
  const pokes = (async () => {
    while (!settled) {
      await sleep(POKE_MS);
      if (settled) break;
      await fetch(new URL("/healthz", origin)).then((response) => response.arrayBuffer(), () => undefined);
    }
  })();
  try {
    return await during;
  } finally {
    settled = true;
    await pokes;
  }
}

/**
 * A CPU profile of the worker's isolate over `ms` (at most PROFILE_MAX_MS) of the load, written to
 * `dir`; the functions with the most self time are logged and returned.
 */
async function profileIsolate(inspector: IsolateInspector, origin: string, dir: string, ms: number) {
  const length = Math.max(1_000, Math.min(PROFILE_MAX_MS, ms));
  await poking(origin, inspector.startProfile());
  await sleep(length);
  const profile = await poking(origin, inspector.stopProfile());
  mkdirSync(dir, { recursive: true });
  const path = join(dir, "load-isolate.cpuprofile");
  writeFileSync(path, JSON.stringify(profile));
  const top = topSelfTime(profile, 15);
  log(`isolate profiled for ${Math.round(length / 1000)} s into ${path}; most self time:`);
  for (const { name, ms: selfMs, share } of top) log(`  ${(share * 100).toFixed(1).padStart(5)} %  ${selfMs.toFixed(0).padStart(6)} ms  ${name}`);
  return { seconds: Math.round(length / 1000), functions: top };
}

async function readMemory(inspector: IsolateInspector, pid: number, origin: string): Promise<MemoryReading> {
  const heap = await poking(origin, inspector.heapUsed());
  collect();
  const own = process.memoryUsage();
  return { isolate_heap_mb: mb(heap), workerd_rss_mb: mb(residentBytes(pid)), bench_rss_mb: mb(own.rss), bench_heap_mb: mb(own.heapUsed) };
}

async function mempoolFigures(origin: string): Promise<{ count: number; vsize: number }> {
  const response = await fetch(new URL("/api/mempool", origin));
  const body = (await response.json()) as { count?: number; vsize?: number };
  return { count: body.count ?? Number.NaN, vsize: body.vsize ?? Number.NaN };
}

async function main(): Promise<void> {
  const settings = readSettings();
  const started = performance.now();
  const loadAtStart = loadavg()[0]!;
  log(`${settings.viewers} viewers, ${settings.rps} requests/s (${settings.pageShare * 100} % pages), ${settings.churnPerS} viewers/s churn, ${settings.seconds} s`);
  if (!clientIsBuilt()) {
    log("building the client (vite): the worker serves it as assets");
    await buildClient({ stdio: "ignore" });
  }
  const tmp = mkdtempSync(join(tmpdir(), "blocktide-bench-load-"));
  try {
    log("bundling the worker (wrangler deploy --dry-run)");
    const runtime = await startWorker(bundleWorker(join(tmp, "worker")), { vars: devnetVars(settings) });
    const inspector = await runtime.inspect();
    try {
      const origin = runtime.url;
      const pid = workerdPid();
      log(`workerd ${pid} on ${origin}; seeding the devnet`);
      await warmNetwork(origin);
      let tip = (await mineOne(origin)).height;
      const ids = await IdPool.read(origin);
      const mix = new RouteMix(ids, settings.pageShare, MIX_SEED);

      log("baseline: the routes one at a time, viewers one at a time, one viewer watching blocks");
      const baseline = await measureBaseline(origin, mix, tip, log);
      tip = baseline.tip;
      await ids.refresh();
      await sleep(SETTLE_MS);
      const idle = await readMemory(inspector, pid, origin);
      log(`idle: isolate heap ${idle.isolate_heap_mb} MB, workerd ${idle.workerd_rss_mb} MB`);

      const fleet = new ViewerFleet(origin);
      fleet.phase = "ramp";
      log(`ramp: ${settings.viewers} viewers, ${settings.rampConcurrency} handshakes at a time`);
      const rampStarted = performance.now();
      const rampReady = await fleet.ramp(settings.viewers, settings.rampConcurrency, (ready) => log(`ramp: ${ready} ready`));
      const rampMs = performance.now() - rampStarted;
      const rampTimes = fleet.times.get("ramp") ?? { connectMs: [], firstFrameMs: [] };
      log(`ramp: ${rampReady} ready in ${Math.round(rampMs)} ms (${Math.round((rampReady / rampMs) * 1000)}/s)`);
      await sleep(SETTLE_MS);
      const mempoolStart = await mempoolFigures(origin);
      const start = await readMemory(inspector, pid, origin);
      log(`start: isolate heap ${start.isolate_heap_mb} MB, workerd ${start.workerd_rss_mb} MB, bench ${start.bench_rss_mb} MB; mempool ${mempoolStart.count} txs`);

      fleet.phase = "steady";
      const clock = new ClockDriver(origin, settings.blockEveryS, tip);
      const http = new HttpLoad(origin);
      const loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
      const rssMb: number[] = [];
      const workerdCpuAtStart = cpuMs(pid);
      const benchCpuAtStart = process.cpuUsage();
      const steadyFrom = performance.now();
      const framesAtStart = fleet.frames;
      const bytesAtStart = fleet.bytes;
      loopDelay.enable();
      clock.start(() => ids.refresh());
      http.start(settings.rps, () => mix.next());
      const churn = setInterval(() => fleet.churn(settings.churnPerS), 1_000);
      const sampler = setInterval(() => rssMb.push(mb(residentBytes(pid))), RSS_SAMPLE_MS);
      const progress = setInterval(() => {
        const failed = [...http.failures.values()].reduce((sum, n) => sum + n, 0);
        const bad = http.samples.filter((s) => s.status >= 400).length;
        log(
          `${Math.round((performance.now() - steadyFrom) / 1000)} s: ${fleet.openCount} viewers open, tip ${clock.tip}, ${http.sent} requests (${bad} ≥ 400, ${failed} failed, ${http.skipped} skipped), ` +
            `closes ${JSON.stringify(fromMap(fleet.closes))}, workerd ${mb(residentBytes(pid))} MB`,
        );
      }, PROGRESS_MS);
      // A reading once warm (the isolate's code, caches and the devnet's mempool have their sizes by
      // then): growth after it is what a leak would add. Its full collection pauses the isolate once.
      await sleep(warmAfterS(settings.seconds) * 1_000);
      const mempoolWarm = await mempoolFigures(origin);
      const warm = await readMemory(inspector, pid, origin);
      log(`warm (${Math.round((performance.now() - steadyFrom) / 1000)} s): isolate heap ${warm.isolate_heap_mb} MB, workerd ${warm.workerd_rss_mb} MB; mempool ${mempoolWarm.count} txs`);
      const profileTop = settings.profileDir === undefined ? undefined : await profileIsolate(inspector, origin, settings.profileDir, (steadyFrom + settings.seconds * 1_000 - performance.now()) / 2);
      await sleep(steadyFrom + settings.seconds * 1_000 - performance.now());
      clearInterval(churn);
      clearInterval(sampler);
      clearInterval(progress);
      await clock.stop();
      await http.stop();
      const steadyTo = performance.now();
      loopDelay.disable();
      const workerdCpuMs = cpuMs(pid) - workerdCpuAtStart;
      const benchCpu = process.cpuUsage(benchCpuAtStart);
      const steadySeconds = (steadyTo - steadyFrom) / 1000;
      const framesPerS = (fleet.frames - framesAtStart) / steadySeconds;
      const bytesPerS = (fleet.bytes - bytesAtStart) / steadySeconds;

      await sleep(SETTLE_MS);
      const openAtEnd = fleet.openCount;
      const mempoolEnd = await mempoolFigures(origin);
      const end = await readMemory(inspector, pid, origin);
      log(`end: ${openAtEnd} viewers open; isolate heap ${end.isolate_heap_mb} MB, workerd ${end.workerd_rss_mb} MB, bench ${end.bench_rss_mb} MB; mempool ${mempoolEnd.count} txs`);
      // Timed like the baseline's (blocks the clock asked for), and apart the blocks found during one-second steps.
      const frames = blockFrames(clock.steps, fleet, { from: steadyFrom, to: steadyTo, kind: "blocks" });
      const naturalFrames = blockFrames(clock.steps, fleet, { from: steadyFrom, to: steadyTo, kind: "seconds" });
      const steadyTimes = fleet.times.get("steady") ?? { connectMs: [], firstFrameMs: [] };
      const httpLoad = httpFigures(http.samples);
      log(`load http: api p50 ${httpLoad.api.p50_ms} ms p99 ${httpLoad.api.p99_ms} ms; pages p50 ${httpLoad.pages.p50_ms} ms p99 ${httpLoad.pages.p99_ms} ms; status ${JSON.stringify(httpLoad.status)}`);
      log(`load ws: block frame p50 ${frames.delay.p50_ms} ms p99 ${frames.delay.p99_ms} ms over ${frames.blocks} blocks, ${frames.missed} of ${frames.expected} missed; ${naturalFrames.blocks} more in one-second steps, ${naturalFrames.missed} missed`);

      fleet.reconnect = false;
      await fleet.closeAll();
      await sleep(CLOSE_SETTLE_MS);
      const afterClose = await readMemory(inspector, pid, origin);
      log(`all left: isolate heap ${afterClose.isolate_heap_mb} MB, workerd ${afterClose.workerd_rss_mb} MB`);

      const failedSteps = clock.steps.filter((step) => step.error !== undefined);
      const httpFailed = [...http.failures.values()].reduce((sum, n) => sum + n, 0);
      const httpErrors = http.samples.filter((s) => s.status < 200 || s.status >= 400).length;
      const wsCloses = [...fleet.closes.values()].reduce((sum, n) => sum + n, 0);
      const wsConnectFailures = [...fleet.connectFailures.values()].reduce((sum, n) => sum + n, 0);
      const heapGrowth = growthPct(warm.isolate_heap_mb, end.isolate_heap_mb);
      const rssGrowth = growthPct(warm.workerd_rss_mb, end.workerd_rss_mb);
      const line = {
        bench: "load",
        via: "workerd-direct",
        seconds: settings.seconds,
        viewers: settings.viewers,
        rps: settings.rps,
        page_share: settings.pageShare,
        churn_per_s: settings.churnPerS,
        block_every_s: settings.blockEveryS,
        ws: {
          ramp: { ready: rampReady, ms: Math.round(rampMs), per_s: Math.round((rampReady / rampMs) * 1000), concurrency: settings.rampConcurrency, connect: latency(rampTimes.connectMs), first_frame: latency(rampTimes.firstFrameMs) },
          connect: latency(steadyTimes.connectMs),
          first_frame: latency(steadyTimes.firstFrameMs),
          block_frame: frames,
          block_frame_in_second_steps: naturalFrames,
          open_at_end: openAtEnd,
          closes_by_code: fromMap(fleet.closes),
          close_reasons: Object.fromEntries(fleet.closeReasons),
          connect_failures: fromMap(fleet.connectFailures),
          socket_errors: fromMap(fleet.socketErrors),
          reconnects: fleet.reconnects,
          frames_per_s: Math.round(framesPerS),
          mb_per_s: Math.round((bytesPerS / 1_048_576) * 10) / 10,
        },
        http: {
          ...httpLoad,
          sent: http.sent,
          sent_per_s: Math.round(http.sentPerS * 10) / 10,
          skipped: http.skipped,
          retried_resets: http.retriedResets,
          failed: fromMap(http.failures),
          routes_by_group: ROUTES,
        },
        baseline: { http: { api: baseline.http.api, pages: baseline.http.pages, routes: baseline.http.routes, status: baseline.http.status, rounds: baseline.rounds }, ws: baseline.ws },
        memory: {
          idle,
          start,
          warm,
          warm_at_s: warmAfterS(settings.seconds),
          end,
          after_close: afterClose,
          isolate_heap_growth_pct: { start_to_end: growthPct(start.isolate_heap_mb, end.isolate_heap_mb), warm_to_end: heapGrowth },
          workerd_rss_growth_pct: { start_to_end: growthPct(start.workerd_rss_mb, end.workerd_rss_mb), warm_to_end: rssGrowth },
          workerd_rss_mb_every_10s: rssMb,
          per_object: "the hub and devnet objects share the worker's isolate: its heap is their sum",
          devnet_mempool: { start: mempoolStart, warm: mempoolWarm, end: mempoolEnd },
        },
        devnet: {
          vars: devnetVars(settings),
          tip_start: tip,
          tip_end: clock.tip,
          steps: clock.steps.length,
          step: latency(clock.steps.map((step) => step.ms)),
          failed_steps: failedSteps.length,
          first_step_error: failedSteps[0]?.error ?? null,
          max_lag_ms: Math.round(clock.maxLagMs),
        },
        workerd_cpu_share: Math.round((workerdCpuMs / 1000 / steadySeconds) * 100) / 100,
        bench_cpu_share: Math.round(((benchCpu.user + benchCpu.system) / 1e6 / steadySeconds) * 100) / 100,
        bench_event_loop_delay_ms: { p50: loopDelayMs(loopDelay.percentile(50)), p99: loopDelayMs(loopDelay.percentile(99)), max: loopDelayMs(loopDelay.max) },
        errors: { http_status: httpErrors, http_failed: httpFailed, http_skipped: http.skipped, ws_closed_by_server: wsCloses, ws_connect_failed: wsConnectFailures, block_frames_missed: frames.missed + naturalFrames.missed, clock_steps_failed: failedSteps.length },
        ratios: {
          api_p99: ratioOf(httpLoad.api.p99_ms, baseline.http.api.p99_ms),
          pages_p99: ratioOf(httpLoad.pages.p99_ms, baseline.http.pages.p99_ms),
          ws_connect_p99: ratioOf(latency(steadyTimes.connectMs).p99_ms, baseline.ws.connect.p99_ms),
          ws_first_frame_p99: ratioOf(latency(steadyTimes.firstFrameMs).p99_ms, baseline.ws.first_frame.p99_ms),
          block_frame_p99: ratioOf(frames.delay.p99_ms, baseline.ws.block_frame.delay.p99_ms),
        },
        targets: {
          memory_flat: heapGrowth <= FLAT_PCT && rssGrowth <= FLAT_PCT,
          no_errors: httpErrors + httpFailed + http.skipped + wsCloses + wsConnectFailures + frames.missed + naturalFrames.missed + failedSteps.length === 0,
          flat_pct: FLAT_PCT,
        },
        ...(profileTop === undefined ? {} : { isolate_profile_top: profileTop }),
        load_avg_1m: { start: Math.round(loadAtStart * 100) / 100, end: Math.round(loadavg()[0]! * 100) / 100, cores: availableParallelism() },
        run_s: Math.round((performance.now() - started) / 1000),
      };
      process.stdout.write(`${JSON.stringify(line)}\n`);
    } finally {
      inspector.close();
      await runtime.stop();
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

const ratioOf = (load: number, base: number): number => Math.round((load / base) * 100) / 100;
/** The histogram's figure (ns) less its own timer's interval, in ms. */
const loopDelayMs = (ns: number): number => Math.max(0, Math.round((ns / 1e6 - LOOP_RESOLUTION_MS) * 100) / 100);

await main();
