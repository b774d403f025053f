import { defineConfig } from "vitest/config";
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";

/**
 * Worker and Durable Object tests, run inside workerd with the bindings of wrangler.toml.
 * The client bundle must be built first (`npm run build:client`): the worker serves it as assets.
 */
export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      // A day of devnet history seeds in about a second; two weeks would make every test file wait.
      miniflare: { bindings: { ENVIRONMENT: "test", DEVNET_HISTORY_DAYS: "1" } },
    }),
  ],
  test: {
    name: "workers",
    include: ["tests/worker/**/*.test.ts", "tests/durable-objects/**/*.workerd.test.ts"],
  },
});
