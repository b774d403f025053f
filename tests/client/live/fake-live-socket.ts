/**
 * A stand-in for the browser's WebSocket at the live connection's boundary: it records what the
 * page sent and lets the test play the server (open, frames, errors, close).
 *
 * @example
 * const sockets = new FakeSockets();
 * const live = new LiveConnection({ store, url, createSocket: sockets.create, sendInit: false });
 * live.start();
 * sockets.last.open();
 * sockets.last.receive({ pong: true });
 */
import type { LiveSocket } from "../../../client/live/live-connection.ts";

type EventType = "open" | "message" | "error" | "close";
type Listener = (event: { readonly data?: unknown }) => void;

export class FakeLiveSocket implements LiveSocket {
  readonly sent: string[] = [];
  /** Date.now() of every send, for the server's rate rule; never emptied. */
  readonly sentAt: number[] = [];
  closed: { code: number | undefined; reason: string | undefined } | undefined;
  failSends = false;
  readonly #listeners = new Map<EventType, Listener[]>();

  constructor(readonly url: string) {}

  addEventListener(type: EventType, listener: Listener): void {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }

  send(text: string): void {
    if (this.failSends) throw new Error("InvalidStateError");
    this.sent.push(text);
    this.sentAt.push(Date.now());
  }

  close(code?: number, reason?: string): void {
    if (this.closed) throw new Error("already closed");
    this.closed = { code, reason };
  }

  /** The page's messages so far, parsed; emptied. */
  take(): Record<string, unknown>[] {
    const messages = this.sent.map((text) => JSON.parse(text) as Record<string, unknown>);
    this.sent.length = 0;
    return messages;
  }

  open(): void {
    this.#fire("open", {});
  }

  /** A frame from the server: plain objects are serialised; text and binary data are passed as they are. */
  receive(frame: unknown): void {
    const plain = typeof frame === "object" && frame !== null && !(frame instanceof ArrayBuffer);
    this.#fire("message", { data: plain ? JSON.stringify(frame) : frame });
  }

  fail(): void {
    this.#fire("error", {});
  }

  serverClose(): void {
    this.#fire("close", {});
  }

  #fire(type: EventType, event: { readonly data?: unknown }): void {
    for (const listener of this.#listeners.get(type) ?? []) listener(event);
  }
}

export class FakeSockets {
  readonly all: FakeLiveSocket[] = [];
  failCreates = false;

  readonly create = (url: string): FakeLiveSocket => {
    if (this.failCreates) throw new SyntaxError("The URL is invalid.");
    const socket = new FakeLiveSocket(url);
    this.all.push(socket);
    return socket;
  };

  get last(): FakeLiveSocket {
    const socket = this.all.at(-1);
    if (!socket) throw new Error("no socket was opened");
    return socket;
  }
}
