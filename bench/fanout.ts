/**
 * `npm run bench:fanout` (issue 4): the websocket hub under 10,000 viewers, beside a plain Node
 * `ws` server delivering the same frames to the same clients in the same run, ending with one JSON
 * line on stdout (progress goes to stderr).
 *
 * One upstream (bench/fanout-upstream.ts: captured mainnet data, events sent when the bench says)
 * feeds first the hub, the worker bundled as wrangler bundles it and run in workerd through
 * Miniflare's API, clients on workerd's own socket for the worker (bench/fanout-hub.ts), then the
 * baseline server in a child process (bench/fanout-baseline-server.ts), which sends the frames the
 * hub's clients received. Each server in turn gets the same swarm (bench/fanout-clients.ts) and
 * the same measures:
 *
 * - connect rate: clients opened (`init` and `want` sent at once, 128 handshakes in flight) per
 *   second, until every client had its init bundle;
 * - memory per idle client (bench/fanout-memory.ts): the server process's resident memory after a
 *   warm-up client per hub shard, and again once all N clients had their `want` replies, divided
 *   by N, each time after a forced collection (for the hub, of its isolate through the inspector,
 *   whose heap is reported too); and the growth when the same N connect again after all had left
 *   (memory the first wave freed stays with the process and is reused). Beside it, measured the
 *   same way, each in a fresh workerd (bench/fanout-floor.ts): a trivial Durable Object that only
 *   accepts the sockets, served as the hub is and again without the static assets' hops Miniflare
 *   puts in front of a worker that has assets, and the hub without those hops; the hub's ratio to
 *   the trivial object in each setup, with the target of issue 17;
 * - fan-out latency: from the upstream's send (performance.now() in this process) to the last
 *   client receiving the frame, (a) for `fees` alone, (b) for a new block while 1,000 clients each
 *   track a different transaction of projected block 0, which the block confirms; each of those
 *   must get `txConfirmed` for its own txid in the frame holding `block` (counted). p50 and p99
 *   (nearest rank) over the rounds after one warm-up round of each kind (reported apart); a round
 *   that times out counts as the timeout. This process collects its own garbage before each round;
 * - closing: the server process's CPU time while all N clients close (a close must not cost a walk
 *   of the clients left).
 *
 * Options (`npm run bench:fanout -- --clients 2000`): --clients (10000), --trackers (1000),
 * --fees-rounds (40), --block-rounds (30), --concurrency (128), --deflate (clients offer
 * permessage-deflate as browsers do; both servers then compress), --shards N (the hub's
 * HUB_SHARDS; refused when the hub has no such setting), --entry (clients go through Miniflare's
 * entry worker, wrangler dev's proxy), --profile DIR (CPU profiles of the hub's isolate during each
 * kind of round, written there, the top functions by self time logged).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { startBaseline, trackerTemplate, type BaselineFrames } from "./fanout-baseline.ts";
import { ClientSwarm, sleep, type RoundResult } from "./fanout-clients.ts";
import { startHub } from "./fanout-hub.ts";
import { topSelfTime } from "./fanout-inspector.ts";
import { measureFloor } from "./fanout-floor.ts";
import { collect } from "./heap.ts";
import { idleMemory, MEMORY_SETTLE_MS, secondWave, type ServerUnderTest, workerdMemory } from "./fanout-memory.ts";
import { cpuMs, residentBytes } from "./fanout-process.ts";
import { FakeUpstream } from "./fanout-upstream.ts";

/** A round that has not reached every client by then counts as this long. */
const ROUND_TIMEOUT_MS = 20_000;
/** Pause between fees rounds, and after a block (the hub asks its upstream for full snapshots then). */
const FEES_GAP_MS = 100;
const BLOCK_SETTLE_MS = 300;
/** Rounds of each kind run first and left out of the latency figures (the isolate's JIT warms up on them). */
const WARMUP_ROUNDS = 1;
const LATENCY_TARGET_RATIO = 1.5;
const MEMORY_TARGET_BYTES = 50_000;
/** The hub's resident memory per idle client at most this many times the trivial object's (issue 17). */
const TRIVIAL_TARGET_RATIO = 1.2;

