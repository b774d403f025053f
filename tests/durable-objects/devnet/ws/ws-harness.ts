/**
 * Shared pieces of the websocket tests: one seeded devnet per test file (a day of history, then a
 * few live minutes so the mempool holds a few hundred transactions), and a fake socket that records
 * what was sent and keeps its attachment as the runtime does (a structured clone, here a JSON
 * round trip).
 *
 * @example
 * const network = seedWsNetwork();
 * const socket = new FakeSocket();
 * hub.receive(socket, '{"action":"init"}', network, Date.now());
 * socket.frames(); // [{ backend: "esplora", mempoolInfo: {…}, … }]
 */
import { DevnetNetwork } from "../../../../durable-objects/devnet/state/devnet-network.ts";
import { FAST_DEVNET_SETTINGS } from "../../../../durable-objects/devnet/state/devnet-settings.ts";

export const NOW = 1_763_700_000;
export const WS_TEST_SETTINGS = { ...FAST_DEVNET_SETTINGS, historyDays: 1, seed: "ws-test" };

/** A network with a day of history and `liveSeconds` of live traffic. */
export function seedWsNetwork(liveSeconds = 240): DevnetNetwork {
  const network = DevnetNetwork.seed(WS_TEST_SETTINGS, NOW);
  network.advanceTo(NOW + liveSeconds);
  return network;
}

export { FakeSocket, type Frame } from "../../../support/fake-socket.ts";

/** Advances `network` to just past its next block, returning the time reached. */
export function timeOfNextBlock(network: DevnetNetwork): number {
  return network.nextBlockAt + 0.5;
}
