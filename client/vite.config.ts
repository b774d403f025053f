import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { assetHeadersFile } from "../worker/security-headers.ts";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const ENTRY = here("entry.tsx");

/**
 * The modules the entry imports statically, transitively: what every page loads first. Found once
 * the module graph is complete (buildEnd), read when chunks are made. They go into one chunk: left
 * to itself the bundler cuts them by which lazy pages share each one, and every lazy page added
 * (the accelerator's, issue 14) cut the home page's first load into more files, each gzipped
 * alone, about a kilobyte more in all against its 150 KB budget (bench/ssr-home-assets.ts).
 */
function entryClosure(): { plugin: Plugin; has: (id: string) => boolean } {
  const closure = new Set<string>();
  const plugin: Plugin = {
    name: "blocktide-entry-closure",
    buildEnd() {
      const pending = [ENTRY];
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (closure.has(id)) continue;
        closure.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  // Stylesheets stay the entry's own: the worker links the entry chunk's CSS (worker/ssr/client-assets.ts).
  return { plugin, has: (id) => id !== ENTRY && closure.has(id) && !/\.css(?:$|\?)/.test(id) };
}

const initial = entryClosure();

/** The security headers of the static files, which the asset store answers without the worker (worker/security-headers.ts). */
const assetHeaders: Plugin = {
  name: "blocktide-asset-headers",
  generateBundle() {
    this.emitFile({ type: "asset", fileName: "_headers", source: assetHeadersFile() });
  },
};

/**
 * Builds the hydrating bundle into dist/client. The worker serves those files as static assets and
 * reads `manifest.json` to link the hashed entry script and stylesheets (worker/ssr/client-assets.ts).
 */
export default defineConfig({
  root: here("."),
  plugins: [react(), initial.plugin, assetHeaders],
  build: {
    outDir: here("../dist/client"),
    emptyOutDir: true,
    manifest: "manifest.json",
    rollupOptions: {
      input: ENTRY,
      output: { codeSplitting: { groups: [{ name: "initial", test: initial.has }] } },
    },
    target: "es2022",
  },
});
