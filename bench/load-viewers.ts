/**
 * The load bench's viewers: `ws` clients in this process on the hub's `/api/v1/ws`, each sending
 * `init` and the home page's `want` (blocks, stats, mempool-blocks, live-2h-chart; the fan-out
 * bench's DASHBOARD_WANT) as soon as it is open, as the fan-out bench's swarm does. Unlike that
 * swarm (which times rounds it arms), every viewer here is timed on its own, all the time:
 *
 * - connect: from creating the socket to `open` (the 101);
 * - first frame: from creating the socket to its first frame (the `init` answer);
 * - ready: the `want` answer came (the second frame); from then on the viewer counts for blocks;
 * - block frames: the arrival of each frame holding `"block":{`, under the block's height (read
 *   from the bytes, never parsed, so the clients' own cost stays small); a height already seen is
 *   not counted again.
 *
 * A socket the server closes, or that fails, is counted by close code (or error) and opened again
 * after 2–4 s, as the browser's client does; sockets the bench closes itself (churn, the end) are
 * not counted.
 *
 * @example
 * const fleet = new ViewerFleet(origin);
 * fleet.phase = "ramp";
 * await fleet.ramp(10_000, 128);
 * fleet.phase = "steady";
 * fleet.churn(10);                    // 10 leave, 10 new arrive
 * fleet.blockArrivals.get(1_234)      // viewer id → performance.now() of its frame with block 1234
 */
import { performance } from "node:perf_hooks";
import WebSocket from "ws";
import { DASHBOARD_WANT } from "./fanout-clients.ts";
// The browser's client reconnects after a random 2–4 s (spec §4.3).
import { reconnectDelayMs } from "../shared/live/connection-timing.ts";

const INIT = JSON.stringify({ action: "init" });
const BLOCK_KEY = Buffer.from('"block":{');
const HEIGHT_KEY = Buffer.from('"height":');
/** How far into a block's object its height is looked for. */
const HEIGHT_WINDOW_BYTES = 4_096;
const HANDSHAKE_TIMEOUT_MS = 30_000;
/** A browser closing its tab. */
const LEAVING_CODE = 1001;

/** What is kept of every viewer ever opened, after its socket is gone. */
export interface ViewerRecord {
  readonly id: number;
  readonly phase: string;
  readonly createdAt: number;
  openedAt: number | undefined;
  firstFrameAt: number | undefined;
  readyAt: number | undefined;
  closedAt: number | undefined;
}

interface LiveViewer {
  readonly record: ViewerRecord;
  readonly socket: WebSocket;
  seenHeight: number;
  closingByUs: boolean;
}

export interface PhaseTimes {
  readonly connectMs: number[];
  readonly firstFrameMs: number[];
}

export class ViewerFleet {
  /** Label of the timings recorded from now on ("baseline", "ramp", "steady"). */
  phase = "baseline";
  /** Server-closed or failed viewers are opened again while this is true. */
  reconnect = true;
  readonly records: ViewerRecord[] = [];
  readonly times = new Map<string, PhaseTimes>();
  /** Block height → viewer id → arrival (performance.now()). */
  readonly blockArrivals = new Map<number, Map<number, number>>();
  /** Closes the bench did not ask for, by code, of sockets that had opened. */
  readonly closes = new Map<string, number>();
  /** The first reason the server gave with each close code. */
  readonly closeReasons = new Map<string, string>();
  /** Sockets that failed before opening (handshake refused, reset, timed out), by reason. */
  readonly connectFailures = new Map<string, number>();
  /** Errors on open sockets, by message. */
  readonly socketErrors = new Map<string, number>();
  reconnects = 0;
  frames = 0;
  bytes = 0;
  readonly #live = new Set<LiveViewer>();
  #nextId = 0;
  #closed = false;

  constructor(private readonly origin: string) {}

