/**
 * The client side of one websocket in workerd tests (the hub's and the devnet's): every frame it got,
 * raw and parsed, how it was closed, and waits for a frame with a key or for the close.
 *
 * @example
 * const socket = new TestSocket(response.webSocket!);
 * socket.send({ action: "init" });
 * await socket.next("blocks");
 */
export type Frame = Record<string, unknown>;

/** A `projected-block-transactions` value: a full snapshot or a delta. */
export interface Projected {
  index: number;
  sequence: number;
  blockTransactions?: [string, ...number[]][];
  delta?: { added: [string, ...number[]][]; removed: string[]; changed: unknown[] };
}

export class TestSocket {
  readonly raw: string[] = [];
  readonly frames: Frame[] = [];
  closed: { code: number; reason: string } | undefined;
  #read = 0;
  #wake: (() => void) | undefined;

  constructor(readonly ws: WebSocket) {
    ws.addEventListener("message", (event) => {
      this.raw.push(event.data as string);
      this.frames.push(JSON.parse(event.data as string) as Frame);
      this.#wake?.();
    });
    ws.addEventListener("close", (event) => {
      this.closed = { code: event.code, reason: event.reason };
      this.#wake?.();
    });
  }

  send(message: unknown): void {
    this.ws.send(typeof message === "string" ? message : JSON.stringify(message));
  }

  /** The next unread frame that has `key`, waiting for it if needed. */
  async next(key: string, timeoutMs = 10_000): Promise<Frame> {
    return this.until(() => {
      while (this.#read < this.frames.length) {
        const frame = this.frames[this.#read++]!;
        if (key in frame) return frame;
      }
      return undefined;
    }, `a frame with "${key}"`, timeoutMs);
  }

  /** Every unread frame that has `key`, without waiting; the frames skipped on the way count as read. */
  drain(key: string): Frame[] {
    const found = this.frames.slice(this.#read).filter((frame) => key in frame);
    this.#read = this.frames.length;
    return found;
  }

  /** Marks every frame so far as read. */
  skip(): void {
    this.#read = this.frames.length;
  }

  async closing(timeoutMs = 10_000): Promise<{ code: number; reason: string }> {
    return this.until(() => this.closed, "the close", timeoutMs);
  }

  async until<T>(found: () => T | undefined, what: string, timeoutMs: number): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = found();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        this.#wake = resolve;
        setTimeout(resolve, 50);
      });
    }
  }
}

