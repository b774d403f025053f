import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildClient, startDevServer } from "../../scripts/dev-server.mjs";
import { freePort } from "../support/free-port.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Serves the explorer exactly as `npm start` does, on a free port with throwaway storage. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Always fresh: wrangler builds the worker from the sources, and a stale bundle would not hydrate them.
  await buildClient();
  const persistTo = mkdtempSync(join(tmpdir(), "blocktide-browser-"));
  // Two days of devnet history keep the first API request short.
  const server = await startDevServer({ port: await freePort(), persistTo, stdio: "ignore", vars: { DEVNET_PROFILE: "fast", DEVNET_HISTORY_DAYS: "2" } });
  project.provide("baseURL", server.url);
  return async () => {
    await server.stop();
    rmSync(persistTo, { recursive: true, force: true });
  };
}

