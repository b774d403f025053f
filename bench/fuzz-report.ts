/**
 * The fuzz's figures: progress lines while it runs, and its one JSON line at the end (frames and
 * requests sent, how sockets were closed, statuses, every 5xx and crash with its input, the
 * viewer's missed heights and block-frame delays under fuzz and in the baseline without it).
 *
 * @example
 * const line = resultLine({ settings, sockets, http, viewer, fuzzBlocks, baselineBlocks, runtime, wallS });
 * process.stdout.write(`${JSON.stringify(line)}\n`);
 */
import { percentile, roundMs } from "./ssr-stats.ts";
import type { HttpStats } from "./fuzz-http.ts";
import type { RuntimeLogSummary } from "./fuzz-runtime-log.ts";
import type { SocketStats } from "./fuzz-sockets.ts";
import type { BlockTiming, Viewer, ViewerClose } from "./fuzz-viewer.ts";

export interface FuzzSettings {
  readonly seed: number;
  readonly frames: number;
  readonly requests: number;
  readonly seconds: number | undefined;
  readonly concurrency: number;
  readonly socketConcurrency: number;
  readonly gapMs: number;
  readonly baselineGapMs: number;
  readonly shards: number | undefined;
}

export interface BlockFigures {
  readonly blocks: number;
  readonly p50_ms: number;
  readonly p99_ms: number;
  readonly max_ms: number;
  /** Steps whose block frame never came within the wait. */
  readonly timed_out: number;
  readonly step_p50_ms: number;
}

export function blockFigures(timings: readonly BlockTiming[]): BlockFigures {
  const delays = timings.flatMap((t) => (t.delayMs === null ? [] : [t.delayMs]));
  const steps = timings.map((t) => t.stepMs);
  return {
    blocks: timings.length,
    p50_ms: roundMs(percentile(delays, 0.5)),
    p99_ms: roundMs(percentile(delays, 0.99)),
    max_ms: roundMs(delays.length > 0 ? Math.max(...delays) : Number.NaN),
    timed_out: timings.length - delays.length,
    step_p50_ms: roundMs(percentile(steps, 0.5)),
  };
}

/** One progress line: what has been sent and what came back so far. */
export function progressLine(elapsedS: number, sockets: SocketStats, http: HttpStats, viewer: Viewer, blocks: number): string {
  const closes = Object.entries(sockets.serverClosesByCode).map(([code, n]) => `${code}×${n}`).join(" ") || "none";
  const statuses = Object.entries(http.status).sort(([a], [b]) => Number(a) - Number(b)).map(([code, n]) => `${code}×${n}`).join(" ") || "none";
  const fiveXx = Object.values(http.serverErrors).reduce((a, b) => a + b, 0);
  const findings = Object.entries(sockets.findingCounts).map(([what, n]) => `${what}×${n}`).join(" ");
  return (
    `${elapsedS.toFixed(0)} s: frames ${sockets.framesSent} in ${sockets.sessions} sessions (closes ${closes}${findings ? `; ${findings}` : ""}), ` +
    `requests ${http.sent} (${statuses}; 5xx ${fiveXx}, no answer ${http.sent - http.answered}), blocks ${blocks}, viewer ${viewer.frames} frames${viewer.closes.length ? `, closed ${viewer.closes.length}×` : ""}`
  );
}

export interface ResultInputs {
  readonly settings: FuzzSettings;
  readonly sockets: SocketStats;
  readonly http: HttpStats;
  readonly viewer: Viewer;
  readonly fuzzBlocks: readonly BlockTiming[];
  readonly baselineBlocks: readonly BlockTiming[];
  /** The last height stepped (missed heights are counted up to it). */
  readonly lastHeight: number;
  readonly viewerClosesDuringFuzz: readonly ViewerClose[];
  readonly runtime: RuntimeLogSummary;
  /** workerd was still running at the end. */
  readonly workerdAlive: boolean;
  readonly fuzzS: number;
  readonly wallS: number;
}

const sum = (counts: Readonly<Record<string, number>>): number => Object.values(counts).reduce((a, b) => a + b, 0);

