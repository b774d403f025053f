/**
 * A dev server of a test file's own, beside the suite's shared one: its own port and throwaway
 * storage, so a test may step its devnet's clock or take the server down without touching the
 * others' chain. Stopping and starting again keeps the port and the storage (and so the devnet's
 * clock where it stood), as a server restart does.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startDevServer } from "../../scripts/dev-server.mjs";
import { freePort } from "../support/free-port.ts";
import { TEST_DEVNET_VARS } from "./devnet-clock.ts";

export interface IsolatedDevServer {
  readonly url: string;
  /** Takes the server down: every socket drops and nothing answers on the port. */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same storage; resolves once it is healthy. */
  start(): Promise<void>;
  /** Stops it and deletes its storage. */
  dispose(): Promise<void>;
}

export async function startIsolatedDevServer(vars: Readonly<Record<string, string>>): Promise<IsolatedDevServer> {
  const persistTo = mkdtempSync(join(tmpdir(), "blocktide-browser-isolated-"));
  const port = await freePort();
  let running: { stop: () => Promise<void> } | null = null;
  const start = async () => {
    if (running !== null) throw new Error("The isolated dev server is already running.");
    // A port still held (a server that did not stop) would answer the health check in its place.
    if (!(await portIsFree(port))) throw new Error(`Port ${port} is still in use; the previous server did not stop.`);
    running = await startDevServer({ port, persistTo, stdio: "ignore", vars: { ...TEST_DEVNET_VARS, ...vars } });
  };
  const stop = async () => {
    const server = running;
    running = null;
    await server?.stop();
  };
  try {
    await start();
  } catch (error) {
    rmSync(persistTo, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    start,
    stop,
    dispose: async () => {
      await stop();
      rmSync(persistTo, { recursive: true, force: true });
    },
  };
}


function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}
