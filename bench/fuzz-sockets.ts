/**
 * The websocket half of the fuzz: sessions of frames (bench/fuzz-frames.ts) on the hub's sockets
 * (`/api/v1/ws`, `/testnet/…`, `/signet/…`, through the worker as a browser connects) and on the
 * devnet's own (bench/fuzz-devnet.ts), a few dozen at once, until the frame budget is sent.
 *
 * A session is one socket: valid messages, mutated ones the gate lets through, then maybe one
 * hostile frame, or a flood past the rate limit. Its end is checked against the gate's verdict: a
 * socket that should stay open must answer a handled ping with `pong`; one that sent a closing
 * frame must be closed with the gate's code. Anything else (a close nobody called for, a 1011, a
 * socket that went silent, a hostile frame left unpunished) is kept with the frame that preceded it.
 *
 * Session i is drawn from the i-th fork of the run's generator, so `--seed` replays the same
 * sessions whatever order they end in.
 *
 * @example
 * const fuzzer = new SocketFuzzer(random, ids, targets, { frames: 100_000, concurrency: 32 });
 * await fuzzer.run(() => Date.now() > deadline);
 * fuzzer.stats.framesSent; // 100_042
 */
import WebSocket from "ws";
// A flood is closed as a policy violation (inbound-frame.ts); a socket the hub would queue too much for is shed (send-budget.ts).
import { CLOSE_POLICY_VIOLATION, CLOSE_SERVER_ERROR, CLOSE_TRY_AGAIN_LATER } from "../shared/protocol/socket-limits.ts";
import { FrameFactory, HANDLED_PING, type FuzzFrame } from "./fuzz-frames.ts";
import type { NetworkIds } from "./fuzz-devnet.ts";
import type { Random } from "./fuzz-random.ts";

export interface SocketClose {
  readonly code: number;
  readonly reason: string;
}

/** A socket the fuzz drives, whatever carries it (`ws` to the worker, Miniflare's proxy to the devnet). */
export interface FuzzSocket {
  /** Sends one frame; false when the socket is no longer open. */
  send(frame: FuzzFrame): boolean;
  close(): void;
  onText(listener: (text: string) => void): void;
  /** Resolves when the socket closed, with the code it was closed with (1006: no close frame). */
  readonly closed: Promise<SocketClose>;
}

export interface SocketTarget {
  readonly name: string;
  /** Relative share of sessions. */
  readonly weight: number;
  /** Can send raw bytes in a text frame (bytes that are no UTF-8). */
  readonly rawText: boolean;
  open(): Promise<FuzzSocket>;
}

export interface SocketFuzzOptions {
  /** Frames to send in all. */
  readonly frames: number;
  /** Sessions at once. */
  readonly concurrency: number;
}

/** Something that went wrong in a session, with what was sent last. */
export interface SocketFinding {
  readonly target: string;
  /** "shed": closed 1013 by the hub's send budget (durable-objects/hub/clients/send-budget.ts), a guard working, not a fault. */
  readonly what: "unexpected-close" | "server-error-close" | "no-pong" | "not-closed" | "wrong-code" | "connect-failed" | "shed";
  readonly code?: number;
  readonly reason?: string;
  readonly lastFrames: readonly { label: string; bytes: number; binary: boolean; head: string }[];
  readonly session: number;
}

export interface SocketStats {
  framesSent: number;
  bytesSent: number;
  framesReceived: number;
  bytesReceived: number;
  sessions: number;
  readonly sessionsByTarget: Record<string, number>;
  readonly framesByTarget: Record<string, number>;
  /** Frames sent by kind: valid, mutated, hostile, flood. */
  readonly framesByKind: Record<string, number>;
  /** Closes the server sent (before the session closed its socket), by code. */
  readonly serverClosesByCode: Record<string, number>;
  /** Raw invalid UTF-8 in a text frame: what the server did, by code ("open" when it answered the ping after). */
  readonly invalidUtf8Outcomes: Record<string, number>;
  readonly findingCounts: Record<string, number>;
  readonly findings: SocketFinding[];
}

