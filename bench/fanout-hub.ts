/**
 * The worker under the fan-out bench, run as wrangler would run it but through Miniflare's API in
 * this process (wrangler dev's own proxy runs out of file descriptors at 10,000 sockets): the
 * worker bundled by `wrangler deploy --dry-run`, the bindings, compatibility date and flags read
 * from wrangler.toml by wrangler itself, workerd listening on 127.0.0.1. Only `UPSTREAM_URL` (and
 * `HUB_SHARDS` when asked for) differ from wrangler.toml. Clients reach the worker on workerd's own
 * socket for it, as in production, unless `throughEntry` routes them through Miniflare's dev proxy.
 *
 * @example
 * const hub = await startHub({ upstreamUrl: upstream.origin });
 * hub.url;  // "http://127.0.0.1:41234"
 * hub.pid;  // workerd's process id, for its memory and CPU time
 * const inspector = await hub.inspect(); // the isolate's heap and CPU profile
 * await hub.stop();
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { buildClient, clientIsBuilt, OFFLINE_ENV } from "../scripts/dev-server.mjs";
import { IsolateInspector } from "./fanout-inspector.ts";
import { RATE_LIMITS_OFF } from "../worker/rate-limit.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const WORKER_NAME = "blocktide";
const WRANGLER = fileURLToPath(new URL("../node_modules/wrangler/bin/wrangler.js", import.meta.url));

export interface HubRuntime {
  /** The worker's origin. */
  readonly url: string;
  /** workerd's process id. */
  readonly pid: number;
  /** A DevTools connection to the worker's isolate (the hub objects run in it). */
  inspect(): Promise<IsolateInspector>;
  stop(): Promise<void>;
}

export interface HubOptions {
  readonly upstreamUrl: string;
  /** Hub shards (`HUB_SHARDS`); undefined leaves wrangler.toml's setting. */
  readonly shards?: number;
  /**
   * Serve clients through Miniflare's entry worker, as wrangler dev does, instead of workerd's own
   * socket for the worker. The entry worker is a development proxy production does not have: it
   * adds a hop and about 30 kB of runtime memory per websocket.
   */
  readonly throughEntry?: boolean;
  /**
   * Run the worker without wrangler.toml's static assets. With them, Miniflare puts its assets
   * proxy and router (two more workers in the same workerd) in front of the worker, and each
   * websocket is coupled through both; the fan-out bench measures the hub without them too, beside
   * a trivial object served the same way (bench/fanout-trivial.ts).
   */
  readonly withoutAssets?: boolean;
}

/** The worker bundled by `wrangler deploy --dry-run`, and what wrangler printed while bundling it. */
export interface WorkerBundle {
  /** The main module's path inside the outdir. */
  readonly script: string;
  readonly outdir: string;
  /** wrangler's stdout, which ends with its "Total Upload: … KiB / gzip: … KiB" line. */
  readonly output: string;
}

