import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Builds the hydrating bundle into dist/client. The worker serves those files as static assets and
 * reads `manifest.json` to link the hashed entry script and stylesheets (worker/ssr/client-assets.ts).
 */
export default defineConfig({
  root: here("."),
  plugins: [react()],
  build: {
    outDir: here("../dist/client"),
    emptyOutDir: true,
    manifest: "manifest.json",
    rollupOptions: { input: here("entry.tsx") },
    target: "es2022",
  },
});