/** A socket that sent a closing frame is closed by then, or it counts as not closed. */
const CLOSE_WAIT_MS = 5_000;
/** A socket that should be open answers the ping by then, or it counts as silent. */
const PONG_WAIT_MS = 15_000;
const OWN_CLOSE_WAIT_MS = 2_000;
const MAX_SESSION_FRAMES = 90;
const KEPT_FINDINGS = 40;
const PONG = /^\{\s*"pong"\s*:\s*true/;

/** Opens `url` (ws://…) as a browser would, without compression (the hub does not offer it). */
export function openWebSocket(url: string): Promise<FuzzSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false, handshakeTimeout: 15_000 });
    let resolveClosed!: (close: SocketClose) => void;
    const closed = new Promise<SocketClose>((done) => (resolveClosed = done));
    const listeners: ((text: string) => void)[] = [];
    socket.on("message", (data: Buffer, isBinary: boolean) => {
      const text = isBinary ? `<binary ${data.length}>` : data.toString("utf8");
      for (const listener of listeners) listener(text);
    });
    socket.on("close", (code, reason) => resolveClosed({ code, reason: reason.toString("utf8") }));
    socket.on("error", (error) => {
      if (socket.readyState === WebSocket.CONNECTING) reject(error);
    });
    socket.on("unexpected-response", (_request, response) => {
      reject(new Error(`upgrade answered ${response.statusCode}`));
      response.resume();
    });
    socket.on("open", () =>
      resolve({
        send(frame: FuzzFrame): boolean {
          if (socket.readyState !== WebSocket.OPEN) return false;
          socket.send(frame.data, { binary: frame.binary });
          return true;
        },
        close(): void {
          if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) socket.close(1000, "fuzz session done");
        },
        onText(listener: (text: string) => void): void {
          listeners.push(listener);
        },
        closed,
      }),
    );
  });
}

type SessionKind = "valid" | "mixed" | "hostile" | "flood";

export class SocketFuzzer {
  readonly stats: SocketStats = {
    framesSent: 0,
    bytesSent: 0,
    framesReceived: 0,
    bytesReceived: 0,
    sessions: 0,
    sessionsByTarget: {},
    framesByTarget: {},
    framesByKind: {},
    serverClosesByCode: {},
    invalidUtf8Outcomes: {},
    findingCounts: {},
    findings: [],
  };
  #nextSession = 0;
  /** Called with each kept finding as it comes. */
  onFinding: ((finding: SocketFinding) => void) | undefined;

  constructor(
    private readonly random: Random,
    private readonly ids: NetworkIds,
    private readonly targets: readonly SocketTarget[],
    private readonly options: SocketFuzzOptions,
  ) {}

  /** Runs sessions until the budget is sent or `stop()` says so. */
  async run(stop: () => boolean): Promise<void> {
    const worker = async (): Promise<void> => {
      while (this.stats.framesSent < this.options.frames && !stop()) {
        // Forked in creation order: session i is the same in every run of a seed.
        const index = this.#nextSession++;
        await this.#session(index, this.random.fork());
      }
    };
    await Promise.all(Array.from({ length: this.options.concurrency }, worker));
  }

  async #session(index: number, random: Random): Promise<void> {
    const target = random.weighted(this.targets.map((t) => [t.weight, t] as const));
    const factory = new FrameFactory(random, this.ids);
    const kind = random.weighted<SessionKind>([[3, "valid"], [4, "mixed"], [3, "hostile"], [1, "flood"]]);
    const frames = plan(kind, factory, random, target.rawText);
    const paced = random.chance(0.1);
    const stats = this.stats;
    stats.sessions++;
    count(stats.sessionsByTarget, target.name);

    let socket: FuzzSocket;
    try {
      socket = await target.open();
    } catch (error) {
      this.#finding({ target: target.name, what: "connect-failed", reason: String(error).slice(0, 200), lastFrames: [], session: index });
      return;
    }
    let serverClose: SocketClose | undefined;
    let ownClose = false;
    const closedByServer = socket.closed.then((close) => {
      if (!ownClose) serverClose = close;
      return close;
    });
    let pongs = 0;
    socket.onText((text) => {
      stats.framesReceived++;
      stats.bytesReceived += text.length;
      if (PONG.test(text)) pongs++;
    });