/** Bundles worker/index.ts into `outdir` as `wrangler deploy` would. */
export function bundleWorker(outdir: string): WorkerBundle {
  const result = spawnSync(process.execPath, [WRANGLER, "deploy", "--dry-run", "--outdir", outdir], {
    cwd: ROOT,
    env: { ...process.env, ...OFFLINE_ENV },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${result.stdout}\n${result.stderr}`);
  return { script: join(outdir, "index.js"), outdir, output: result.stdout };
}

/** Module types of the files wrangler writes beside the script (wrangler.toml's [[rules]] and its default wasm rule). */
const ADDITIONAL_MODULE_TYPES = { ".wasm": "CompiledWasm", ".ttf": "Data", ".png": "Data" } as const;

/** The script and every module it imports (wasm, fonts, images), each as its own file in the outdir. */
function bundleModules(bundle: WorkerBundle): { type: "ESModule" | "CompiledWasm" | "Data"; path: string }[] {
  const additional = readdirSync(bundle.outdir).flatMap((file) => {
    const type = Object.entries(ADDITIONAL_MODULE_TYPES).find(([extension]) => file.endsWith(extension))?.[1];
    return type === undefined ? [] : [{ type, path: join(bundle.outdir, file) }];
  });
  return [{ type: "ESModule", path: bundle.script }, ...additional];
}

/** Children of this process that are workerd (Miniflare spawns exactly one). */
export function workerdPid(): number {
  const found: number[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (comm === "workerd" && ppid === process.pid) found.push(Number(name));
    } catch {
      // The process ended while we looked.
    }
  }
  if (found.length !== 1) throw new Error(`Expected one workerd child of this process, found ${found.length}.`);
  return found[0]!;
}

/** Starts the worker on 127.0.0.1 with `UPSTREAM_URL` set to the bench's upstream. */
export async function startHub(options: HubOptions): Promise<HubRuntime> {
  if (!clientIsBuilt()) await buildClient({ stdio: "ignore" });
  const outdir = mkdtempSync(join(tmpdir(), "blocktide-fanout-"));
  const removeOutdir = (): void => rmSync(outdir, { recursive: true, force: true });
  let runtime: WorkerRuntime;
  try {
    const bundle = bundleWorker(outdir);
    if (options.shards !== undefined && !readFileSync(bundle.script, "utf8").includes("HUB_SHARDS")) {
      throw new Error("This hub has no HUB_SHARDS setting: run the bench without --shards.");
    }
    const vars: Record<string, string> = { UPSTREAM_URL: options.upstreamUrl };
    if (options.shards !== undefined) vars.HUB_SHARDS = String(options.shards);
    runtime = await startWorker(bundle, {
      vars,
      ...(options.throughEntry === undefined ? {} : { throughEntry: options.throughEntry }),
      ...(options.withoutAssets === undefined ? {} : { withoutAssets: options.withoutAssets }),
    });
  } catch (error) {
    removeOutdir();
    throw error;
  }
  const stop = async (): Promise<void> => {
    await runtime.stop();
    removeOutdir();
  };
  try {
    return { url: runtime.url, pid: workerdPid(), inspect: runtime.inspect, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Where a bench's workerd listens (any free port on loopback, the worker's own socket beside
 * Miniflare's entry, the inspector for heap readings) and where its output goes: our stdout carries
 * the one JSON line, so the runtime's goes to stderr, copied chunk by chunk rather than piped (every
 * pipe leaves listeners on process.stderr, and a bench may start dozens).
 */
export const LOCAL_RUNTIME = {
  host: "127.0.0.1",
  port: 0,
  inspectorPort: 0,
  unsafeDirectSockets: [{ host: "127.0.0.1", port: 0 }],
  handleRuntimeStdio: (stdout: NodeJS.ReadableStream, stderr: NodeJS.ReadableStream): void => {
    for (const stream of [stdout, stderr]) stream.on("data", (chunk: Buffer) => void process.stderr.write(chunk));
  },
};

export interface WorkerOptions {
  /** wrangler vars that differ from wrangler.toml's. */
  readonly vars?: Readonly<Record<string, string>>;
  /** As HubOptions.throughEntry; the entry is also what serves the static assets in front of the worker. */
  readonly throughEntry?: boolean;
  /** Where the Durable Objects' storage lives across instances; undefined: in memory, gone with the instance. */
  readonly durableObjectsPersist?: string;
  /** The static assets' directory instead of wrangler.toml's. */
  readonly assetsDirectory?: string;
  /** As HubOptions.withoutAssets. */
  readonly withoutAssets?: boolean;
}

export interface WorkerRuntime {
  readonly url: string;
  inspect(): Promise<IsolateInspector>;
  /** A D1 binding of wrangler.toml (`"DB"`), driven from this process through Miniflare's proxy. */
  d1(binding: string): ReturnType<Miniflare["getD1Database"]>;
  /** Stops workerd; the bundle stays, for the next instance. */
  stop(): Promise<void>;
}

/**
 * One Miniflare instance (one workerd, a fresh isolate) of an already bundled worker, with
 * wrangler.toml's bindings, compatibility date and flags. The Cache API is in memory, so every
 * instance starts with it empty.
 */
export async function startWorker(bundle: WorkerBundle, options: WorkerOptions = {}): Promise<WorkerRuntime> {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(ROOT, "wrangler.toml"));
  // Every client of a bench is one address: wrangler.toml's rate limits would refuse most of them.
  const bindings: NonNullable<typeof workerOptions.bindings> = { ...workerOptions.bindings, ...RATE_LIMITS_OFF, ...options.vars };
  const configured = options.withoutAssets ? undefined : workerOptions.assets;
  const assets = configured && options.assetsDirectory !== undefined ? { ...configured, directory: options.assetsDirectory } : configured;
  const miniflare = new Miniflare({
    ...workerOptions,
    assets: undefined,
    name: WORKER_NAME,
    modules: bundleModules(bundle),
    modulesRoot: bundle.outdir,
    bindings,
    ...(assets === undefined ? {} : { assets }),
    ...(options.durableObjectsPersist === undefined ? {} : { durableObjectsPersist: options.durableObjectsPersist }),
    cachePersist: false,
    ...LOCAL_RUNTIME,
    handleStructuredLogs: ({ level, message }) => void process.stderr.write(`[workerd ${level}] ${message}\n`),
  });
  const stop = (): Promise<void> => miniflare.dispose();
  try {
    const entry = await miniflare.ready;
    const url = options.throughEntry ? entry.origin : (await miniflare.unsafeGetDirectURL()).origin;
    return { url, inspect: async () => IsolateInspector.open(await miniflare.getInspectorURL(), WORKER_NAME), d1: (binding) => miniflare.getD1Database(binding), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
