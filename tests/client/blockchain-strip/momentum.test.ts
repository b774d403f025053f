import { describe, expect, it } from "vitest";
import {
  MAX_THROW_VELOCITY_PX_PER_MS,
  isMomentumSettled,
  momentumStep,
  releaseVelocity,
} from "../../../client/components/blockchain-strip/momentum.ts";
import { MOMENTUM_STOP_VELOCITY_PX_PER_MS } from "../../../shared/params/strip-layout.ts";

describe("releaseVelocity", () => {
  it("measures the speed over the last 100 ms of a drag", () => {
    const samples = [
      { timeMs: 0, x: 500 },
      { timeMs: 200, x: 400 },
      { timeMs: 250, x: 340 },
      { timeMs: 300, x: 280 },
    ];
    expect(releaseVelocity(samples, 300)).toBeCloseTo(-1.2);
  });

  it("is zero when the pointer rested before letting go, or with a single sample", () => {
    expect(releaseVelocity([{ timeMs: 0, x: 0 }, { timeMs: 50, x: 100 }], 400)).toBe(0);
    expect(releaseVelocity([{ timeMs: 0, x: 0 }], 0)).toBe(0);
    expect(releaseVelocity([], 0)).toBe(0);
  });

  it("caps a jittery flick", () => {
    expect(releaseVelocity([{ timeMs: 0, x: 0 }, { timeMs: 1, x: 500 }], 1)).toBe(MAX_THROW_VELOCITY_PX_PER_MS);
  });
});

describe("momentumStep", () => {
  it("slows down and travels the same distance whatever the frame rate", () => {
    let fast = { velocity: 2, distance: 0 };
    let travelledFast = 0;
    for (let i = 0; i < 60; i++) {
      fast = momentumStep(fast.velocity, 1000 / 60);
      travelledFast += fast.distance;
    }
    const slow = momentumStep(2, 1000);
    expect(slow.velocity).toBeLessThan(2);
    expect(travelledFast).toBeCloseTo(slow.distance, 6);
    expect(fast.velocity).toBeCloseTo(slow.velocity, 9);
  });

  it("keeps the direction of the throw", () => {
    const step = momentumStep(-1, 16);
    expect(step.velocity).toBeLessThan(0);
    expect(step.distance).toBeLessThan(0);
  });

  it("comes to rest under the spec's stop velocity", () => {
    let velocity = MAX_THROW_VELOCITY_PX_PER_MS;
    let frames = 0;
    while (!isMomentumSettled(velocity)) {
      velocity = momentumStep(velocity, 16).velocity;
      frames++;
    }
    expect(Math.abs(velocity)).toBeLessThan(MOMENTUM_STOP_VELOCITY_PX_PER_MS);
    expect(frames).toBeGreaterThan(10);
  });

  it("does nothing for a zero or broken time step", () => {
    expect(momentumStep(1, 0)).toEqual({ velocity: 1, distance: 0 });
    expect(momentumStep(Number.NaN, 16)).toEqual({ velocity: 0, distance: 0 });
    expect(isMomentumSettled(Number.NaN)).toBe(true);
  });
});
