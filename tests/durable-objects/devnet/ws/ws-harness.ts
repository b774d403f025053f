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
import { DEFAULT_DEVNET_SETTINGS } from "../../../../durable-objects/devnet/state/devnet-settings.ts";
import type { HubSocket } from "../../../../durable-objects/devnet/ws/socket-hub.ts";

export const NOW = 1_763_700_000;
export const WS_TEST_SETTINGS = { ...DEFAULT_DEVNET_SETTINGS, historyDays: 1, seed: "ws-test" };

/** A network with a day of history and `liveSeconds` of live traffic. */
export function seedWsNetwork(liveSeconds = 240): DevnetNetwork {
  const network = DevnetNetwork.seed(WS_TEST_SETTINGS, NOW);
  network.advanceTo(NOW + liveSeconds);
  return network;
}

export type Frame = Record<string, unknown>;

/** A socket that records sends and closes; `failSends` makes every send throw, as a dead peer's would. */
export class FakeSocket implements HubSocket {
  readonly sent: string[] = [];
  closed: { code: number | undefined; reason: string | undefined } | undefined;
  failSends = false;

  get readyState(): number {
    return this.closed ? 3 : 1;
  }
  #attachment: string | null = null;

  send(message: string): void {
    if (this.failSends) throw new Error("peer gone");
    if (this.closed) throw new Error("send after close");
    this.sent.push(message);
  }

  close(code?: number, reason?: string): void {
    if (this.closed) throw new Error("already closed");
    this.closed = { code, reason };
  }

  serializeAttachment(value: unknown): void {
    const text = JSON.stringify(value);
    // The runtime's limit (peers-and-platform §3.1): the state must fit.
    if (text.length > 16_384) throw new Error(`attachment too big: ${text.length} bytes`);
    this.#attachment = text;
  }

  deserializeAttachment(): unknown {
    return this.#attachment === null ? null : JSON.parse(this.#attachment);
  }

  /** Every frame sent so far, parsed; `take` empties the record. */
  frames(): Frame[] {
    return this.sent.map((text) => JSON.parse(text) as Frame);
  }

  take(): Frame[] {
    const frames = this.frames();
    this.sent.length = 0;
    return frames;
  }
}

/** Advances `network` to just past its next block, returning the time reached. */
export function timeOfNextBlock(network: DevnetNetwork): number {
  return network.nextBlockAt + 0.5;
}
