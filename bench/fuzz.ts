/**
 * `npm run fuzz` (issue 17): random and mutated websocket frames and HTTP requests against the real
 * worker, while a well-behaved viewer watches blocks arrive, ending with one JSON line on stdout
 * (progress goes to stderr, workerd's own output to a log file).
 *
 * The worker is bundled as `wrangler deploy` bundles it and run in workerd through Miniflare's API
 * in this process, exactly as the benches run it (bench/fanout-hub.ts), with wrangler.toml's
 * bindings and the embedded devnet as the upstream: the fast profile with a day of history on the
 * manual clock (bench/fuzz-devnet.ts), and D1 migrated (bench/accelerator-d1.ts). Rate limits are off
 * (RATE_LIMITS_OFF, as in every bench: every client here is one address), so what stops the fuzz is
 * the guards behind them: the frame size and message-rate caps, the edge's checks, the body limits.
 *
 * 1. Setup: every Bitcoin network's devnet seeded and stepped once, the ids read, a services
 *    account signed up (its session fuzzes the signed-in routes), the viewer connected.
 * 2. Fuzz: at once, `--frames` frames in sessions on the hub's and the devnet's sockets
 *    (bench/fuzz-sockets.ts), `--requests` requests to every route (bench/fuzz-requests.ts,
 *    fuzz-http.ts), and the devnet stepped a block every `--gap` ms, each block's frame timed at
 *    the viewer (bench/fuzz-viewer.ts). Counts every 5 s.
 * 3. Baseline, in the same run: as many blocks again, the same viewer, no fuzz traffic.
 *
 * Options (`npm run fuzz -- --frames 5000 --requests 2000`): --seed N (replays a run's inputs; the
 * seed is printed), --frames (100000), --requests (20000), --seconds S (stops sending after S s,
 * whatever is left), --concurrency (16 requests at once), --socket-concurrency (24 sessions at
 * once), --gap (1000 ms between blocks under fuzz), --baseline-gap (500 ms), --shards N (HUB_SHARDS).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { buildClient, clientIsBuilt } from "../scripts/dev-server.mjs";
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from "../shared/rules/anti-forgery.ts";
import { SESSION_COOKIE_NAME, servicesPath } from "../shared/services/services-wire.ts";
import { applyMigrations } from "./accelerator-d1.ts";
import { bundleWorker, startWorker, workerdPid } from "./fanout-hub.ts";
import { captureMiniflare, FUZZ_DEVNET_VARS, openDevnetSocket, readNetworkIds, stepBlock } from "./fuzz-devnet.ts";
import { HttpFuzzer } from "./fuzz-http.ts";
import { Random, seedOf } from "./fuzz-random.ts";
import { type FuzzSettings, progressLine, resultLine, blockFigures } from "./fuzz-report.ts";
import { RequestFactory } from "./fuzz-requests.ts";
import { fuzzRoutes } from "./fuzz-routes.ts";
import { RuntimeLog } from "./fuzz-runtime-log.ts";
import { openWebSocket, sleep, SocketFuzzer, type SocketTarget } from "./fuzz-sockets.ts";
import { stepAndTime, Viewer } from "./fuzz-viewer.ts";

const PROGRESS_MS = 5_000;
/** The Bitcoin networks the devnet simulates, by prefix. */
const NETWORKS = [["", "mainnet"], ["/testnet", "testnet"], ["/signet", "signet"]] as const;
const WARM_TIMEOUT_MS = 180_000;

