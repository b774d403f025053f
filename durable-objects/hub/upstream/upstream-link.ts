/**
 * The hub's connection to its upstream: the constant set of sockets of subscriptions.ts, opened
 * together, subscribed, watched, and replaced together. The set is one session: when any socket of
 * it closes, fails or stops answering, the whole session ends (its mirrors can no longer be trusted
 * as a set), and a new one is tried after a jittered, growing delay (backoff.ts). The owner drives
 * the timing: it calls `connect` when `retryAt` is due and `maintain` to keep liveness, both from
 * the object's alarm, so nothing here holds a timer of its own.
 *
 * Liveness: a socket quiet for `PING_AFTER_MS` is sent `{"action":"ping"}` (upstream answers
 * `{"pong":true}`, research §1.3); one that stays silent `PONG_TIMEOUT_MS` longer ends the session,
 * as the original's own client does (research §1.8).
 *
 * @example
 * const link = new UpstreamLink(target, { onFrame, onUp, onLost });
 * await link.connect();
 * const next = link.maintain(); // when to look again (ms), pinging quiet sockets meanwhile
 */
import { closeQuietly } from "../../../shared/protocol/close-quietly.ts";
import { reconnectDelayMs } from "./backoff.ts";
import { roleName, subscriptionFrames, UPSTREAM_ROLES, type UpstreamRole } from "./subscriptions.ts";
import type { UpstreamTarget } from "./upstream-target.ts";

export type LinkState = "idle" | "connecting" | "up" | "down";

export interface LinkListener {
  /** A frame of the current session, parsed (a JSON object). */
  onFrame(role: UpstreamRole, frame: Readonly<Record<string, unknown>>): void;
  /** Every socket of a new session is open and subscribed. */
  onUp(): void;
  /** The session ended; the next attempt is due at `retryAt` (ms). */
  onLost(reason: string, retryAt: number): void;
}

export interface LinkOptions {
  readonly now?: () => number;
  readonly random?: () => number;
}

/** A socket quiet this long is pinged; upstream pushes at least once per mempool update (1–2 s). */
export const PING_AFTER_MS = 30_000;
/** A ping unanswered this long ends the session. */
export const PONG_TIMEOUT_MS = 10_000;

interface Channel {
  readonly role: UpstreamRole;
  readonly socket: WebSocket;
  lastFrameAt: number;
  pingSentAt: number | undefined;
}

const PING_FRAME = '{"action":"ping"}';

/** The upstream sessions (see the module comment). */
export class UpstreamLink {
  #state: LinkState = "idle";
  #session = 0;
  #channels: Channel[] = [];
  #failures = 0;
  #retryAt = 0;
  #opened = 0;
  readonly #now: () => number;
  readonly #random: () => number;

  constructor(
    readonly target: UpstreamTarget,
    private readonly listener: LinkListener,
    options: LinkOptions = {},
  ) {
    this.#now = options.now ?? Date.now;
    this.#random = options.random ?? Math.random;
  }

  get state(): LinkState {
    return this.#state;
  }

  /** When the next attempt is due (ms) while `down`. */
  get retryAt(): number {
    return this.#retryAt;
  }

  /** Sessions opened so far (each reconnect is a new one). */
  get sessions(): number {
    return this.#opened;
  }

