import { defineConfig } from "vitest/config";

/**
 * Pure unit tests in Node: shared/ rules, client logic, and the devnet's plain modules (they may read
 * fixtures from disk). Tests that need workerd end in `.workerd.test.ts` and run in the workers suite.
 */
export default defineConfig({
  test: {
    name: "unit",
    include: ["tests/shared/**/*.test.ts", "tests/scripts/**/*.test.ts", "tests/client/**/*.test.ts", "tests/durable-objects/**/*.test.ts"],
    exclude: ["**/*.workerd.test.ts", "**/node_modules/**"],
    environment: "node",
    // Seeding a devnet takes seconds, longer when both cores are busy; this guards against hangs only.
    testTimeout: 60_000,
  },
});