function readSettings(): FuzzSettings {
  const { values } = parseArgs({
    options: {
      seed: { type: "string" },
      frames: { type: "string", default: "100000" },
      requests: { type: "string", default: "20000" },
      seconds: { type: "string" },
      concurrency: { type: "string", default: "16" },
      "socket-concurrency": { type: "string", default: "24" },
      gap: { type: "string", default: "1000" },
      "baseline-gap": { type: "string", default: "500" },
      shards: { type: "string" },
    },
  });
  const whole = (name: string, text: string | undefined, min: number): number => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number ≥ ${min}; got "${text}".`);
    return value;
  };
  return {
    seed: seedOf(values.seed),
    frames: whole("frames", values.frames, 0),
    requests: whole("requests", values.requests, 0),
    seconds: values.seconds === undefined ? undefined : whole("seconds", values.seconds, 1),
    concurrency: whole("concurrency", values.concurrency, 1),
    socketConcurrency: whole("socket-concurrency", values["socket-concurrency"], 1),
    gapMs: whole("gap", values.gap, 0),
    baselineGapMs: whole("baseline-gap", values["baseline-gap"], 0),
    shards: values.shards === undefined ? undefined : whole("shards", values.shards, 1),
  };
}

/** Retries `path` until it answers 200: the first request of a network seeds its devnet. */
async function untilOk(origin: string, path: string): Promise<void> {
  const deadline = Date.now() + WARM_TIMEOUT_MS;
  for (;;) {
    try {
      const response = await fetch(`${origin}${path}`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not up yet.
    }
    if (Date.now() > deadline) throw new Error(`${path} did not answer 200 within ${WARM_TIMEOUT_MS / 1000} s.`);
    await sleep(500);
  }
}

/** Signs the fuzz's own services account up; its session cookie value. */
async function signUp(origin: string, seed: number): Promise<string | undefined> {
  const token = "s".repeat(43);
  const response = await fetch(`${origin}${servicesPath("auth/signup")}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `${XSRF_COOKIE_NAME}=${token}`, [XSRF_HEADER_NAME]: token },
    body: JSON.stringify({ username: `fuzzer${seed}`, password: "fuzzing is fun, 17" }),
  });
  await response.arrayBuffer();
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
  return cookie?.slice(SESSION_COOKIE_NAME.length + 1).split(";")[0];
}

