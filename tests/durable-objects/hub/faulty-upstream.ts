/**
 * An upstream that fails on demand, between a hub and its real upstream (issue 17's faults): every
 * socket the hub opens is a WebSocketPair piped to a socket of the real upstream, so the hub sees
 * real websockets that the test can kill, slow down, or fill with frames the real upstream never
 * sent. REST lookups pass through, or fail as a dead host's do while the upstream is down.
 *
 * @example
 * const faulty = new FaultyUpstream(upstream);
 * faulty.kill();          // every socket closes, and new ones are refused
 * faulty.restore();
 * faulty.hold();          // frames wait, released one per socket by releaseOne()
 * faulty.inject(0, "{"); // a frame the real upstream never sent, on the hub's main socket
 * await faulty.delivered(); // the hub has handled every frame sent to it
 */
import { closeQuietly } from "../../../shared/protocol/close-quietly.ts";
import { UpstreamConnectError, type UpstreamTarget } from "../../../durable-objects/hub/upstream/upstream-target.ts";

/** One of the hub's upstream sockets: the hub's end of a pair, and the real upstream's socket it is piped to. */
class Pipe {
  /** Frames from the real upstream the test holds back, oldest first. */
  readonly held: string[] = [];
  /** Frames the hub sent on this socket, oldest first. */
  readonly fromHub: string[] = [];
  /** Frames sent to the hub, and how many of them it has received. */
  sent = 0;
  delivered = 0;

  constructor(
    /** Our end of the pair whose other end the hub holds. */
    readonly toHub: WebSocket,
    readonly real: WebSocket,
  ) {}

  get open(): boolean {
    return this.toHub.readyState === WebSocket.OPEN;
  }

  send(frame: string | ArrayBuffer): void {
    this.toHub.send(frame);
    this.sent++;
  }
}

export class FaultyUpstream implements UpstreamTarget {
  readonly description: string;
  /** The sockets of every session the hub opened, in the order it opened them (its main socket first). */
  #pipes: Pipe[] = [];
  #down = false;
  #holding = false;
  #refusedAttempts = 0;

  constructor(readonly real: UpstreamTarget) {
    this.description = `${real.description}, with faults`;
  }

  /** Connection attempts refused while the upstream was down. */
  get refusedAttempts(): number {
    return this.#refusedAttempts;
  }

  /** The sockets of the hub's current session, main first. */
  get openPipes(): readonly Pipe[] {
    return this.#pipes.filter((pipe) => pipe.open);
  }

  async openSocket(): Promise<WebSocket> {
    if (this.#down) {
      this.#refusedAttempts++;
      throw new UpstreamConnectError(this.description, "connection refused (the upstream is down)");
    }
    const real = await this.real.openSocket();
    const { 0: hubEnd, 1: toHub } = new WebSocketPair();
    hubEnd.accept();
    toHub.accept();
    const pipe = new Pipe(toHub, real);
    this.#pipes = [...this.#pipes.filter((known) => known.open), pipe];
    // Registered before the hub's own listener: when it counts a frame, the hub has handled it.
    hubEnd.addEventListener("message", () => pipe.delivered++);
    real.addEventListener("message", (event) => {
      if (typeof event.data !== "string") return;
      if (this.#holding) pipe.held.push(event.data);
      else if (pipe.open) pipe.send(event.data);
    });
    toHub.addEventListener("message", (event) => {
      if (typeof event.data === "string") pipe.fromHub.push(event.data);
      if (real.readyState === WebSocket.OPEN) real.send(event.data);
    });
    real.addEventListener("close", (event) => closeQuietly(toHub, closable(event.code), event.reason));
    toHub.addEventListener("close", (event) => closeQuietly(real, closable(event.code), event.reason));
    return hubEnd;
  }

  get(path: string): Promise<Response> {
    if (this.#down) return Promise.reject(new TypeError("Network connection lost."));
    return this.real.get(path);
  }

  /** The upstream dies: every socket closes abnormally and nothing answers until `restore`. */
  kill(): void {
    this.#down = true;
    for (const pipe of this.#pipes.splice(0)) {
      closeQuietly(pipe.toHub, 1011, "The upstream died.");
      closeQuietly(pipe.real, 1000, "The test killed this upstream.");
    }
  }

  /** The upstream is back: new sockets open again. */
  restore(): void {
    this.#down = false;
  }

  /** From now on the real upstream's frames wait, each socket's in order, until released. */
  hold(): void {
    this.#holding = true;
  }

  /** Sends the oldest held frame of each open socket (a slow upstream's next frame); how many went. */
  releaseOne(): number {
    let sent = 0;
    for (const pipe of this.openPipes) {
      const text = pipe.held.shift();
      if (text === undefined) continue;
      pipe.send(text);
      sent++;
    }
    return sent;
  }

  /** Frames flow again: every held one goes, in order. */
  releaseAll(): void {
    this.#holding = false;
    for (const pipe of this.openPipes) for (const text of pipe.held.splice(0)) pipe.send(text);
  }

  /** Frames still held back, over all sockets. */
  get heldFrames(): number {
    return this.openPipes.reduce((sum, pipe) => sum + pipe.held.length, 0);
  }

  /** Sends `frame` to the hub on socket `index` of its session (0 is the main socket, 1 + i projected block i). */
  inject(index: number, frame: string | ArrayBuffer): void {
    const pipe = this.openPipes[index];
    if (!pipe) throw new Error(`The hub's session has no socket ${index}.`);
    pipe.send(frame);
  }

  /** Resolves once the hub has received every frame sent to it so far (a pair delivers asynchronously). */
  async delivered(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.openPipes.some((pipe) => pipe.delivered < pipe.sent)) {
      if (Date.now() > deadline) throw new Error("The hub did not receive the frames sent to it.");
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

/** 1005 and 1006 say no code was sent; they cannot be sent on. */
const closable = (code: number): number => (code === 1005 || code === 1006 ? 1000 : code);
