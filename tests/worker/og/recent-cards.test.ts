import { describe, expect, it } from "vitest";
import { RecentCards } from "../../../worker/og/recent-cards.ts";

describe("RecentCards", () => {
  it("keeps the newest entries up to its capacity", () => {
    const recent = new RecentCards<number>(2);
    recent.set("a", 1);
    recent.set("b", 2);
    recent.set("c", 3);
    expect([recent.get("a"), recent.get("b"), recent.get("c")]).toEqual([undefined, 2, 3]);
    expect(recent.size).toBe(2);
  });

  it("counts a read as use, so the entry read last outlives the others", () => {
    const recent = new RecentCards<number>(2);
    recent.set("a", 1);
    recent.set("b", 2);
    recent.get("a");
    recent.set("c", 3);
    expect([recent.get("a"), recent.get("b")]).toEqual([1, undefined]);
  });

  it("refuses a capacity that keeps nothing", () => {
    expect(() => new RecentCards(0)).toThrow(RangeError);
  });
});
