import { defineConfig } from "vitest/config";

/** Browser tests: the explorer under `wrangler dev`, driven in Debian's Chromium by playwright-core. */
export default defineConfig({
  test: {
    name: "browser",
    include: ["tests/browser/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/browser/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A page here loads from a devnet on a shared 2-core machine, and a stepped block reaches it through
    // the hub: a poll waits for what a visitor would wait for, not the default second.
    expect: { poll: { timeout: 10_000 } },
  },
});