interface Settings {
  readonly clients: number;
  readonly trackers: number;
  readonly feesRounds: number;
  readonly blockRounds: number;
  readonly concurrency: number;
  readonly deflate: boolean;
  readonly shards: number | undefined;
  /** Where to write CPU profiles of the hub's isolate during the rounds, if anywhere. */
  readonly profileDir: string | undefined;
  /** Clients reach the worker through Miniflare's entry worker (wrangler dev's path). */
  readonly throughEntry: boolean;
}

function readSettings(): Settings {
  const { values } = parseArgs({
    options: {
      clients: { type: "string", default: "10000" },
      trackers: { type: "string", default: "1000" },
      "fees-rounds": { type: "string", default: "40" },
      "block-rounds": { type: "string", default: "30" },
      concurrency: { type: "string", default: "128" },
      deflate: { type: "boolean", default: false },
      shards: { type: "string" },
      profile: { type: "string" },
      entry: { type: "boolean", default: false },
    },
  });
  const count = (name: string, text: string | undefined, min: number): number => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be an integer ≥ ${min}; got "${text}".`);
    return value;
  };
  const settings: Settings = {
    clients: count("clients", values.clients, 1),
    trackers: count("trackers", values.trackers, 0),
    feesRounds: count("fees-rounds", values["fees-rounds"], 1),
    blockRounds: count("block-rounds", values["block-rounds"], 1),
    concurrency: count("concurrency", values.concurrency, 1),
    deflate: values.deflate ?? false,
    shards: values.shards === undefined ? undefined : count("shards", values.shards, 1),
    profileDir: values.profile,
    throughEntry: values.entry ?? false,
  };
  if (settings.trackers >= settings.clients) throw new Error("--trackers must be below --clients (client 0 never tracks).");
  return settings;
}

interface PhaseResult {
  readonly connected: number;
  readonly failed: number;
  readonly connectPerS: number;
  readonly bytesPerClient: number;
  /** Resident growth per client when the same number connect again after all had left. */
  readonly secondWaveBytesPerClient: number;
  readonly heapBytesPerClient: number | undefined;
  readonly replies: readonly string[];
  readonly fees: readonly RoundResult[];
  readonly blocks: readonly RoundResult[];
  readonly trackedTxids: readonly string[];
  /** Trackers that got their `txPosition` before each block round. */
  readonly trackAnswers: readonly number[];
  readonly serverCpuMsPerFees: number;
  readonly serverCpuMsPerBlock: number;
  /** The server's CPU time while the N clients closed (and a settling pause after). */
  readonly serverCpuMsToClose: number;
}

const log = (text: string): void => void process.stderr.write(`fanout: ${text}\n`);
const round1 = (n: number): number => Math.round(n * 10) / 10;
const mean = (values: readonly number[]): number => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
const ratio = (a: number, b: number): number => Math.round((a / b) * 100) / 100;

/**
 * The nearest-rank percentile `p` (0–1) of `values`; NaN when there are none.
 *
 * @example
 * percentile([5, 1, 3], 0.5); // 3
 */
function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length))) - 1]!;
}

/** Latency of each round: send → last client, a timed-out round counting as the timeout. */
const lastArrivals = (rounds: readonly RoundResult[]): number[] => rounds.map((r) => (r.missing > 0 ? ROUND_TIMEOUT_MS : r.lastMs));

/** `count` txids spread evenly over `txids`. */
function spread(txids: readonly string[], count: number): string[] {
  if (txids.length < count) throw new Error(`Projected block 0 lists ${txids.length} transactions; ${count} trackers need as many.`);
  return Array.from({ length: count }, (_, i) => txids[Math.floor((i * txids.length) / count)]!);
}

function describeRound(kind: string, index: number, result: RoundResult): string {
  const missing = result.missing > 0 ? `, ${result.missing} missing` : "";
  return `${kind} ${index}: first ${round1(result.firstMs)} ms, median ${round1(result.medianMs)} ms, last ${round1(result.lastMs)} ms${missing}`;
}

/** (a) the small broadcast: `fees` alone, to every client. */
async function feesRounds(name: string, swarm: ClientSwarm, upstream: FakeUpstream, settings: Settings): Promise<RoundResult[]> {
  const results: RoundResult[] = [];
  for (let r = 0; r < WARMUP_ROUNDS + settings.feesRounds; r++) {
    collect();
    const round = swarm.arm("fees");
    const result = await round.done(upstream.sendFees(r), ROUND_TIMEOUT_MS);
    results.push(result);
    if (r % 10 === 0 || result.missing > 0) log(`${name}: ${describeRound("fees", r, result)}`);
    await sleep(FEES_GAP_MS);
  }
  return results;
}

interface BlockRounds {
  readonly results: RoundResult[];
  /** Trackers that got their `txPosition` before each round. */
  readonly trackAnswers: number[];
  /** The first tracker's txid in each round (its frame is the baseline's template). */
  readonly trackedTxids: string[];
}

/** (b) a new block while each tracker follows a different transaction of projected block 0, which the block confirms. */
async function blockRounds(name: string, swarm: ClientSwarm, upstream: FakeUpstream, settings: Settings): Promise<BlockRounds> {
  const rounds: BlockRounds = { results: [], trackAnswers: [], trackedTxids: [] };
  for (let r = 0; r < WARMUP_ROUNDS + settings.blockRounds; r++) {
    const txids = spread(upstream.blockZeroTxids(), settings.trackers);
    rounds.trackedTxids.push(txids[0] ?? "");
    const answered = await swarm.track(txids, ROUND_TIMEOUT_MS);
    rounds.trackAnswers.push(answered);
    collect();
    const round = swarm.arm("block");
    const result = await round.done(upstream.mineBlock(), ROUND_TIMEOUT_MS);
    rounds.results.push(result);
    if (r % 10 === 0 || result.missing > 0 || result.confirmed !== settings.trackers) {
      log(`${name}: ${describeRound("block", r, result)}, ${answered} tracking, ${result.confirmed} confirmed`);
    }
    await sleep(BLOCK_SETTLE_MS);
  }
  return rounds;
}

async function measure(server: ServerUnderTest, upstream: FakeUpstream, settings: Settings): Promise<PhaseResult> {
  upstream.reset();
  const options = { url: server.url, concurrency: settings.concurrency, deflate: settings.deflate };
  // One warm-up client per shard (the worker deals sockets round-robin), so every hub object exists before the first reading.
  const idle = await idleMemory(server, options, settings.clients, settings.shards ?? 1);
  const { swarm, connectMs, failed, bytesPerClient, heapBytesPerClient } = idle;
  const connectPerS = (swarm.size / connectMs) * 1000;

  const profile = server.profile?.bind(server) ?? ((_: string, during: () => Promise<void>) => during());
  let serverCpu = cpuMs(server.pid);
  let fees: RoundResult[] = [];
  await profile("fees", async () => void (fees = await feesRounds(server.name, swarm, upstream, settings)));
  const serverCpuMsPerFees = (cpuMs(server.pid) - serverCpu) / fees.length;
  log(`${server.name}: fees rounds, send → last client (ms, warm-up first): ${lastArrivals(fees).map(Math.round).join(" ")}`);

  serverCpu = cpuMs(server.pid);
  let block: BlockRounds = { results: [], trackAnswers: [], trackedTxids: [] };
  await profile("block", async () => void (block = await blockRounds(server.name, swarm, upstream, settings)));
  const serverCpuMsPerBlock = (cpuMs(server.pid) - serverCpu) / block.results.length;
  log(`${server.name}: block rounds, send → last client (ms, warm-up first): ${lastArrivals(block.results).map(Math.round).join(" ")}`);

  serverCpu = cpuMs(server.pid);
  await swarm.close();
  await sleep(MEMORY_SETTLE_MS);
  const serverCpuMsToClose = cpuMs(server.pid) - serverCpu;
  log(`${server.name}: ${swarm.size} clients closed, ${Math.round(serverCpuMsToClose)} ms of server CPU`);
  const secondWaveBytesPerClient = await secondWave(server, { ...options, count: settings.clients });
  await idle.warm.close();
  return {
    connected: swarm.size,
    failed,
    connectPerS,
    bytesPerClient,
    secondWaveBytesPerClient,
    heapBytesPerClient,
    replies: idle.warm.firstReplies,
    fees,
    blocks: block.results,
    trackedTxids: block.trackedTxids,
    trackAnswers: block.trackAnswers,
    serverCpuMsPerFees,
    serverCpuMsPerBlock,
    serverCpuMsToClose,
  };
}

/** The frames the baseline sends: exactly what the hub's clients received, round by round. */
function baselineFrames(hub: PhaseResult): BaselineFrames {
  const [init, want] = hub.replies;
  if (init === undefined || want === undefined) throw new Error("The hub's warm-up client got no init replies to replay.");
  const plainOf = (rounds: readonly RoundResult[], kind: string): string[] => {
    const fallback = rounds.find((r) => r.plainFrame !== undefined)?.plainFrame;
    if (fallback === undefined) throw new Error(`No client of the hub received a ${kind} frame: nothing for the baseline to send.`);
    return rounds.map((r) => r.plainFrame ?? fallback);
  };
  const blockPlain = plainOf(hub.blocks, "block");
  return {
    init,
    want,
    fees: plainOf(hub.fees, "fees"),
    blocks: hub.blocks.map((r, i) => ({ plain: blockPlain[i]!, tracker: trackerTemplate(r.trackerFrame, hub.trackedTxids[i] ?? "") })),
  };
}


function summary(phase: PhaseResult, settings: Settings) {
  const measuredFees = phase.fees.slice(WARMUP_ROUNDS);
  const measuredBlocks = phase.blocks.slice(WARMUP_ROUNDS);
  const fees = lastArrivals(measuredFees);
  const blocks = lastArrivals(measuredBlocks);
  const feesP99 = percentile(fees, 0.99);
  const blockP99 = percentile(blocks, 0.99);
  return {
    connectPerS: Math.round(phase.connectPerS),
    bytesPerClient: Math.round(phase.bytesPerClient),
    secondWaveBytesPerClient: Math.round(phase.secondWaveBytesPerClient),
    feesP50: round1(percentile(fees, 0.5)),
    feesP99: round1(feesP99),
    blockP50: round1(percentile(blocks, 0.5)),
    blockP99: round1(blockP99),
    p99: round1(Math.max(feesP99, blockP99)),
    feesWarmup: round1(lastArrivals(phase.fees.slice(0, WARMUP_ROUNDS))[0] ?? Number.NaN),
    blockWarmup: round1(lastArrivals(phase.blocks.slice(0, WARMUP_ROUNDS))[0] ?? Number.NaN),
    feesFirstP50: round1(percentile(measuredFees.map((r) => r.firstMs), 0.5)),
    blockFirstP50: round1(percentile(measuredBlocks.map((r) => r.firstMs), 0.5)),
    blockMedianClientP50: round1(percentile(measuredBlocks.map((r) => r.medianMs), 0.5)),
    missingFrames: [...phase.fees, ...phase.blocks].reduce((sum, r) => sum + r.missing, 0),
    confirmedMin: Math.min(...phase.blocks.map((r) => r.confirmed)),
    confirmedTotal: phase.blocks.reduce((sum, r) => sum + r.confirmed, 0),
    trackedTotal: settings.trackers * phase.blocks.length,
    trackAnsweredMin: Math.min(...phase.trackAnswers),
    feesFrameBytes: phase.fees[0]?.plainFrame?.length ?? 0,
    blockFrameBytes: phase.blocks[0]?.plainFrame?.length ?? 0,
    trackerFrameBytes: phase.blocks[0]?.trackerFrame?.length ?? 0,
    bytesPerFeesRound: phase.fees[0]?.bytes ?? 0,
    bytesPerBlockRound: phase.blocks[0]?.bytes ?? 0,
    serverCpuMsPerFees: round1(phase.serverCpuMsPerFees),
    serverCpuMsPerBlock: round1(phase.serverCpuMsPerBlock),
    serverCpuMsToClose: Math.round(phase.serverCpuMsToClose),
    clientCpuMsPerFees: round1(mean(measuredFees.map((r) => r.clientCpuMs))),
    clientCpuMsPerBlock: round1(mean(measuredBlocks.map((r) => r.clientCpuMs))),
  };
}

const settings = readSettings();
const started = performance.now();
const upstream = await FakeUpstream.start();
log(`upstream on ${upstream.origin}: projected blocks of ${upstream.blockSizes.join(", ")} transactions`);

const hubRuntime = await startHub({
  upstreamUrl: upstream.origin,
  throughEntry: settings.throughEntry,
  ...(settings.shards !== undefined ? { shards: settings.shards } : {}),
});
log(`hub: workerd ${hubRuntime.pid} on ${hubRuntime.url}`);
const inspector = await hubRuntime.inspect();
let hubPhase: PhaseResult;
try {
  hubPhase = await measure(
    {
      name: "hub",
      url: hubRuntime.url,
      pid: hubRuntime.pid,
      memory: workerdMemory(hubRuntime.pid, inspector),
      profile: async (kind, during) => {
        if (settings.profileDir === undefined) return during();
        await inspector.startProfile();
        await during();
        const cpuProfile = await inspector.stopProfile();
        mkdirSync(settings.profileDir, { recursive: true });
        const path = join(settings.profileDir, `hub-${kind}.cpuprofile`);
        writeFileSync(path, JSON.stringify(cpuProfile));
        log(`hub: ${kind} rounds profiled into ${path}; most self time:`);
        for (const { name, ms, share } of topSelfTime(cpuProfile, 15)) log(`  ${(share * 100).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(6)} ms  ${name}`);
      },
    },
    upstream,
    settings,
  );
} finally {
  inspector.close();
  await hubRuntime.stop();
}

const floor = await measureFloor(upstream, settings);

const baselineRuntime = await startBaseline({ upstreamUrl: upstream.origin, frames: baselineFrames(hubPhase), deflate: settings.deflate });
log(`baseline: node ${baselineRuntime.pid} on ${baselineRuntime.url}`);
let baselinePhase: PhaseResult;
try {
  baselinePhase = await measure(
    {
      name: "baseline",
      url: baselineRuntime.url,
      pid: baselineRuntime.pid,
      memory: async () => {
        const { heapUsed } = await baselineRuntime.memory();
        return { rss: residentBytes(baselineRuntime.pid), heap: heapUsed };
      },
    },
    upstream,
    settings,
  );
} finally {
  await baselineRuntime.stop();
  await upstream.close();
}

const hub = summary(hubPhase, settings);
const base = summary(baselinePhase, settings);
console.log(
  JSON.stringify({
    clients: hubPhase.connected,
    clients_failed: hubPhase.failed,
    baseline_clients: baselinePhase.connected,
    shards: settings.shards ?? null,
    deflate: settings.deflate,
    through_entry_worker: settings.throughEntry,
    connect_concurrency: settings.concurrency,
    connect_per_s: hub.connectPerS,
    baseline_connect_per_s: base.connectPerS,
    bytes_per_client: hub.bytesPerClient,
    baseline_bytes_per_client: base.bytesPerClient,
    trivial_clients: floor.trivial.connected,
    trivial_bytes_per_client: Math.round(floor.trivial.bytesPerClient),
    trivial_heap_bytes_per_client: Math.round(floor.trivial.heapBytesPerClient ?? Number.NaN),
    trivial_ratio: ratio(hubPhase.bytesPerClient, floor.trivial.bytesPerClient),
    direct_clients: floor.hubDirect.connected,
    direct_bytes_per_client: Math.round(floor.hubDirect.bytesPerClient),
    direct_heap_bytes_per_client: Math.round(floor.hubDirect.heapBytesPerClient ?? Number.NaN),
    trivial_direct_clients: floor.trivialDirect.connected,
    trivial_direct_bytes_per_client: Math.round(floor.trivialDirect.bytesPerClient),
    direct_trivial_ratio: ratio(floor.hubDirect.bytesPerClient, floor.trivialDirect.bytesPerClient),
    assets_hops_bytes_per_client: Math.round(floor.trivial.bytesPerClient - floor.trivialDirect.bytesPerClient),
    trivial_target_ratio: TRIVIAL_TARGET_RATIO,
    trivial_target_met:
      hubPhase.bytesPerClient <= TRIVIAL_TARGET_RATIO * floor.trivial.bytesPerClient &&
      floor.hubDirect.bytesPerClient <= TRIVIAL_TARGET_RATIO * floor.trivialDirect.bytesPerClient,
    second_wave_bytes_per_client: hub.secondWaveBytesPerClient,
    baseline_second_wave_bytes_per_client: base.secondWaveBytesPerClient,
    heap_bytes_per_client: Math.round(hubPhase.heapBytesPerClient ?? Number.NaN),
    baseline_heap_bytes_per_client: Math.round(baselinePhase.heapBytesPerClient ?? Number.NaN),
    fees_rounds: settings.feesRounds,
    fees_p50_ms: hub.feesP50,
    fees_p99_ms: hub.feesP99,
    baseline_fees_p50_ms: base.feesP50,
    baseline_fees_p99_ms: base.feesP99,
    block_rounds: settings.blockRounds,
    block_p50_ms: hub.blockP50,
    block_p99_ms: hub.blockP99,
    baseline_block_p50_ms: base.blockP50,
    baseline_block_p99_ms: base.blockP99,
    p99_ms: hub.p99,
    baseline_p99_ms: base.p99,
    p99_ratio: ratio(hub.p99, base.p99),
    fees_p99_ratio: ratio(hub.feesP99, base.feesP99),
    block_p99_ratio: ratio(hub.blockP99, base.blockP99),
    latency_target_met: hub.p99 <= LATENCY_TARGET_RATIO * base.p99,
    memory_target_met: hub.bytesPerClient <= MEMORY_TARGET_BYTES,
    warmup_rounds: WARMUP_ROUNDS,
    fees_warmup_ms: hub.feesWarmup,
    baseline_fees_warmup_ms: base.feesWarmup,
    block_warmup_ms: hub.blockWarmup,
    baseline_block_warmup_ms: base.blockWarmup,
    fees_first_p50_ms: hub.feesFirstP50,
    baseline_fees_first_p50_ms: base.feesFirstP50,
    block_first_p50_ms: hub.blockFirstP50,
    baseline_block_first_p50_ms: base.blockFirstP50,
    block_median_client_p50_ms: hub.blockMedianClientP50,
    baseline_block_median_client_p50_ms: base.blockMedianClientP50,
    tracked: settings.trackers,
    tracked_total: hub.trackedTotal,
    confirmed_total: hub.confirmedTotal,
    confirmed_min_per_round: hub.confirmedMin,
    baseline_confirmed_total: base.confirmedTotal,
    track_answered_min: hub.trackAnsweredMin,
    missing_frames: hub.missingFrames,
    baseline_missing_frames: base.missingFrames,
    fees_frame_bytes: hub.feesFrameBytes,
    block_frame_bytes: hub.blockFrameBytes,
    tracker_frame_bytes: hub.trackerFrameBytes,
    bytes_per_fees_round: hub.bytesPerFeesRound,
    baseline_bytes_per_fees_round: base.bytesPerFeesRound,
    bytes_per_block_round: hub.bytesPerBlockRound,
    baseline_bytes_per_block_round: base.bytesPerBlockRound,
    hub_cpu_ms_per_fees: hub.serverCpuMsPerFees,
    baseline_cpu_ms_per_fees: base.serverCpuMsPerFees,
    hub_cpu_ms_per_block: hub.serverCpuMsPerBlock,
    baseline_cpu_ms_per_block: base.serverCpuMsPerBlock,
    hub_cpu_ms_to_close_all: hub.serverCpuMsToClose,
    baseline_cpu_ms_to_close_all: base.serverCpuMsToClose,
    client_cpu_ms_per_fees: hub.clientCpuMsPerFees,
    baseline_client_cpu_ms_per_fees: base.clientCpuMsPerFees,
    client_cpu_ms_per_block: hub.clientCpuMsPerBlock,
    baseline_client_cpu_ms_per_block: base.clientCpuMsPerBlock,
    run_s: Math.round((performance.now() - started) / 1000),
  }),
);
