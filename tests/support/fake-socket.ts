/**
 * A stand-in for the runtime's hibernatable WebSocket in unit tests of the devnet's and the hub's
 * socket code: it records what was sent and how it was closed, and keeps its attachment as the
 * runtime does (a structured clone, here a JSON round trip, refused above the runtime's 16 KiB;
 * peers-and-platform §3.1). `failSends` makes every send throw, as a dead peer's would.
 *
 * @example
 * const socket = new FakeSocket();
 * socket.send('{"pong":true}');
 * socket.take(); // [{ pong: true }]
 */
export type Frame = Record<string, unknown>;

/** The runtime's limit on a socket attachment. */
const MAX_ATTACHMENT_BYTES = 16_384;

export class FakeSocket {
  readonly sent: string[] = [];
  closed: { code: number | undefined; reason: string | undefined } | undefined;
  failSends = false;
  #attachment: string | null = null;

  get readyState(): number {
    return this.closed ? 3 : 1;
  }

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
    if (text.length > MAX_ATTACHMENT_BYTES) throw new Error(`attachment too big: ${text.length} bytes`);
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
