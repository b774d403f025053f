/**
 * Builds the graph harness page (bench/graph-harness.ts) with Vite into a temporary folder (never
 * dist/) and serves it from a local HTTP server: the page rendered on the server per request (so the
 * browser hydrates it), the bundle, and the data at /data.json.
 *
 * @example
 * const harness = await startGraphHarness(harnessData(5_000));
 * // open `${harness.url}/?resolution=86&orientation=left&flip=1`
 * await harness.stop();
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { type Server, createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { build } from "vite";
import type { HarnessData } from "./graph-harness-data.ts";
import { HarnessView, NO_FILTER, harnessSettings } from "./graph-harness-view.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const TYPES: Readonly<Record<string, string>> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".json": "application/json" };

export interface GraphHarnessServer {
  readonly url: string;
  stop(): Promise<void>;
}

/** The page, with the graph rendered on the server for the query's settings. */
function page(data: HarnessData, search: string): string {
  const view = renderToString(createElement(HarnessView, { data, settings: harnessSettings(search), filter: NO_FILTER }));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Block graph harness</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/harness.css">
<style>.graph-harness .block-graph, .graph-harness .graph-filter { max-width: 640px; margin: 0 auto 0.75rem; }</style></head>
<body><div id="root">${view}</div><script type="module" src="/harness.js"></script></body></html>`;
}

export async function startGraphHarness(data: HarnessData): Promise<GraphHarnessServer> {
  const dir = mkdtempSync(join(tmpdir(), "blocktide-graph-harness-"));
  await build({
    configFile: false,
    root: ROOT,
    logLevel: "warn",
    plugins: [react()],
    build: {
      outDir: dir,
      emptyOutDir: true,
      target: "es2022",
      // React, twgl and the graph in one file: a harness, not a page to split.
      chunkSizeWarningLimit: 2_048,
      rollupOptions: {
        input: join(ROOT, "bench/graph-harness.ts"),
        output: { entryFileNames: "harness.js", assetFileNames: "harness[extname]" },
      },
    },
  });
  writeFileSync(join(dir, "data.json"), JSON.stringify(data));
  const server = createServer((request, response) => {
    const { pathname: path, search } = new URL(request.url ?? "/", "http://harness");
    if (path === "/") {
      response.writeHead(200, { "content-type": TYPES[".html"] as string }).end(page(data, search));
      return;
    }
    const file = normalize(join(dir, path));
    if (!file.startsWith(dir)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = readFileSync(file);
      response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  const url = await listen(server);
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      if (typeof address === "object" && address !== null) resolve(`http://127.0.0.1:${address.port}`);
      else reject(new Error("the harness server has no port"));
    });
  });
}