    const sent: FuzzFrame[] = [];
    for (const frame of frames) {
      if (!socket.send(frame)) break;
      sent.push(frame);
      stats.framesSent++;
      stats.bytesSent += frame.data.length;
      count(stats.framesByTarget, target.name);
      count(stats.framesByKind, frame.label.split(":")[0]!);
      if (paced) await sleep(random.int(1, 10));
    }

    const closing = sent.find((frame) => frame.closes === true);
    const unknown = sent.find((frame) => frame.closes === null);
    const flood = kind === "flood";
    const lastFrames = sent.slice(-3).map(describeFrame);
    const finding = (what: SocketFinding["what"], close?: SocketClose): void =>
      this.#finding({ target: target.name, what, ...(close ? { code: close.code, reason: close.reason } : {}), lastFrames, session: index });

    if (closing !== undefined || flood) {
      const close = await within(closedByServer, CLOSE_WAIT_MS);
      if (close === undefined) finding("not-closed");
      else if (close.code === CLOSE_SERVER_ERROR) finding("server-error-close", close);
      else if (close.code === CLOSE_TRY_AGAIN_LATER) finding("shed", close);
      else if (close.code !== (flood ? CLOSE_POLICY_VIOLATION : closing?.code)) finding("wrong-code", close);
    } else {
      // Only the handled ping proves the socket is still served (the devnet's runtime answers the bare one itself).
      const pongsBefore = pongs;
      const pinged = socket.send({ data: HANDLED_PING, binary: false, label: "check", closes: false });
      if (pinged) {
        stats.framesSent++;
        count(stats.framesByTarget, target.name);
        count(stats.framesByKind, "check");
      }
      const deadline = Date.now() + PONG_WAIT_MS;
      while (pongs === pongsBefore && serverClose === undefined && Date.now() < deadline) await sleep(5);
      if (unknown !== undefined) {
        count(stats.invalidUtf8Outcomes, serverClose ? String(serverClose.code) : pongs > pongsBefore ? "open" : "silent");
      } else if (serverClose !== undefined) {
        finding(serverClose.code === CLOSE_SERVER_ERROR ? "server-error-close" : serverClose.code === CLOSE_TRY_AGAIN_LATER ? "shed" : "unexpected-close", serverClose);
      } else if (pongs === pongsBefore) {
        finding("no-pong");
      }
    }
    ownClose = serverClose === undefined;
    socket.close();
    await within(socket.closed, OWN_CLOSE_WAIT_MS);
    if (serverClose !== undefined) count(stats.serverClosesByCode, String(serverClose.code));
  }

  #finding(finding: SocketFinding): void {
    count(this.stats.findingCounts, finding.what);
    if (this.stats.findings.length >= KEPT_FINDINGS) return;
    this.stats.findings.push(finding);
    this.onFinding?.(finding);
  }
}

/** The frames of one session of `kind`. */
function plan(kind: SessionKind, factory: FrameFactory, random: Random, rawText: boolean): FuzzFrame[] {
  switch (kind) {
    case "valid":
      return Array.from({ length: random.int(1, MAX_SESSION_FRAMES) }, () => factory.valid());
    case "mixed": {
      const frames = Array.from({ length: random.int(1, MAX_SESSION_FRAMES - 1) }, () => (random.chance(0.5) ? factory.valid() : factory.mutated()));
      if (random.chance(0.3)) frames.push(factory.hostile(rawText));
      return frames;
    }
    case "hostile":
      return [...Array.from({ length: random.int(0, 3) }, () => factory.valid()), factory.hostile(rawText)];
    case "flood":
      return factory.flood(random.int(1, 150));
  }
}

const describeFrame = (frame: FuzzFrame) => ({
  label: frame.label,
  bytes: typeof frame.data === "string" ? Buffer.byteLength(frame.data) : frame.data.length,
  binary: frame.binary,
  head: (typeof frame.data === "string" ? frame.data : frame.data.toString("hex")).slice(0, 160),
});

export const count = (counts: Record<string, number>, key: string, by = 1): void => void (counts[key] = (counts[key] ?? 0) + by);

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** `promise`'s value, or undefined when it has not settled within `ms`. */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let cancel = (): void => {};
  const timeout = new Promise<undefined>((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    cancel = () => clearTimeout(timer);
  });
  return Promise.race([promise, timeout]).finally(() => cancel());
}