  /**
   * Opens a session unless one is up or opening, or the next attempt is not due yet.
   *
   * @example
   * await link.connect(); // link.state is "up", or "down" with retryAt set
   */
  async connect(): Promise<void> {
    if (this.#state === "up" || this.#state === "connecting") return;
    if (this.#state === "down" && this.#now() < this.#retryAt) return;
    const session = ++this.#session;
    this.#state = "connecting";
    const opened = await Promise.allSettled(UPSTREAM_ROLES.map(() => this.target.openSocket()));
    const sockets = opened.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    const failure = opened.find((result): result is PromiseRejectedResult => result.status === "rejected");
    if (session !== this.#session || failure) {
      for (const socket of sockets) closeQuietly(socket, 1000, "The hub's upstream session did not open.");
      if (session === this.#session) this.#lose(session, failure ? describe(failure.reason) : "stopped");
      return;
    }
    const now = this.#now();
    this.#channels = UPSTREAM_ROLES.map((role, i) => ({ role, socket: sockets[i]!, lastFrameAt: now, pingSentAt: undefined }));
    for (const channel of this.#channels) this.#listen(session, channel);
    this.#state = "up";
    this.#opened++;
    try {
      for (const channel of this.#channels) for (const text of subscriptionFrames(channel.role)) channel.socket.send(text);
    } catch (error) {
      this.#lose(session, `subscribing failed: ${describe(error)}`);
      return;
    }
    this.listener.onUp();
  }

  /** Closes the session for good (the last client left). */
  stop(): void {
    this.#session++;
    this.#closeAll("The hub has no clients left.");
    this.#state = "idle";
    this.#failures = 0;
  }

  /**
   * The upstream served real data (its init bundle): a later loss starts the backoff from the
   * shortest delay again. An upstream that accepts and then drops every session keeps backing off.
   */
  confirmHealthy(): void {
    this.#failures = 0;
  }

  /** Sends `text` on the socket of `role`; false when the session is not up. */
  send(role: UpstreamRole, text: string): boolean {
    if (this.#state !== "up") return false;
    const channel = this.#channels.find((c) => roleName(c.role) === roleName(role));
    if (!channel) return false;
    try {
      channel.socket.send(text);
      return true;
    } catch (error) {
      this.#lose(this.#session, `sending on ${roleName(role)} failed: ${describe(error)}`);
      return false;
    }
  }

  /**
   * Keeps the session alive: pings quiet sockets, ends a session that stopped answering. Returns
   * when to call again (ms), or the retry time while down; undefined while idle.
   */
  maintain(): number | undefined {
    if (this.#state === "idle") return undefined;
    if (this.#state === "down") return this.#retryAt;
    const now = this.#now();
    if (this.#state === "connecting") return now + PING_AFTER_MS;
    let next = Number.POSITIVE_INFINITY;
    for (const channel of this.#channels) {
      if (channel.pingSentAt !== undefined) {
        if (now - channel.pingSentAt >= PONG_TIMEOUT_MS) {
          this.#lose(this.#session, `${roleName(channel.role)} did not answer a ping within ${PONG_TIMEOUT_MS / 1000} s`);
          return this.#retryAt;
        }
        next = Math.min(next, channel.pingSentAt + PONG_TIMEOUT_MS);
      } else if (now - channel.lastFrameAt >= PING_AFTER_MS) {
        channel.pingSentAt = now;
        try {
          channel.socket.send(PING_FRAME);
        } catch (error) {
          this.#lose(this.#session, `pinging ${roleName(channel.role)} failed: ${describe(error)}`);
          return this.#retryAt;
        }
        next = Math.min(next, now + PONG_TIMEOUT_MS);
      } else {
        next = Math.min(next, channel.lastFrameAt + PING_AFTER_MS);
      }
    }
    return Number.isFinite(next) ? next : now + PING_AFTER_MS;
  }

  #listen(session: number, channel: Channel): void {
    const { socket, role } = channel;
    socket.addEventListener("message", (event) => {
      if (session !== this.#session) return;
      channel.lastFrameAt = this.#now();
      channel.pingSentAt = undefined;
      if (typeof event.data !== "string") return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(event.data);
      } catch {
        console.error(`Hub: the upstream's ${roleName(role)} socket sent a frame that is not JSON; ignored.`);
        return;
      }
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return;
      try {
        this.listener.onFrame(role, parsed as Record<string, unknown>);
      } catch (error) {
        console.error(`Hub: handling a frame of the upstream's ${roleName(role)} socket failed.`, error);
      }
    });
    socket.addEventListener("close", (event) => this.#lose(session, `${roleName(role)} closed (${event.code}${event.reason ? `: ${event.reason}` : ""})`));
    socket.addEventListener("error", () => this.#lose(session, `${roleName(role)} failed`));
  }

  #lose(session: number, reason: string): void {
    if (session !== this.#session || this.#state === "idle" || this.#state === "down") return;
    this.#closeAll("The hub is reconnecting to its upstream.");
    this.#state = "down";
    this.#retryAt = this.#now() + reconnectDelayMs(this.#failures, this.#random);
    this.#failures++;
    this.listener.onLost(reason, this.#retryAt);
  }

  #closeAll(reason: string): void {
    for (const channel of this.#channels) closeQuietly(channel.socket, 1000, reason);
    this.#channels = [];
  }
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));
