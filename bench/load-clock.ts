/**
 * Keeps the devnet moving during the load bench: its manual clock is stepped one second every
 * wall second (`{"seconds": 1}`: arrivals, so the hub publishes stats and projected blocks each
 * second, and any block due meanwhile), and every `blockEveryS` seconds by a block instead
 * (`{"blocks": 1}`), so blocks flow however the devnet's own Poisson clock falls. Steps go one at a
 * time; a step that takes longer than a second delays the next (the lag is kept). Each step that
 * raised the tip is a block the viewers must see: its send time is what their block frames are
 * timed from.
 *
 * @example
 * const clock = new ClockDriver(origin, 20, tipHeight);
 * clock.start((height) => ids.refresh());
 * …
 * await clock.stop(); clock.steps; // [{ kind: "seconds", sentAt, ms: 12.1, heightBefore: 170, heightAfter: 170 }, …]
 */
import { performance } from "node:perf_hooks";
import { mineBlocks, passSeconds } from "../tests/browser/devnet-clock.ts";
import { isReset } from "./og-image-fetch.ts";

export interface ClockStep {
  readonly kind: "seconds" | "blocks";
  /** performance.now() when the step was sent. */
  readonly sentAt: number;
  readonly ms: number;
  readonly heightBefore: number;
  readonly heightAfter: number;
  /** Why the step failed, when it did (the tip is then unchanged). */
  readonly error?: string;
}

export class ClockDriver {
  readonly steps: ClockStep[] = [];
  /** How late steps started against their one-second schedule, worst first seen. */
  maxLagMs = 0;
  #running = false;
  #loop: Promise<void> | undefined;

  constructor(
    private readonly origin: string,
    private readonly blockEveryS: number,
    private height: number,
  ) {}

  get tip(): number {
    return this.height;
  }

  /** Steps until stop(); `onBlock` runs (not awaited by the clock) after each step that raised the tip. */
  start(onBlock: (height: number) => Promise<void> | void): void {
    this.#running = true;
    const startedAt = performance.now();
    this.#loop = (async () => {
      for (let second = 1; this.#running; second++) {
        const dueAt = startedAt + second * 1000;
        const wait = dueAt - performance.now();
        if (wait > 0) await sleep(wait);
        else this.maxLagMs = Math.max(this.maxLagMs, -wait);
        if (!this.#running) break;
        // The first block comes half an interval in, so even a short run has one.
        const kind = (second + Math.floor(this.blockEveryS / 2)) % this.blockEveryS === 0 ? "blocks" : "seconds";
        const step = await this.step(kind);
        if (step.heightAfter > step.heightBefore) void Promise.resolve(onBlock(step.heightAfter)).catch(() => {});
      }
    })();
  }

  async stop(): Promise<void> {
    this.#running = false;
    await this.#loop;
  }

  /** One step, recorded; a step whose reused connection was reset before reaching the worker is sent again once. */
  async step(kind: ClockStep["kind"]): Promise<ClockStep> {
    const sentAt = performance.now();
    const heightBefore = this.height;
    const send = () => (kind === "blocks" ? mineBlocks(this.origin, 1) : passSeconds(this.origin, 1));
    let step: ClockStep;
    try {
      let answer;
      try {
        answer = await send();
      } catch (error) {
        if (!isReset(error)) throw error;
        answer = await send();
      }
      this.height = Math.max(this.height, answer.height);
      step = { kind, sentAt, ms: performance.now() - sentAt, heightBefore, heightAfter: this.height };
    } catch (error) {
      step = { kind, sentAt, ms: performance.now() - sentAt, heightBefore, heightAfter: heightBefore, error: error instanceof Error ? error.message.slice(0, 200) : String(error) };
    }
    this.steps.push(step);
    return step;
  }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
