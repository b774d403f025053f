/**
 * The fan-out bench's viewers: N `ws` clients in this process, each behaving as the explorer's
 * dashboard does (`init`, then `want` blocks, stats, mempool-blocks, live-2h-chart), some of them
 * also tracking one transaction. The same swarm code measures the hub, the baseline server and the
 * trivial object (which answers nothing: `answers: false`).
 *
 * A round is armed with the key of the frame it waits for; every client stamps the arrival of its
 * first frame holding that key with an object value (performance.now(), the clock the upstream's send time is read
 * from) and the round ends when every client has one. Frames are searched as bytes, never parsed,
 * so the clients' own cost stays small and equal for both servers.
 *
 * @example
 * const { swarm, connectMs } = await ClientSwarm.connect({ url, count: 10_000, concurrency: 128, deflate: false });
 * const round = swarm.arm("fees");
 * const sentAt = upstream.sendFees(0);
 * const result = await round.done(sentAt, 20_000); // { lastMs, firstMs, missing, … }
 */
import { performance } from "node:perf_hooks";
import WebSocket from "ws";

/** The dashboard's subscriptions (research §1.8). */
export const DASHBOARD_WANT = JSON.stringify({ action: "want", data: ["blocks", "stats", "mempool-blocks", "live-2h-chart"] });
const INIT = JSON.stringify({ action: "init" });
const TX_POSITION = Buffer.from('"txPosition":');

export interface SwarmOptions {
  /** The server's origin (http://…); clients open `/api/v1/ws` on it. */
  readonly url: string;
  readonly count: number;
  /** Handshakes in flight at once. */
  readonly concurrency: number;
  /** Offer permessage-deflate, as browsers do. */
  readonly deflate: boolean;
  /**
   * The server answers `init` and `want` (the default): a client counts as connected with the
   * first reply, ready with the second. False for a server that answers nothing (the trivial
   * object, bench/fanout-trivial.ts): a client still sends both, and counts once it is open.
   */
  readonly answers?: boolean;
}

export interface RoundResult {
  /** Send → the last client's arrival (ms); NaN when some never arrived. */
  readonly lastMs: number;
  /** Send → the first client's arrival (ms). */
  readonly firstMs: number;
  /** Send → the median client's arrival (ms). */
  readonly medianMs: number;
  /** Clients that had no frame with the key before the timeout. */
  readonly missing: number;
  /** Bytes of the measured frames, summed over clients. */
  readonly bytes: number;
  /** Trackers whose measured frame said `txConfirmed` for their own transaction. */
  readonly confirmed: number;
  /** CPU time this process (the clients) spent from arming the round to its end (ms). */
  readonly clientCpuMs: number;
  /** The measured frame of client 0 (tracks nothing) and of the first tracker. */
  readonly plainFrame: string | undefined;
  readonly trackerFrame: string | undefined;
}

class Viewer {
  arrival = -1;
  bytes = 0;
  confirmed = false;
  frame: string | undefined;
  /** The txid this viewer tracks and the bytes saying it was confirmed. */
  tracked: { readonly txid: string; readonly confirmation: Buffer } | undefined;
  waiting: { readonly needle: Buffer; readonly resolve: () => void } | undefined;
  /** Keeps the text of its measured frames (one plain client, one tracker). */
  captures = false;
  readonly replies: string[] = [];

  constructor(
    readonly socket: WebSocket,
    /** The first client opened keeps its init replies. */
    readonly keepsReplies: boolean,
  ) {}
}

interface Armed {
  readonly needle: Buffer;
  remaining: number;
  resolve: () => void;
}

/** The clients (see the module comment). */
export class ClientSwarm {
  #armed: Armed | undefined;

  private constructor(readonly viewers: readonly Viewer[]) {}

  /**
   * Opens `count` clients, at most `concurrency` handshakes at a time; each sends `init` and
   * `want` at once and counts as connected with the init bundle, ready with the `want` reply.
   * Returns the time until every client had its init bundle (ms).
   */
  static async connect(options: SwarmOptions): Promise<{ swarm: ClientSwarm; connectMs: number; failed: number }> {
    const viewers: Viewer[] = [];
    const swarm = new ClientSwarm(viewers);
    const started = performance.now();
    let lastInit = started;
    let failed = 0;
    let next = 0;
    const openOne = async (index: number): Promise<void> => {
      const socket = new WebSocket(`${options.url.replace(/^http/, "ws")}/api/v1/ws`, { perMessageDeflate: options.deflate, skipUTF8Validation: true, handshakeTimeout: 30_000 });
      const viewer = new Viewer(socket, index === 0);
      await new Promise<void>((resolve, reject) => {
        let frames = 0;
        socket.on("message", (data: Buffer) => {
          const now = performance.now();
          if (frames < 2) {
            if (viewer.keepsReplies) viewer.replies.push(data.toString("utf8"));
            if (++frames === 1) lastInit = Math.max(lastInit, now);
            else resolve();
            return;
          }
          swarm.#onFrame(viewer, data, now);
        });
        socket.once("open", () => {
          socket.send(INIT);
          socket.send(DASHBOARD_WANT);
          if (options.answers === false) {
            lastInit = Math.max(lastInit, performance.now());
            resolve();
          }
        });
        // Kept for the socket's life: a later error only ends this promise, which has settled by then.
        socket.on("error", reject);
        socket.once("close", (code, reason) => reject(new Error(`closed ${code} ${reason.toString()} before the init replies`)));
      }).then(
        () => void viewers.push(viewer),
        (error: unknown) => {
          failed++;
          if (failed <= 3) process.stderr.write(`fanout: client ${index} failed to connect: ${error instanceof Error ? error.message : String(error)}\n`);
          socket.terminate();
        },
      );
    };
    await Promise.all(
      Array.from({ length: Math.min(options.concurrency, options.count) }, async () => {
        while (next < options.count) await openOne(next++);
      }),
    );
    if (viewers[0]) viewers[0].captures = true;
    return { swarm, connectMs: lastInit - started, failed };
  }

