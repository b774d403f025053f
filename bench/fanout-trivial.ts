/**
 * The fan-out bench's floor for memory per idle client: bench/fanout-trivial-worker.ts (a Durable
 * Object that only accepts hibernatable websockets) bundled by wrangler as the hub's worker is, and
 * run in its own workerd through Miniflare with the hub's compatibility date and flags, clients on
 * workerd's own socket for the worker as the hub's are. What the runtime keeps per socket on that
 * path is what no hub can go below; the bench reports the hub beside it.
 *
 * With `assets`, wrangler.toml's static assets are configured too, as for the hub: Miniflare then
 * routes every request through its assets proxy and router workers before the worker, and each
 * websocket is coupled through both hops, each holding its own share of the socket's memory.
 *
 * @example
 * const trivial = await startTrivial({ assets: true });
 * await trivial.memory(); // { rss, heap } after a collection of the isolate
 * await trivial.stop();
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { OFFLINE_ENV } from "../scripts/dev-server.mjs";
import { LOCAL_RUNTIME, workerdPid } from "./fanout-hub.ts";
import { IsolateInspector } from "./fanout-inspector.ts";
import { residentBytes } from "./fanout-process.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const ENTRY = fileURLToPath(new URL("./fanout-trivial-worker.ts", import.meta.url));
const WRANGLER = fileURLToPath(new URL("../node_modules/wrangler/bin/wrangler.js", import.meta.url));
const WORKER_NAME = "fanout-trivial";
/** How often an idle isolate is nudged while an inspector call waits for it. */
const NUDGE_MS = 50;
/** A path no static asset has, so the nudge reaches the worker whether or not assets are in front. */
const NUDGE_PATH = "/__fanout-trivial-nudge";

export interface TrivialRuntime {
  readonly url: string;
  /** workerd's process id. */
  readonly pid: number;
  /** workerd's resident bytes, and its isolate's heap, both after a full collection of the isolate. */
  memory(): Promise<{ readonly rss: number; readonly heap: number }>;
  stop(): Promise<void>;
}

/**
 * Bundles the trivial worker into `outdir`. Its own config, not wrangler.toml: the project's
 * bindings name classes this entry does not export, and wrangler refuses that.
 */
function bundle(outdir: string, compatibilityDate: string): string {
  const config = join(outdir, "wrangler.toml");
  writeFileSync(config, `name = "${WORKER_NAME}"\nmain = ${JSON.stringify(ENTRY)}\ncompatibility_date = "${compatibilityDate}"\n`);
  const result = spawnSync(process.execPath, [WRANGLER, "deploy", "--dry-run", "--outdir", join(outdir, "out"), "--config", config], {
    cwd: ROOT,
    env: { ...process.env, ...OFFLINE_ENV },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`wrangler deploy --dry-run of the trivial worker failed:\n${result.stdout}\n${result.stderr}`);
  return join(outdir, "out", "fanout-trivial-worker.js");
}

/**
 * `inspector`'s heap reading. workerd serves inspector calls only when the isolate next runs, and an
 * object whose sockets are all idle runs nothing (the hub always has its upstream): plain requests
 * to the worker, which it answers without the object, run it until the reading is in.
 */
async function heapWhileNudging(inspector: IsolateInspector, url: string): Promise<number> {
  let done = false;
  const reading = inspector.heapUsed().finally(() => (done = true));
  while (!done) {
    await fetch(new URL(NUDGE_PATH, url)).then((response) => response.body?.cancel());
    await Promise.race([reading, new Promise((resolve) => setTimeout(resolve, NUDGE_MS))]);
  }
  return reading;
}

/**
 * Starts the trivial worker on 127.0.0.1, behind wrangler.toml's static assets when `assets` (see
 * the module comment). Only one workerd of this process may run meanwhile (its pid is looked up).
 */
export async function startTrivial(options: { readonly assets: boolean }): Promise<TrivialRuntime> {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(ROOT, "wrangler.toml"));
  const compatibilityDate = workerOptions.compatibilityDate;
  if (compatibilityDate === undefined) throw new Error("wrangler.toml names no compatibility_date.");
  const outdir = mkdtempSync(join(tmpdir(), "blocktide-fanout-trivial-"));
  const removeOutdir = (): void => rmSync(outdir, { recursive: true, force: true });
  let miniflare: Miniflare | undefined;
  let inspector: IsolateInspector | undefined;
  try {
    const script = bundle(outdir, compatibilityDate);
    miniflare = new Miniflare({
      name: WORKER_NAME,
      modules: [{ type: "ESModule", path: script }],
      modulesRoot: join(outdir, "out"),
      compatibilityDate,
      compatibilityFlags: workerOptions.compatibilityFlags ?? [],
      durableObjects: { SOCKETS: { className: "TrivialSockets", useSQLite: true } },
      ...(options.assets && workerOptions.assets !== undefined ? { assets: workerOptions.assets } : {}),
      ...LOCAL_RUNTIME,
    });
    await miniflare.ready;
    const url = (await miniflare.unsafeGetDirectURL()).origin;
    const pid = workerdPid();
    const running = miniflare;
    const connected = await IsolateInspector.open(await running.getInspectorURL(), WORKER_NAME);
    inspector = connected;
    return {
      url,
      pid,
      memory: async () => {
        const heap = await heapWhileNudging(connected, url);
        return { rss: residentBytes(pid), heap };
      },
      stop: async () => {
        connected.close();
        await running.dispose();
        removeOutdir();
      },
    };
  } catch (error) {
    inspector?.close();
    await miniflare?.dispose();
    removeOutdir();
    throw error;
  }
}