  /** Viewers whose socket is open now. */
  get openCount(): number {
    let open = 0;
    for (const viewer of this.#live) if (viewer.socket.readyState === WebSocket.OPEN) open++;
    return open;
  }

  /** Opens one viewer; resolves once it is ready (its `want` answered) or has failed (undefined). */
  open(): Promise<ViewerRecord | undefined> {
    const record: ViewerRecord = { id: this.#nextId++, phase: this.phase, createdAt: performance.now(), openedAt: undefined, firstFrameAt: undefined, readyAt: undefined, closedAt: undefined };
    this.records.push(record);
    const socket = new WebSocket(`${this.origin.replace(/^http/, "ws")}/api/v1/ws`, { perMessageDeflate: false, skipUTF8Validation: true, handshakeTimeout: HANDSHAKE_TIMEOUT_MS });
    const viewer: LiveViewer = { record, socket, seenHeight: -1, closingByUs: false };
    this.#live.add(viewer);
    const times = this.#timesOf(record.phase);
    return new Promise((resolve) => {
      let settled = false;
      const settle = (ready: boolean): void => {
        if (settled) return;
        settled = true;
        resolve(ready ? record : undefined);
      };
      socket.once("open", () => {
        record.openedAt = performance.now();
        times.connectMs.push(record.openedAt - record.createdAt);
        socket.send(INIT);
        socket.send(DASHBOARD_WANT);
      });
      socket.on("message", (data: Buffer) => {
        const now = performance.now();
        this.frames++;
        this.bytes += data.length;
        if (record.firstFrameAt === undefined) {
          record.firstFrameAt = now;
          times.firstFrameMs.push(now - record.createdAt);
          return;
        }
        if (record.readyAt === undefined) {
          record.readyAt = now;
          settle(true);
          return;
        }
        this.#onFrame(viewer, data, now);
      });
      socket.on("error", (error: Error) => {
        const target = record.openedAt === undefined ? this.connectFailures : this.socketErrors;
        count(target, describeError(error));
      });
      socket.once("close", (code: number, reason: Buffer) => {
        record.closedAt = performance.now();
        this.#live.delete(viewer);
        settle(false);
        if (viewer.closingByUs || this.#closed) return;
        if (record.openedAt !== undefined) {
          count(this.closes, String(code));
          if (!this.closeReasons.has(String(code))) this.closeReasons.set(String(code), reason.toString("utf8").slice(0, 120));
        }
        if (this.reconnect) this.#reopenLater();
      });
    });
  }

  /** Opens `count` viewers, `concurrency` handshakes at a time; the number that became ready. */
  async ramp(count: number, concurrency: number, progress?: (ready: number) => void): Promise<number> {
    let next = 0;
    let ready = 0;
    let reported = 0;
    await Promise.all(
      Array.from({ length: Math.min(concurrency, count) }, async () => {
        while (next < count) {
          next++;
          if (await this.open()) ready++;
          if (ready - reported >= 1_000) progress?.((reported = ready));
        }
      }),
    );
    return ready;
  }

  /** `count` random ready viewers leave (1001) and as many new ones arrive, not waited for. */
  churn(count: number): void {
    const ready = [...this.#live].filter((viewer) => viewer.record.readyAt !== undefined && !viewer.closingByUs);
    for (let i = 0; i < count && ready.length > 0; i++) {
      const [viewer] = ready.splice(Math.floor(Math.random() * ready.length), 1);
      viewer!.closingByUs = true;
      viewer!.socket.close(LEAVING_CODE, "leaving");
      void this.open();
    }
  }

  /** Closes the viewer `id` (the bench's own close, not counted) and waits until it is closed. */
  async closeOne(id: number): Promise<void> {
    const viewer = [...this.#live].find((candidate) => candidate.record.id === id);
    if (!viewer) return;
    viewer.closingByUs = true;
    const closed = new Promise<void>((resolve) => viewer.socket.once("close", () => resolve()));
    viewer.socket.close(1000, "bench done");
    await closed;
  }

  /** Closes every viewer (terminating those that do not finish the closing handshake in time); none reopens. */
  async closeAll(timeoutMs = 15_000): Promise<void> {
    this.#closed = true;
    const viewers = [...this.#live];
    const closed = viewers.map(
      (viewer) =>
        new Promise<void>((resolve) => {
          viewer.closingByUs = true;
          if (viewer.socket.readyState === WebSocket.CLOSED) return resolve();
          viewer.socket.once("close", () => resolve());
          if (viewer.socket.readyState === WebSocket.CONNECTING) viewer.socket.terminate();
          else viewer.socket.close(1000, "bench done");
        }),
    );
    await Promise.race([Promise.all(closed), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
    for (const viewer of viewers) if (viewer.socket.readyState !== WebSocket.CLOSED) viewer.socket.terminate();
  }

  #onFrame(viewer: LiveViewer, data: Buffer, now: number): void {
    const at = data.indexOf(BLOCK_KEY);
    if (at === -1) return;
    const height = heightAfter(data, at + BLOCK_KEY.length);
    if (height === undefined || height <= viewer.seenHeight) return;
    viewer.seenHeight = height;
    let arrivals = this.blockArrivals.get(height);
    if (!arrivals) this.blockArrivals.set(height, (arrivals = new Map()));
    arrivals.set(viewer.record.id, now);
  }

  #reopenLater(): void {
    setTimeout(() => {
      if (this.#closed || !this.reconnect) return;
      this.reconnects++;
      void this.open();
    }, reconnectDelayMs(Math.random));
  }

  #timesOf(phase: string): PhaseTimes {
    let times = this.times.get(phase);
    if (!times) this.times.set(phase, (times = { connectMs: [], firstFrameMs: [] }));
    return times;
  }
}

/** The number after the first `"height":` within HEIGHT_WINDOW_BYTES of `from`. */
function heightAfter(data: Buffer, from: number): number | undefined {
  const at = data.indexOf(HEIGHT_KEY, from);
  if (at === -1 || at - from > HEIGHT_WINDOW_BYTES) return undefined;
  let value = 0;
  let digits = 0;
  for (let i = at + HEIGHT_KEY.length; i < data.length; i++) {
    const byte = data[i]!;
    if (byte < 48 || byte > 57) break;
    value = value * 10 + (byte - 48);
    digits++;
  }
  return digits === 0 ? undefined : value;
}

/** A failure's reason without what differs from socket to socket ("Unexpected server response: 503"). */
function describeError(error: Error): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? code : error.message.replace(/\d{4,}/g, "N");
}

export const count = (map: Map<string, number>, key: string, by = 1): void => void map.set(key, (map.get(key) ?? 0) + by);
