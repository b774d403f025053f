/**
 * Shared pieces of the hub's workerd tests: a client socket through the worker (`SELF`), a direct
 * socket to the devnet (to compare the hub's answers with its upstream's), and the devnet's clock,
 * frozen and moved in steps (the devnet's alarm then publishes what happened, and the hub relays it).
 *
 * @example
 * await freezeDevnet();
 * const client = await connectHub();
 * client.send({ action: "init" });
 * await stepDevnet(20);
 */
import { SELF, env, runInDurableObject } from "cloudflare:test";
import { expect } from "vitest";
import { DEVNET_NETWORK_HEADER } from "../../../durable-objects/devnet/devnet-object.ts";
import type { Hub } from "../../../durable-objects/hub/hub-object.ts";
import { devnetStub } from "../../support/devnet-clock.ts";
import { TestSocket } from "../../support/test-socket.ts";

export { TestSocket, type Frame, type Projected } from "../../support/test-socket.ts";
export { devnetStub, freezeDevnet, stepDevnet } from "../../support/devnet-clock.ts";
export { type SpendableCoin, broadcast, devnetKeyring, findWalletCoin, signedPayment } from "../../support/devnet-wallet.ts";
export const hubStub = (network = "mainnet") => env.HUB.get(env.HUB.idFromName(network));

/** Every socket a test opened; `closeAll` ends them between tests. */
const opened: TestSocket[] = [];

function accepted(response: Response): TestSocket {
  expect(response.status).toBe(101);
  const ws = response.webSocket!;
  ws.accept();
  const socket = new TestSocket(ws);
  opened.push(socket);
  return socket;
}

/** A viewer of the explorer: `/api/v1/ws` (or `/{network}/api/v1/ws`) through the worker, answered by the hub; `headers` as a browser may send them. */
export async function connectHub(prefix = "", headers: Readonly<Record<string, string>> = {}): Promise<TestSocket> {
  return accepted(await SELF.fetch(`http://explorer.test${prefix}/api/v1/ws`, { headers: { ...headers, Upgrade: "websocket" } }));
}

/** A socket straight to the devnet object, as the hub's own upstream sockets are. */
export async function connectDevnet(network = "mainnet"): Promise<TestSocket> {
  return accepted(await devnetStub(network).fetch("http://devnet/api/v1/ws", { headers: { Upgrade: "websocket", [DEVNET_NETWORK_HEADER]: network } }));
}

/** Closes every socket the test opened. */
export function closeAll(): void {
  for (const socket of opened.splice(0)) if (!socket.closed) socket.ws.close(1000, "test done");
}

/** How many websockets the devnet holds open: the hub's upstream sockets plus any direct test socket. */
export const devnetSockets = () => runInDurableObject(devnetStub(), (_, state) => state.getWebSockets().length);

/** Closes every socket the devnet holds, as an upstream restart would. */
export const killUpstream = () =>
  runInDurableObject(devnetStub(), (_, state) => {
    for (const ws of state.getWebSockets()) ws.close(1012, "upstream restarting");
  });

/** The hub's upstream session as the object reports it. */
export const hubStatus = () => runInDurableObject(hubStub(), (instance) => (instance as unknown as Hub).status());

/** Waits until `check` holds, polling. */
export async function eventually<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
