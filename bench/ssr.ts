/**
 * `npm run bench:ssr` (issue 5): how fast the worker serves its pages, ending with one JSON line on
 * stdout (progress goes to stderr).
 *
 * The client is built afresh (so the figures match the code), then the worker, bundled as
 * `wrangler deploy` bundles it with wrangler.toml's bindings (ENVIRONMENT=production, the embedded
 * devnet as upstream), runs in workerd through Miniflare's API (bench/fanout-hub.ts). Requests go
 * through Miniflare's entry worker, which compresses responses as Cloudflare's edge does for a
 * browser's `accept-encoding: gzip, br` (and, unlike the edge, buffers a compressed stream whole);
 * `--direct` sends them to workerd's own socket for the worker instead (no compression, streamed).
 *
 * - Load: after the devnet has seeded and the hub has its init bundle, each path gets `--warmup`
 *   requests (left out), then `--requests` more, `--concurrency` in flight on keep-alive
 *   connections; TTFB (to the first body byte; a bodiless redirect: to its end) and full time,
 *   p50 and p99 by nearest rank (bench/ssr-load.ts). Paths: `/healthz` (the baseline: a trivial
 *   route of the same worker), `/`, `/block/<the devnet's tip>`, `/tx/<a txid it confirmed>`.
 *   Redirects are not followed; each path's status is reported. The top-level `ttfb_*` and
 *   `full_*` figures are those of `/`.
 * - Home JS and CSS: the entry chunk and its static imports from dist/client/manifest.json, each
 *   file gzipped by node:zlib at level 9 (bench/ssr-home-assets.ts).
 * - Paint: `/` loaded `--paint-runs` times in headless Chromium, each in a fresh context; the
 *   median largest and first contentful paints (bench/ssr-paint.ts).
 * - Polling: 32 displays fetch `/view/mempool-block/0?refresh=5` back to back for 10 s; requests
 *   served and renders made per second (bench/ssr-polling.ts).
 *
 * Options (`npm run bench:ssr -- --requests 1000`): --concurrency (16), --requests (400),
 * --warmup (100), --paint-runs (5), --direct.
 */
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { buildClient } from "../scripts/dev-server.mjs";
import { startHub } from "./fanout-hub.ts";
import { collect } from "./heap.ts";
import { GZIP_LEVEL, homeAssetSizes } from "./ssr-home-assets.ts";
import { loadPath, summarizeLoad, type LoadOptions, type LoadSummary } from "./ssr-load.ts";
import { measurePaint } from "./ssr-paint.ts";
import { measurePolling } from "./ssr-polling.ts";
import { percentile, roundMs } from "./ssr-stats.ts";
import { recentIds, warmNetwork } from "./ssr-warmup.ts";

const DIST_CLIENT = fileURLToPath(new URL("../dist/client", import.meta.url));
/** The targets, reported beside the figures (150 KB read as the stricter 150,000 bytes). */
const TARGETS = { ttfb_p50_ms: 20, home_js_gzip_bytes: 150_000, lcp_ms: 1_000 } as const;

/** A kiosk address polled by displays that run no script (issue 12): one render a second at most. */
const KIOSK_POLLING_PATH = "/view/mempool-block/0?refresh=5";
const KIOSK_POLLERS = 32;

interface Settings extends LoadOptions {
  readonly warmup: number;
  readonly paintRuns: number;
  readonly direct: boolean;
}

function readSettings(): Settings {
  const { values } = parseArgs({
    options: {
      concurrency: { type: "string", default: "16" },
      requests: { type: "string", default: "400" },
      warmup: { type: "string", default: "100" },
      "paint-runs": { type: "string", default: "5" },
      direct: { type: "boolean", default: false },
    },
  });
  const count = (name: string, text: string | undefined, min: number): number => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be an integer ≥ ${min}; got "${text}".`);
    return value;
  };
  return {
    concurrency: count("concurrency", values.concurrency, 1),
    requests: count("requests", values.requests, 1),
    warmup: count("warmup", values.warmup, 0),
    paintRuns: count("paint-runs", values["paint-runs"], 1),
    direct: values.direct ?? false,
  };
}

const log = (text: string): void => void process.stderr.write(`ssr: ${text}\n`);

/** `summary`'s fields under `prefix_`. */
function prefixed(prefix: string, summary: LoadSummary): Record<string, number | string> {
  return Object.fromEntries(Object.entries(summary).map(([key, value]) => [`${prefix}_${key}`, value]));
}

function describe(path: string, s: LoadSummary): string {
  const odd = s.other_status + s.failed > 0 ? `, ${s.other_status} other status, ${s.failed} failed` : "";
  const where = s.location === undefined ? "" : ` → ${s.location}`;
  return `${path}: ${s.status}${where} ${s.encoding} ${s.wire_bytes} B; TTFB p50 ${s.ttfb_p50_ms} p99 ${s.ttfb_p99_ms} ms, full p50 ${s.full_p50_ms} p99 ${s.full_p99_ms} ms${odd}`;
}

const settings = readSettings();

log("building the client (vite)");
await buildClient({ stdio: "ignore" }).catch((error: unknown) => {
  throw new Error(`Building the client failed (${String(error)}); run \`npm run build:client\` to see why.`);
});
const assets = homeAssetSizes(DIST_CLIENT);
log(`home initial JS ${assets.jsFiles.join(", ")}: ${assets.jsBytes} B, gzip ${assets.jsGzipBytes} B; CSS ${assets.cssFiles.join(", ") || "none"}: ${assets.cssBytes} B, gzip ${assets.cssGzipBytes} B (zlib level ${GZIP_LEVEL})`);

