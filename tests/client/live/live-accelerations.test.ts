import { describe, expect, it } from "vitest";
import { applyAccelerations } from "../../../client/live/live-accelerations.ts";
import type { Acceleration } from "../../../shared/types/acceleration.ts";

const txid = (n: number) => n.toString(16).padStart(64, "0");
const acceleration = (n: number, added: number, feeDelta = 1_000): Acceleration => ({ txid: txid(n), added, effectiveVsize: 141, effectiveFee: 282, feeDelta, pools: [1, 2] });

describe("applyAccelerations (research §3.3)", () => {
  it("takes the whole list, newest request first", () => {
    expect(applyAccelerations(null, { accelerations: [acceleration(1, 100), acceleration(2, 300), acceleration(3, 200)] })?.map((a) => a.added)).toEqual([300, 200, 100]);
  });

  it("adds, changes and removes by the later updates", () => {
    let list = applyAccelerations(null, { accelerations: [acceleration(1, 100), acceleration(2, 200)] });
    list = applyAccelerations(list, { added: [acceleration(3, 300), acceleration(2, 200, 9_000)], removed: [txid(1).toUpperCase()] });
    expect(list?.map((a) => [a.txid, a.feeDelta])).toEqual([
      [txid(3), 1_000],
      [txid(2), 9_000],
    ]);
  });

  it("waits for the whole list before it applies an update", () => {
    expect(applyAccelerations(null, { added: [acceleration(1, 100)], removed: [] })).toBeNull();
  });

  it("drops the entries it cannot read, and keeps the list for a value that is neither form", () => {
    const list = applyAccelerations(null, { accelerations: [acceleration(1, 100), { txid: "nope" }, 5] });
    expect(list).toHaveLength(1);
    expect(applyAccelerations(list, "junk")).toBe(list);
    expect(applyAccelerations(list, { added: [], removed: [] })).toBe(list);
  });
});
