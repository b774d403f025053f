// Starts `wrangler dev` for Blocktide and waits until the worker answers /healthz.
// Used by `npm start` and by the browser tests, so both run the explorer the same way.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const WRANGLER = fileURLToPath(new URL("../node_modules/wrangler/bin/wrangler.js", import.meta.url));
const VITE = fileURLToPath(new URL("../node_modules/vite/bin/vite.js", import.meta.url));
const STARTUP_TIMEOUT_MS = 90_000;

/** The environment wrangler needs on a machine without internet (see README "Configure"). */
export const OFFLINE_ENV = { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

/** Set by `npm test` for the suites after it built the client: their setups need not build it again. */
export const CLIENT_BUILT_ENV = "BLOCKTIDE_CLIENT_BUILT";

/** Builds the client bundle into dist/client (vite, about a second). */
export function buildClient({ stdio = "inherit" } = {}) {
  return run(process.execPath, [VITE, "build", "--config", "client/vite.config.ts", "--logLevel", "warn"], stdio);
}

export const clientIsBuilt = () => existsSync(new URL("../dist/client/manifest.json", import.meta.url));

/**
 * Starts wrangler dev in its own process group (so stopping it also stops workerd) and resolves once
 * the worker is healthy.
 * @param {{ port: number, persistTo?: string, vars?: Record<string,string>, stdio?: "inherit" | "ignore" | "pipe" }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startDevServer({ port, persistTo, vars = {}, stdio = "inherit" }) {
  await applyMigrations({ persistTo, stdio });
  const args = [WRANGLER, "dev", "--ip", "127.0.0.1", "--port", String(port), "--var", "ENVIRONMENT:development"];
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  if (persistTo) args.push("--persist-to", persistTo);
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", stdio, stdio],
    env: { ...process.env, ...OFFLINE_ENV },
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return; // already gone
    }
    const timer = setTimeout(() => { try { process.kill(-child.pid, "SIGKILL"); } catch {} }, 5_000);
    await exited;
    clearTimeout(timer);
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(url, exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/**
 * Applies migrations/ to the local D1 database the server will use (the accelerator's schema);
 * already applied ones are skipped.
 * @param {{ persistTo?: string, stdio?: "inherit" | "ignore" | "pipe" }} options
 */
export function applyMigrations({ persistTo, stdio = "inherit" } = {}) {
  const args = [WRANGLER, "d1", "migrations", "apply", "DB", "--local"];
  if (persistTo) args.push("--persist-to", persistTo);
  return run(process.execPath, args, stdio === "inherit" ? "ignore" : stdio, OFFLINE_ENV);
}

async function waitUntilHealthy(url, exited) {
  let stopped = false;
  exited.then(() => { stopped = true; });
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (stopped) throw new Error("wrangler dev exited before the worker became healthy; see its output above.");
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The worker did not become healthy at ${url} within ${STARTUP_TIMEOUT_MS / 1000} s.`);
}

function run(command, args, stdio, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio, env: { ...process.env, ...env } });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${args[1] ?? command} exited with ${code}`))));
  });
}
