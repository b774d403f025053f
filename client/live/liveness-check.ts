/**
 * spec §4.3 liveness: a ping PING_AFTER_MS after the last message, and if nothing at all arrives
 * within PONG_TIMEOUT_MS more, the socket counts as dead. Any message is an answer, not only `pong`.
 *
 * @example
 * const liveness = new LivenessCheck(timers, () => send({ action: "ping" }), () => drop("no answer to ping"));
 * socket.addEventListener("message", () => liveness.heard());
 */
import { PING_AFTER_MS, PONG_TIMEOUT_MS } from "../../shared/live/connection-timing.ts";
import type { LiveTimers } from "./live-timers.ts";

export class LivenessCheck {
  readonly #timers: LiveTimers;
  readonly #ping: () => void;
  readonly #dead: () => void;
  #pingTimer: unknown = null;
  #pongTimer: unknown = null;

  /** `ping` sends the ping; `dead` is called when nothing answered it. */
  constructor(timers: LiveTimers, ping: () => void, dead: () => void) {
    this.#timers = timers;
    this.#ping = ping;
    this.#dead = dead;
  }

  /** Something arrived (or the socket opened): the 30 s start again. */
  heard(): void {
    this.stop();
    this.#pingTimer = this.#timers.setTimeout(() => {
      this.#pingTimer = null;
      this.#ping();
      this.#pongTimer = this.#timers.setTimeout(() => {
        this.#pongTimer = null;
        this.#dead();
      }, PONG_TIMEOUT_MS);
    }, PING_AFTER_MS);
  }

  stop(): void {
    if (this.#pingTimer !== null) this.#timers.clearTimeout(this.#pingTimer);
    if (this.#pongTimer !== null) this.#timers.clearTimeout(this.#pongTimer);
    this.#pingTimer = this.#pongTimer = null;
  }
}
