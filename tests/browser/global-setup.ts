import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildClient, CLIENT_BUILT_ENV, startDevServer } from "../../scripts/dev-server.mjs";
import { freePort } from "../support/free-port.ts";
import { mineBusyBlock, NETWORK_PREFIXES, TEST_DEVNET_VARS, waitingTransaction } from "./devnet-clock.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Transactions in the warm-up's block and waiting after it. */
const WARM_UP_TRANSACTIONS = 20;

/** Serves the explorer exactly as `npm start` does, on a free port with throwaway storage. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Always fresh: wrangler builds the worker from the sources, and a stale bundle would not hydrate
  // them. `npm test` has just built it.
  if (process.env[CLIENT_BUILT_ENV] !== "1") await buildClient();
  const persistTo = mkdtempSync(join(tmpdir(), "blocktide-browser-"));
  // Two days of devnet history keep the first API request short.
  const server = await startDevServer({ port: await freePort(), persistTo, stdio: "ignore", vars: { ...TEST_DEVNET_VARS, DEVNET_HISTORY_DAYS: "2" } });
  const dispose = async () => {
    await server.stop();
    rmSync(persistTo, { recursive: true, force: true });
  };
  try {
    // The devnet's clock stands at its first start: each network gets what a visitor of a running
    // explorer finds, a live block with transactions and more waiting.
    for (const network of NETWORK_PREFIXES) {
      await mineBusyBlock(server.url, WARM_UP_TRANSACTIONS, network);
      await waitingTransaction(server.url, { minimum: WARM_UP_TRANSACTIONS, network });
    }
  } catch (error) {
    await dispose();
    throw error;
  }
  project.provide("baseURL", server.url);
  return dispose;
}
