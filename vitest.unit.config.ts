import { defineConfig } from "vitest/config";

/** Pure unit tests: shared/ rules and client logic that needs neither a browser nor workerd. */
export default defineConfig({
  test: {
    name: "unit",
    include: ["tests/shared/**/*.test.ts", "tests/client/**/*.test.ts"],
    environment: "node",
  },
});
