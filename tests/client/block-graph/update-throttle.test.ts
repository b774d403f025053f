import { describe, expect, it } from "vitest";
import { type Timer, UpdateThrottle } from "../../../client/components/block-graph/scene/update-throttle.ts";

/** A virtual clock with timers that run when time is advanced. */
function virtualTime() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const timer: Timer = {
    set: (callback, delayMs) => {
      const id = nextId++;
      timers.set(id, { at: now + delayMs, callback });
      return id;
    },
    clear: (handle) => void timers.delete(handle as number),
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (due === undefined) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].callback();
    }
    now = until;
  };
  return { timer, now: () => now, advance, pending: () => timers.size };
}

describe("UpdateThrottle", () => {
  it("runs the first update at once and later ones at most once per 1,000 ms", () => {
    const time = virtualTime();
    const runs: number[] = [];
    const throttle = new UpdateThrottle({ run: () => runs.push(time.now()), now: time.now, timer: time.timer });
    throttle.request();
    expect(runs).toEqual([0]);
    time.advance(200);
    throttle.request();
    throttle.request();
    time.advance(300);
    throttle.request();
    expect(runs).toEqual([0]);
    expect(throttle.pending).toBe(true);
    time.advance(500);
    expect(runs).toEqual([0, 1_000]);
    time.advance(2_500);
    throttle.request();
    expect(runs).toEqual([0, 1_000, 3_500]);
  });

  it("runs a waiting update on flush, and nothing after dispose", () => {
    const time = virtualTime();
    let runs = 0;
    const throttle = new UpdateThrottle({ run: () => (runs += 1), now: time.now, timer: time.timer });
    throttle.request();
    throttle.request();
    throttle.flush();
    expect(runs).toBe(2);
    throttle.request();
    throttle.dispose();
    time.advance(5_000);
    throttle.request();
    expect(runs).toBe(2);
    expect(time.pending()).toBe(0);
  });
});