async function main(): Promise<void> {
  const started = performance.now();
  const settings = readSettings();
  const tmp = mkdtempSync(join(tmpdir(), "blocktide-fuzz-"));
  const runtimeLog = RuntimeLog.install(join(tmpdir(), `blocktide-fuzz-${settings.seed}-workerd.log`));
  const log = (text: string): void => runtimeLog.progress(text);
  log(`seed ${settings.seed} (replay: --seed ${settings.seed}); workerd's output goes to ${runtimeLog.file}`);
  runtimeLog.onCrash = (line) => log(`workerd: ${line.slice(0, 300)}`);
  try {
    if (!clientIsBuilt()) {
      log("building the client (vite): the worker serves it as assets");
      await buildClient({ stdio: "ignore" });
    }
    log("bundling the worker (wrangler deploy --dry-run)");
    const bundle = bundleWorker(join(tmp, "worker"));
    const vars: Record<string, string> = { ...FUZZ_DEVNET_VARS, ...(settings.shards === undefined ? {} : { HUB_SHARDS: String(settings.shards) }) };
    const { value: runtime, miniflare } = await captureMiniflare(() => startWorker(bundle, { vars }));
    const origin = runtime.url;
    const pid = workerdPid();
    let viewer: Viewer | undefined;
    try {
      await applyMigrations(await runtime.d1("DB"));
      log("seeding the devnets (mainnet, testnet, signet) and their hubs");
      for (const [prefix] of NETWORKS) {
        await untilOk(origin, `${prefix}/api/blocks/tip/hash`);
        await stepBlock(origin, prefix);
        await untilOk(origin, `${prefix}/api/v1/init-data`);
      }
      const ids = await readNetworkIds(origin);
      const session = await signUp(origin, settings.seed);
      log(`ids: ${ids.txids.length} txids (${ids.mempoolTxids.length} waiting), ${ids.addresses.length} addresses, ${ids.poolSlugs.length} pools; services session ${session ? "signed in" : "refused"}`);
      viewer = await Viewer.connect(origin);
      log(`viewer connected at tip ${viewer.firstTip}`);

      const ws = origin.replace(/^http/, "ws");
      const targets: SocketTarget[] = [
        { name: "hub /api/v1/ws", weight: 4, rawText: true, open: () => openWebSocket(`${ws}/api/v1/ws`) },
        { name: "hub /testnet/api/v1/ws", weight: 2, rawText: true, open: () => openWebSocket(`${ws}/testnet/api/v1/ws`) },
        { name: "hub /signet/api/v1/ws", weight: 1, rawText: true, open: () => openWebSocket(`${ws}/signet/api/v1/ws`) },
        { name: "hub /api/v1/ws/", weight: 0.5, rawText: true, open: () => openWebSocket(`${ws}/api/v1/ws/`) },
        { name: "devnet mainnet", weight: 2.5, rawText: false, open: () => openDevnetSocket(miniflare, "mainnet") },
        { name: "devnet testnet", weight: 1, rawText: false, open: () => openDevnetSocket(miniflare, "testnet") },
      ];
      const random = new Random(settings.seed);
      const sockets = new SocketFuzzer(random.fork(), ids, targets, { frames: settings.frames, concurrency: settings.socketConcurrency });
      const routes = fuzzRoutes();
      const http = new HttpFuzzer(origin, new RequestFactory(ids, routes, session), random.fork(), { requests: settings.requests, concurrency: settings.concurrency });
      http.onFinding = (f) => log(`http ${f.what}${f.status ? ` ${f.status}` : ""}: ${f.method} ${f.path.slice(0, 160)}${f.pathLength > 160 ? `… (${f.pathLength} chars)` : ""} → ${(f.responseBody ?? "").slice(0, 160).replace(/\s+/g, " ")}`);
      sockets.onFinding = (f) => log(`socket ${f.what} on ${f.target}${f.code ? `: ${f.code} ${f.reason}` : f.reason ? `: ${f.reason}` : ""}; last frame ${f.lastFrames.at(-1)?.label ?? "none"} ${f.lastFrames.at(-1)?.head.slice(0, 100) ?? ""}`);
      log(`fuzzing: ${settings.frames} frames on ${targets.length} sockets, ${settings.requests} requests to ${routes.length} routes, a block every ${settings.gapMs} ms`);

      const fuzzStarted = performance.now();
      const deadline = settings.seconds === undefined ? Infinity : fuzzStarted + settings.seconds * 1000;
      const stop = (): boolean => performance.now() > deadline;
      let trafficDone = false;
      let blocks = 0;
      const progress = setInterval(() => log(progressLine((performance.now() - fuzzStarted) / 1000, sockets.stats, http.stats, viewer!, blocks)), PROGRESS_MS);
      const stepping = stepAndTime(origin, viewer, { gapMs: settings.gapMs, stop: () => trafficDone, onBlock: () => blocks++ });
      await Promise.all([sockets.run(stop), http.run(stop)]);
      trafficDone = true;
      const fuzzPhase = await stepping;
      clearInterval(progress);
      const fuzzS = Math.round((performance.now() - fuzzStarted) / 1000);
      const closesDuringFuzz = [...viewer.closes];
      log(progressLine(fuzzS, sockets.stats, http.stats, viewer, blocks));
      const underFuzz = blockFigures(fuzzPhase.timings);
      log(`under fuzz: ${underFuzz.blocks} blocks, p50 ${underFuzz.p50_ms} ms, p99 ${underFuzz.p99_ms} ms`);

      log(`baseline: ${fuzzPhase.timings.length} blocks, no fuzz traffic`);
      const baselinePhase = await stepAndTime(origin, viewer, { gapMs: settings.baselineGapMs, blocks: fuzzPhase.timings.length });
      const baseline = blockFigures(baselinePhase.timings);
      log(`baseline: p50 ${baseline.p50_ms} ms, p99 ${baseline.p99_ms} ms`);
      const lastHeight = (baselinePhase.last ?? fuzzPhase.last)?.height ?? viewer.firstTip ?? 0;
      let workerdAlive = true;
      try {
        process.kill(pid, 0);
      } catch {
        workerdAlive = false;
      }
      viewer.stop();
      await runtime.stop();
      runtimeLog.uninstall();
      const line = resultLine({
        settings,
        sockets: sockets.stats,
        http: http.stats,
        viewer,
        fuzzBlocks: fuzzPhase.timings,
        baselineBlocks: baselinePhase.timings,
        lastHeight,
        viewerClosesDuringFuzz: closesDuringFuzz,
        runtime: runtimeLog.summary(),
        workerdAlive,
        fuzzS,
        wallS: Math.round((performance.now() - started) / 1000),
      });
      process.stdout.write(`${JSON.stringify(line)}\n`);
    } catch (error) {
      viewer?.stop();
      await runtime.stop();
      throw error;
    }
  } finally {
    runtimeLog.uninstall();
    rmSync(tmp, { recursive: true, force: true });
  }
}

await main();
