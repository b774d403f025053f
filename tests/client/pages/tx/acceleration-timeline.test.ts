import { describe, expect, it } from "vitest";
import { accelerationTimeline, type TimelineInput } from "../../../../client/pages/tx/acceleration-timeline.ts";

const NOW_MS = 2_000_000_000;
const input = (fields: Partial<TimelineInput>): TimelineInput => ({
  firstSeen: 1_000,
  acceleratedAt: 1_300,
  minedAt: null,
  accelerated: true,
  canceledAt: null,
  etaMs: 540_000,
  nowMs: 1_400 * 1000,
  ...fields,
});

describe("accelerationTimeline (research §3.6)", () => {
  it("is nothing for a transaction never accelerated", () => {
    expect(accelerationTimeline(input({ acceleratedAt: null }))).toBeNull();
    expect(accelerationTimeline(input({ acceleratedAt: 0 }))).toBeNull();
    expect(accelerationTimeline(input({ accelerated: false }))).toBeNull();
  });

  it("while unconfirmed: first seen, accelerated after the wait, then mined pending with its ETA", () => {
    expect(accelerationTimeline(input({}))).toEqual([
      { kind: "first-seen", time: 1_000, after: null },
      { kind: "accelerated", time: 1_300, after: 300 },
      { kind: "pending", etaMs: 540_000 },
    ]);
  });

  it("once mined: the time from the acceleration to the block, never below 0", () => {
    expect(accelerationTimeline(input({ minedAt: 1_900 }))?.at(-1)).toEqual({ kind: "mined", time: 1_900, after: 600 });
    expect(accelerationTimeline(input({ firstSeen: 1_400, minedAt: 1_350 }))?.map((step) => ("after" in step ? step.after : null))).toEqual([null, 0, 50]);
  });

  it("a failed acceleration shows Canceled in red, before the block that mined it anyway", () => {
    expect(accelerationTimeline(input({ accelerated: false, canceledAt: 1_800, minedAt: 1_900 }))?.map((step) => step.kind)).toEqual(["first-seen", "accelerated", "canceled", "mined"]);
    expect(accelerationTimeline(input({ accelerated: false, canceledAt: 1_800 }))?.map((step) => step.kind)).toEqual(["first-seen", "accelerated", "canceled"]);
  });

  it("gives dates instead of intervals once the block is older than a week", () => {
    const steps = accelerationTimeline(input({ minedAt: 1_900, nowMs: NOW_MS }));
    expect(steps?.every((step) => !("after" in step) || step.after === null)).toBe(true);
  });

  it("starts at the acceleration when the first-seen time is unknown", () => {
    expect(accelerationTimeline(input({ firstSeen: null }))?.[0]).toEqual({ kind: "accelerated", time: 1_300, after: null });
  });
});