/** The run's one JSON line. */
export function resultLine(inputs: ResultInputs) {
  const { settings, sockets, http, viewer, runtime } = inputs;
  const missed = viewer.missedHeights(inputs.lastHeight);
  const fuzz = blockFigures(inputs.fuzzBlocks);
  const baseline = blockFigures(inputs.baselineBlocks);
  const fourXx = Object.fromEntries(Object.entries(http.status).filter(([code]) => code.startsWith("4")).sort(([a], [b]) => Number(a) - Number(b)));
  const fiveXx = sum(http.serverErrors);
  // Evidence of a lost object or isolate: workerd's own lines, workerd gone, the hub dropping the viewer.
  const crashes = runtime.crashCount + (inputs.workerdAlive ? 0 : 1) + inputs.viewerClosesDuringFuzz.length;
  const latencies = http.latencies;
  return {
    bench: "fuzz",
    seed: settings.seed,
    replay: `npm run fuzz -- --seed ${settings.seed} --frames ${settings.frames} --requests ${settings.requests}${settings.seconds === undefined ? "" : ` --seconds ${settings.seconds}`}`,
    rate_limits: "off (RATE_LIMITS_OFF, as every bench): the guards behind them (frame size and rate caps, edge checks, body limits) are what is exercised",
    frames_sent: sockets.framesSent,
    frames_by_kind: sockets.framesByKind,
    frames_by_target: sockets.framesByTarget,
    socket_sessions: sockets.sessions,
    sockets_closed_by_code: sockets.serverClosesByCode,
    invalid_utf8_text_outcomes: sockets.invalidUtf8Outcomes,
    socket_findings: sockets.findingCounts,
    socket_finding_examples: sockets.findings.slice(0, 8),
    requests_sent: http.sent,
    requests_answered: http.answered,
    http_status: http.status,
    http_4xx: fourXx,
    http_status_by_area: http.statusByArea,
    http_latency_ms: { p50: roundMs(percentile(latencies, 0.5)), p99: roundMs(percentile(latencies, 0.99)), max: roundMs(latencies.length ? Math.max(...latencies) : Number.NaN) },
    "5xx": fiveXx,
    "5xx_by_status": http.serverErrors,
    "5xx_first": http.findings.filter((f) => f.what === "5xx").slice(0, 5),
    expected_5xx: http.expected5xx,
    http_resent_after_reset: http.resentAfterReset,
    http_reset_after: http.resetAfter,
    http_no_answer: http.failures,
    http_unsendable: http.unsendable,
    http_no_answer_first: http.findings.filter((f) => f.what !== "5xx").slice(0, 5),
    object_crashes: crashes,
    object_crash_evidence: { workerd_crash_lines: runtime.crashCount, workerd_gone: !inputs.workerdAlive, viewer_dropped: inputs.viewerClosesDuringFuzz.length },
    crash_lines: runtime.crashes,
    workerd_alive: inputs.workerdAlive,
    error_log_lines: runtime.errorCount,
    error_lines: runtime.errors,
    runtime_log: { file: runtime.file, lines: runtime.lines, by_level: runtime.levels, peer_disconnected_lines: runtime.peerGone },
    viewer: {
      frames: viewer.frames,
      keys: viewer.keys,
      closed_during_fuzz: inputs.viewerClosesDuringFuzz,
      closed_total: viewer.closes.length,
      missed_heights: missed,
      out_of_order_blocks: viewer.outOfOrder,
      no_missed_frame: missed.length === 0 && inputs.viewerClosesDuringFuzz.length === 0,
      block_delay_under_fuzz: fuzz,
    },
    baseline: { what: "the same viewer, the same number of blocks stepped one at a time, no fuzz traffic", block_delay: baseline },
    targets: { "5xx": 0, object_crashes: 0, missed_heights: 0, viewer_closed: 0 },
    within_targets: fiveXx === 0 && crashes === 0 && missed.length === 0 && inputs.viewerClosesDuringFuzz.length === 0,
    settings: { frames: settings.frames, requests: settings.requests, seconds: settings.seconds ?? null, http_concurrency: settings.concurrency, socket_concurrency: settings.socketConcurrency, step_gap_ms: settings.gapMs, baseline_step_gap_ms: settings.baselineGapMs, hub_shards: settings.shards ?? null },
    fuzz_s: inputs.fuzzS,
    wall_s: inputs.wallS,
  };
}
