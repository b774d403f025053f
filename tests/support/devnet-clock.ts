/**
 * The devnet's clock in workerd tests (worker and Durable Object suites alike): frozen, and moved
 * only in steps, so nothing the devnet mines or publishes can race a comparison, and no test waits
 * for a wall-clock block.
 *
 * @example
 * await freezeDevnet();
 * const before = await api("/api/address/…");
 * await stepDevnet(600); // ten simulated minutes, caught up at once
 */
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { DEVNET_NETWORK_HEADER, type Devnet } from "../../durable-objects/devnet/devnet-object.ts";

export const devnetStub = (network = "mainnet") => env.DEVNET.get(env.DEVNET.idFromName(network));

/** The devnet's simulated clock: frozen, and moved only by `stepDevnet`. */
let simulated = 0;

async function setClock(seconds: number, network = "mainnet"): Promise<void> {
  simulated = seconds;
  const at = seconds;
  await runInDurableObject(devnetStub(network), (instance) => (instance as unknown as Devnet).useClock(() => at));
}

/**
 * Has the devnet catch up to its clock at once, announcing each update to its sockets: while
 * sockets are open that is its alarm's work (a request then leaves the clock to it), otherwise a
 * request's.
 */
async function catchUpDevnet(): Promise<void> {
  await runDurableObjectAlarm(devnetStub());
  await devnetStub().fetch("http://devnet/api/blocks/tip/height", { headers: { [DEVNET_NETWORK_HEADER]: "mainnet" } });
}

/**
 * Stops the devnet's clock (at least a second ahead of the wall clock, never back) and has it catch
 * up to that moment at once, so nothing it publishes later can race a comparison.
 */
export async function freezeDevnet(): Promise<void> {
  await setClock(Math.max(simulated, Date.now() / 1000 + 1));
  await catchUpDevnet();
}

/** Moves the devnet `seconds` ahead and has it publish the updates, whether or not its alarm is set. */
export async function stepDevnet(seconds: number): Promise<void> {
  await setClock(simulated + seconds);
  await catchUpDevnet();
}