  get size(): number {
    return this.viewers.length;
  }

  /** The first client's init bundle and `want` reply, as received. */
  get firstReplies(): readonly string[] {
    return this.viewers.find((viewer) => viewer.keepsReplies)?.replies ?? [];
  }

  /**
   * Clients 1 … `txids.length` each track one of `txids` (`track-tx`; client 0 never tracks, so
   * one plain frame is kept per round), and are waited for until each got its `txPosition`.
   * Returns how many answered within `timeoutMs`.
   */
  async track(txids: readonly string[], timeoutMs: number): Promise<number> {
    const trackers = this.viewers.slice(1, 1 + txids.length);
    if (trackers[0]) trackers[0].captures = true;
    let answered = 0;
    const replies = trackers.map(
      (viewer, i) =>
        new Promise<void>((resolve) => {
          const txid = txids[i]!;
          viewer.tracked = { txid, confirmation: Buffer.from(`"txConfirmed":"${txid}"`) };
          viewer.waiting = {
            needle: TX_POSITION,
            resolve: () => {
              answered++;
              resolve();
            },
          };
          viewer.socket.send(JSON.stringify({ "track-tx": txid }));
        }),
    );
    await Promise.race([Promise.all(replies), deadline(timeoutMs)]);
    for (const viewer of trackers) viewer.waiting = undefined;
    return answered;
  }

  /**
   * Arms a round waiting for the frame holding `key` with an object value (`"key":{`, which tells
   * `block` from the `"block":0` inside a `txPosition`); send the event after this.
   */
  arm(key: string): { done(sentAt: number, timeoutMs: number): Promise<RoundResult> } {
    for (const viewer of this.viewers) {
      viewer.arrival = -1;
      viewer.bytes = 0;
      viewer.confirmed = false;
      viewer.frame = undefined;
    }
    let resolve!: () => void;
    const finished = new Promise<void>((r) => (resolve = r));
    const armed: Armed = { needle: Buffer.from(`${JSON.stringify(key)}:{`), remaining: this.viewers.length, resolve };
    this.#armed = armed;
    const cpuAtArm = process.cpuUsage();
    return {
      done: async (sentAt, timeoutMs) => {
        await Promise.race([finished, deadline(timeoutMs)]);
        this.#armed = undefined;
        const cpu = process.cpuUsage(cpuAtArm);
        return this.#result(sentAt, armed.remaining, (cpu.user + cpu.system) / 1000);
      },
    };
  }

  /** Closes every client (terminating those that do not finish the closing handshake in time). */
  async close(timeoutMs = 10_000): Promise<void> {
    const closed = this.viewers.map(
      (viewer) =>
        new Promise<void>((resolve) => {
          if (viewer.socket.readyState === WebSocket.CLOSED) return resolve();
          viewer.socket.once("close", () => resolve());
          viewer.socket.close(1000, "bench done");
        }),
    );
    await Promise.race([Promise.all(closed), deadline(timeoutMs)]);
    for (const viewer of this.viewers) if (viewer.socket.readyState !== WebSocket.CLOSED) viewer.socket.terminate();
  }

  #onFrame(viewer: Viewer, data: Buffer, now: number): void {
    const armed = this.#armed;
    if (armed && viewer.arrival < 0 && data.indexOf(armed.needle) !== -1) {
      viewer.arrival = now;
      viewer.bytes = data.length;
      if (viewer.tracked) viewer.confirmed = data.indexOf(viewer.tracked.confirmation) !== -1;
      if (viewer.captures) viewer.frame = data.toString("utf8");
      if (--armed.remaining === 0) armed.resolve();
    }
    const waiting = viewer.waiting;
    if (waiting && data.indexOf(waiting.needle) !== -1) {
      viewer.waiting = undefined;
      waiting.resolve();
    }
  }

  #result(sentAt: number, missing: number, clientCpuMs: number): RoundResult {
    const arrivals: number[] = [];
    let bytes = 0;
    let confirmed = 0;
    let trackerFrame: string | undefined;
    for (const viewer of this.viewers) {
      if (viewer.arrival >= 0) arrivals.push(viewer.arrival - sentAt);
      bytes += viewer.bytes;
      if (viewer.confirmed) confirmed++;
      if (viewer.tracked && viewer.frame !== undefined) trackerFrame ??= viewer.frame;
    }
    arrivals.sort((a, b) => a - b);
    const plain = this.viewers.find((viewer) => !viewer.tracked && viewer.frame !== undefined);
    return {
      lastMs: missing > 0 ? Number.NaN : (arrivals.at(-1) ?? Number.NaN),
      firstMs: arrivals[0] ?? Number.NaN,
      medianMs: arrivals[Math.floor(arrivals.length / 2)] ?? Number.NaN,
      missing,
      bytes,
      confirmed,
      clientCpuMs,
      plainFrame: plain?.frame,
      trackerFrame,
    };
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A timeout for a race: it does not keep the process alive once the race is won. */
const deadline = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms).unref());