log(`starting the worker in workerd (${settings.direct ? "workerd's own socket" : "through Miniflare's entry worker"})`);
const worker = await startHub({ upstreamUrl: "", throughEntry: !settings.direct }); // "": the embedded devnet
let result: Record<string, unknown>;
try {
  const warmStarted = performance.now();
  await warmNetwork(worker.url);
  const { blockHash, txid } = await recentIds(worker.url);
  log(`devnet and hub warm after ${Math.round(performance.now() - warmStarted)} ms; block ${blockHash}, tx ${txid}`);

  const routes = [
    { name: "baseline", path: "/healthz" },
    { name: "home", path: "/" },
    { name: "block", path: `/block/${blockHash}` },
    { name: "tx", path: `/tx/${txid}` },
  ] as const;
  if (settings.warmup > 0) {
    for (const route of routes) await loadPath(worker.url, route.path, { concurrency: settings.concurrency, requests: settings.warmup });
    log(`warm-up: ${settings.warmup} requests per path, left out`);
  }
  const summaries = new Map<string, LoadSummary>();
  for (const route of routes) {
    collect();
    const summary = summarizeLoad(await loadPath(worker.url, route.path, settings));
    summaries.set(route.name, summary);
    log(describe(route.path, summary));
  }

  const polling = await measurePolling(worker.url, KIOSK_POLLING_PATH, { pollers: KIOSK_POLLERS });
  log(`${KIOSK_POLLING_PATH}, ${KIOSK_POLLERS} pollers: ${polling.polling_requests_per_s} requests/s, ${polling.polling_renders_per_s} renders/s`);

  log(`largest contentful paint of / in Chromium, ${settings.paintRuns} fresh loads`);
  const paints = await measurePaint(new URL("/", worker.url).href, settings.paintRuns);
  for (const [i, run] of paints.entries()) {
    log(`  run ${i + 1}: LCP ${roundMs(run.lcpMs)} ms on ${run.lcpElement}, FCP ${roundMs(run.fcpMs)} ms`);
  }
  const requested = new Set(paints[0]!.scripts.map((path) => path.replace(/^\//, "")));
  const counted = new Set(assets.jsFiles);
  if (requested.size !== counted.size || ![...requested].every((file) => counted.has(file))) {
    log(`note: Chromium loaded scripts ${[...requested].join(", ")}; the manifest's initial set is ${assets.jsFiles.join(", ")}`);
  }

  const home = summaries.get("home")!;
  const lcpMs = roundMs(percentile(paints.map((p) => p.lcpMs), 0.5));
  result = {
    bench: "ssr",
    concurrency: settings.concurrency,
    requests: settings.requests,
    warmup: settings.warmup,
    via: settings.direct ? "workerd-socket" : "miniflare-entry",
    ttfb_p50_ms: home.ttfb_p50_ms,
    ttfb_p99_ms: home.ttfb_p99_ms,
    full_p50_ms: home.full_p50_ms,
    full_p99_ms: home.full_p99_ms,
    ...Object.fromEntries(routes.flatMap((route) => Object.entries(prefixed(route.name, summaries.get(route.name)!)))),
    ...polling,
    home_js_gzip_bytes: assets.jsGzipBytes,
    home_css_gzip_bytes: assets.cssGzipBytes,
    home_js_bytes: assets.jsBytes,
    home_css_bytes: assets.cssBytes,
    home_js_files: assets.jsFiles.length,
    gzip_level: GZIP_LEVEL,
    lcp_ms: lcpMs,
    fcp_ms: roundMs(percentile(paints.map((p) => p.fcpMs), 0.5)),
    lcp_runs_ms: paints.map((p) => roundMs(p.lcpMs)),
    lcp_element: paints[paints.length - 1]!.lcpElement,
    targets: TARGETS,
    within_targets: {
      ttfb_p50_ms: home.ttfb_p50_ms <= TARGETS.ttfb_p50_ms,
      home_js_gzip_bytes: assets.jsGzipBytes <= TARGETS.home_js_gzip_bytes,
      lcp_ms: lcpMs <= TARGETS.lcp_ms,
    },
  };
} finally {
  await worker.stop();
}
console.log(JSON.stringify(result));
