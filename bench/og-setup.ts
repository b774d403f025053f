/**
 * What the link-preview bench sets up around the worker: the static PNG of its baseline among the
 * assets, and the Worker's size as `wrangler deploy` reports it.
 *
 * @example
 * const assets = assetsWithBaseline("dist/client", tmp); // { directory, path: "/og-bench-baseline.png" }
 * workerSize(bundle.output);                              // { kib: 1712.4, gzipKib: 689.1 }
 */
import { copyFileSync, cpSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * No PNG is among the client's static assets (client/public holds an SVG favicon and a sound), so
 * the baseline is the bundled fallback card (the default card drawn once) served as one.
 */
const BASELINE_SOURCE = fileURLToPath(new URL("../worker/og/fallback.png", import.meta.url));
const BASELINE_FILE = "og-bench-baseline.png";

export const BASELINE_DESCRIPTION = `worker/og/fallback.png (the default card, pre-drawn) served as the static asset /${BASELINE_FILE} from a copy of dist/client: the client's assets hold no PNG`;

/** A copy of the built client in `into`, with the baseline PNG beside it. */
export function assetsWithBaseline(distClient: string, into: string): { directory: string; path: string } {
  cpSync(distClient, into, { recursive: true });
  copyFileSync(BASELINE_SOURCE, join(into, BASELINE_FILE));
  return { directory: into, path: `/${BASELINE_FILE}` };
}

export interface WorkerSize {
  readonly kib: number;
  readonly gzipKib: number;
}

/**
 * wrangler's own "Total Upload: X KiB / gzip: Y KiB": every module of the upload (script, wasm,
 * fonts, images) concatenated and gzipped by node:zlib at its default level (6).
 */
export function workerSize(wranglerOutput: string): WorkerSize {
  // wrangler colours the figures.
  const plain = wranglerOutput.replace(/\u001b\[[0-9;]*m/g, "");
  const match = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(plain);
  if (match === null) throw new Error(`wrangler printed no "Total Upload" line:\n${plain}`);
  return { kib: Number(match[1]), gzipKib: Number(match[2]) };
}
