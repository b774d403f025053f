import { defineConfig } from "vitest/config";

/** Seeding a devnet takes seconds, longer when both cores are busy; this guards against hangs only. */
const testTimeout = 60_000;
const exclude = ["**/*.workerd.test.ts", "**/node_modules/**"];

/**
 * Pure unit tests in Node: shared/ rules, client logic, and the devnet's plain modules (they may read
 * fixtures from disk). Tests that need workerd end in `.workerd.test.ts` and run in the workers suite.
 */
export default defineConfig({
  test: {
    // Vitest leaves one core free by default: on the two-core machines CI runs on, that is one file at a time.
    maxWorkers: 2,
    projects: [
      {
        // Pure modules share one module graph across files: importing it once per file was most of the time.
        test: { name: "unit", include: ["tests/shared/**/*.test.ts", "tests/scripts/**/*.test.ts", "tests/client/**/*.test.ts"], exclude, environment: "node", isolate: false, testTimeout },
      },
      {
        // The devnet's modules keep state per network and seed: each file starts from fresh modules.
        test: { name: "unit-devnet", include: ["tests/durable-objects/**/*.test.ts"], exclude, environment: "node", testTimeout },
      },
    ],
  },
});
