/**
 * The home page's initial JavaScript and CSS, read from the client build: the entry chunk the
 * worker links (worker/ssr/client-assets.ts reads the same manifest) plus every chunk it imports
 * statically, transitively, and their stylesheets; what the page loads before anyone interacts.
 * Lazy chunks (`dynamicImports`) are left out. Each file is gzipped with node:zlib at level 9.
 *
 * @example
 * const sizes = homeAssetSizes("dist/client");
 * sizes.jsGzipBytes;  // 52_311
 * sizes.jsFiles;      // ["assets/entry-6e9KYFWu.js"]
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { constants, gzipSync } from "node:zlib";
import { entryAssets } from "../worker/ssr/client-assets.ts";

export const GZIP_LEVEL = constants.Z_BEST_COMPRESSION;

export interface HomeAssetSizes {
  readonly jsFiles: readonly string[];
  readonly cssFiles: readonly string[];
  readonly jsBytes: number;
  readonly jsGzipBytes: number;
  readonly cssBytes: number;
  readonly cssGzipBytes: number;
}

interface ManifestChunk {
  readonly file: string;
  readonly imports: readonly string[];
  readonly css: readonly string[];
}

/** Sizes of the initial files of the build in `distDir` (dist/client), raw and gzipped. */
export function homeAssetSizes(distDir: string): HomeAssetSizes {
  const manifest: unknown = JSON.parse(readFileSync(join(distDir, "manifest.json"), "utf8"));
  const { jsFiles, cssFiles } = initialFiles(manifest);
  const sizes = (files: readonly string[]) =>
    files.reduce(
      (sum, file) => {
        const bytes = readFileSync(join(distDir, file));
        return { raw: sum.raw + bytes.length, gzip: sum.gzip + gzipSync(bytes, { level: GZIP_LEVEL }).length };
      },
      { raw: 0, gzip: 0 },
    );
  const js = sizes(jsFiles);
  const css = sizes(cssFiles);
  return { jsFiles, cssFiles, jsBytes: js.raw, jsGzipBytes: js.gzip, cssBytes: css.raw, cssGzipBytes: css.gzip };
}

/** The entry's file and its static imports' files (each once), and all their stylesheets. */
export function initialFiles(manifest: unknown): { jsFiles: string[]; cssFiles: string[] } {
  const chunks = readChunks(manifest);
  const entryFile = entryAssets(manifest).script.replace(/^\//, "");
  const entryKey = [...chunks].find(([, chunk]) => chunk.file === entryFile)?.[0];
  if (entryKey === undefined) throw new Error(`The client manifest lists no chunk for the entry file ${entryFile}.`);
  const jsFiles: string[] = [];
  const cssFiles = new Set<string>();
  const seen = new Set<string>();
  const pending = [entryKey];
  while (pending.length > 0) {
    const key = pending.shift()!;
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = chunks.get(key);
    if (!chunk) throw new Error(`The client manifest imports "${key}", which it does not list.`);
    jsFiles.push(chunk.file);
    for (const css of chunk.css) cssFiles.add(css);
    pending.push(...chunk.imports);
  }
  return { jsFiles, cssFiles: [...cssFiles] };
}

/** Vite's manifest, checked from `unknown`: each key's file, static imports and stylesheets. */
function readChunks(manifest: unknown): Map<string, ManifestChunk> {
  if (!isRecord(manifest)) throw new Error("The client manifest is not a JSON object.");
  const chunks = new Map<string, ManifestChunk>();
  for (const [key, value] of Object.entries(manifest)) {
    if (!isRecord(value) || typeof value.file !== "string") throw new Error(`The client manifest's "${key}" has no file.`);
    chunks.set(key, { file: value.file, imports: stringsOf(value.imports, key, "imports"), css: stringsOf(value.css, key, "css") });
  }
  return chunks;
}

function stringsOf(value: unknown, key: string, field: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((item): item is string => typeof item === "string")) {
    throw new Error(`The client manifest's "${key}".${field} is not a list of strings.`);
  }
  return value;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
