/**
 * The well-behaved viewer the fuzz must not disturb: one socket on the hub's `/api/v1/ws`, opened as
 * the explorer's dashboard opens it (`init`, then `want` blocks, stats and mempool-blocks), keeping
 * every frame it gets; and the steps of the devnet's clock it is timed on.
 *
 * Each step mines one block (`POST /api/v1/devnet/clock {"blocks": 1}`); the block's delay is from
 * sending the step to the viewer's frame carrying `block` at the height the step answered. A missed
 * height is one between the tip the viewer first saw and the last step's that never came as a
 * `block`. If its socket closes it is noted and the viewer connects again (as the browser does
 * after 2–4 s), so the rest of the run is still measured.
 *
 * @example
 * const viewer = await Viewer.connect(origin);
 * const delays = await stepAndTime(origin, viewer, { gapMs: 1_000, stop: () => done });
 * viewer.missedHeights(lastHeight); // []
 */
import { performance } from "node:perf_hooks";
import { type ClockReading, stepBlock } from "./fuzz-devnet.ts";
import { count, type FuzzSocket, openWebSocket, type SocketClose, sleep } from "./fuzz-sockets.ts";

const DASHBOARD_INIT = { data: '{"action":"init"}', binary: false, label: "viewer", closes: false } as const;
const DASHBOARD_WANT = { data: '{"action":"want","data":["blocks","stats","mempool-blocks"]}', binary: false, label: "viewer", closes: false } as const;
/** A block's frame that has not come by then is a missed one (its delay is not counted). */
const BLOCK_WAIT_MS = 20_000;
const RECONNECT_MS = 2_000;

export interface ViewerClose extends SocketClose {
  /** Seconds since the viewer first connected. */
  readonly atS: number;
}

export interface BlockTiming {
  readonly height: number;
  /** Step sent → the viewer's `block` frame at that height; null when it never came. */
  readonly delayMs: number | null;
  /** Step sent → the step's answer. */
  readonly stepMs: number;
}

export class Viewer {
  frames = 0;
  bytes = 0;
  readonly keys: Record<string, number> = {};
  readonly closes: ViewerClose[] = [];
  /** performance.now() at which each height's `block` frame came (the first, if several did). */
  readonly #blockArrivals = new Map<number, number>();
  /** Heights that came as `block` again, or below the last one seen. */
  outOfOrder = 0;
  #lastHeight = -1;
  /** The tip of the viewer's first `blocks`: heights after it must each come as a `block`. */
  firstTip: number | undefined;
  #stopped = false;
  readonly #started = performance.now();

  private constructor(private readonly url: string) {}

  static async connect(origin: string): Promise<Viewer> {
    const viewer = new Viewer(`${origin.replace(/^http/, "ws")}/api/v1/ws`);
    await viewer.#open();
    const deadline = Date.now() + BLOCK_WAIT_MS;
    while (viewer.firstTip === undefined && Date.now() < deadline) await sleep(20);
    if (viewer.firstTip === undefined) throw new Error("The viewer got no blocks from the hub.");
    return viewer;
  }

  async #open(): Promise<void> {
    const socket: FuzzSocket = await openWebSocket(this.url);
    socket.onText((text) => this.#receive(text));
    socket.send(DASHBOARD_INIT);
    socket.send(DASHBOARD_WANT);
    void socket.closed.then(async (close) => {
      if (this.#stopped) return;
      this.closes.push({ ...close, atS: Math.round((performance.now() - this.#started) / 100) / 10 });
      await sleep(RECONNECT_MS);
      for (;;) {
        try {
          if (!this.#stopped) await this.#open();
          return;
        } catch {
          await sleep(RECONNECT_MS);
        }
      }
    });
    this.#socket = socket;
  }

  #socket: FuzzSocket | undefined;

  #receive(text: string): void {
    const at = performance.now();
    this.frames++;
    this.bytes += text.length;
    let value: Record<string, unknown>;
    try {
      value = JSON.parse(text) as Record<string, unknown>;
    } catch {
      count(this.keys, "<not JSON>");
      return;
    }
    for (const key of Object.keys(value)) count(this.keys, key);
    const blocks = value.blocks;
    if (Array.isArray(blocks) && blocks.length > 0) {
      const tip = Math.max(...blocks.map((block: { height?: number }) => block.height ?? -1));
      this.firstTip ??= tip;
    }
    const block = value.block as { height?: unknown } | undefined;
    if (block && typeof block.height === "number") {
      const height = block.height;
      if (height <= this.#lastHeight) this.outOfOrder++;
      this.#lastHeight = Math.max(this.#lastHeight, height);
      if (!this.#blockArrivals.has(height)) this.#blockArrivals.set(height, at);
    }
  }

  /** When the `block` frame at `height` came (performance.now()), waiting up to `ms` for it. */
  async arrivalOf(height: number, ms: number): Promise<number | undefined> {
    const deadline = performance.now() + ms;
    while (!this.#blockArrivals.has(height) && performance.now() < deadline) await sleep(2);
    return this.#blockArrivals.get(height);
  }

  /** Heights after the first tip, up to `lastHeight`, that never came as a `block`. */
  missedHeights(lastHeight: number): number[] {
    const missed: number[] = [];
    for (let height = (this.firstTip ?? lastHeight) + 1; height <= lastHeight; height++) if (!this.#blockArrivals.has(height)) missed.push(height);
    return missed;
  }

  get open(): boolean {
    return !this.#stopped && this.closes.length === 0;
  }

  stop(): void {
    this.#stopped = true;
    this.#socket?.close();
  }
}

export interface SteppingOptions {
  /** Pause after each block's frame (or its timeout) before the next step. */
  readonly gapMs: number;
  /** Steps until this says stop (checked before each step)… */
  readonly stop?: () => boolean;
  /** …or exactly this many. */
  readonly blocks?: number;
  /** Called after each step's block was timed. */
  readonly onBlock?: () => void;
}

/** Steps the devnet a block at a time and times each block's frame at the viewer. */
export async function stepAndTime(origin: string, viewer: Viewer, options: SteppingOptions): Promise<{ timings: BlockTiming[]; last: ClockReading | undefined }> {
  const timings: BlockTiming[] = [];
  let last: ClockReading | undefined;
  while (options.blocks !== undefined ? timings.length < options.blocks : !options.stop!()) {
    const sent = performance.now();
    last = await stepBlock(origin);
    const stepMs = performance.now() - sent;
    const arrival = await viewer.arrivalOf(last.height, BLOCK_WAIT_MS);
    timings.push({ height: last.height, delayMs: arrival === undefined ? null : arrival - sent, stepMs });
    options.onBlock?.();
    await sleep(options.gapMs);
  }
  return { timings, last };
}
