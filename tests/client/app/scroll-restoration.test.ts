import { describe, it, expect } from "vitest";
import {
  SCROLL_POSITIONS_KEPT,
  type NavigationKind,
  type ScrollAction,
  ScrollPositions,
  anchorId,
  scrollActionFor,
} from "../../../client/app/scroll-restoration.ts";

describe("scrollActionFor", () => {
  it.each<[string, NavigationKind, string, string, string | null, number | undefined, ScrollAction]>([
    ["§2.1 back restores the remembered position", "POP", "/tx/ab", "", "/", 640, { kind: "restore", top: 640 }],
    ["back restores even when the entry had an anchor", "POP", "/tx/ab", "#accelerate", "/", 90, { kind: "restore", top: 90 }],
    ["back to an unremembered entry with an anchor goes to it", "POP", "/tx/ab", "#accelerate", "/", undefined, { kind: "anchor", id: "accelerate" }],
    ["the first load without anything remembered stays put", "POP", "/", "", null, undefined, { kind: "keep" }],
    ["a reload restores", "POP", "/", "", null, 1200, { kind: "restore", top: 1200 }],
    ["§2.1 a new page with an anchor goes to it", "PUSH", "/tx/ab", "#accelerate", "/", undefined, { kind: "anchor", id: "accelerate" }],
    ["a new page starts at the top", "PUSH", "/block/1", "", "/", undefined, { kind: "top" }],
    ["a link to the same page starts at the top", "PUSH", "/", "", "/", 300, { kind: "top" }],
    ["a replaced query keeps the position", "REPLACE", "/", "", "/", undefined, { kind: "keep" }],
    ["a redirect to another path starts at the top", "REPLACE", "/clock/mempool/0", "", "/clock", undefined, { kind: "top" }],
    ["a replace with an anchor goes to it", "REPLACE", "/", "#main", "/", undefined, { kind: "anchor", id: "main" }],
  ])("%s", (_case, navigation, pathname, hash, previous, saved, action) => {
    expect(scrollActionFor(navigation, { pathname, hash }, previous, saved)).toEqual(action);
  });
});

describe("anchorId", () => {
  it.each<[string, string | null]>([
    ["", null],
    ["#", null],
    ["#accelerate", "accelerate"],
    ["#caf%C3%A9", "café"],
    ["#100%", "100%"],
    ["plain", "plain"],
  ])("%j → %j", (hash, id) => {
    expect(anchorId(hash)).toBe(id);
  });
});

describe("ScrollPositions", () => {
  it("remembers positions by key", () => {
    const positions = new ScrollPositions();
    positions.set("a", 10);
    positions.set("b", 20);
    positions.set("a", 30);
    expect([positions.get("a"), positions.get("b"), positions.get("c")]).toEqual([30, 20, undefined]);
  });

  it("forgets the least recently written key beyond its limit", () => {
    const positions = new ScrollPositions(2);
    positions.set("a", 1);
    positions.set("b", 2);
    positions.set("a", 3);
    positions.set("c", 4);
    expect([positions.get("a"), positions.get("b"), positions.get("c"), positions.size]).toEqual([3, undefined, 4, 2]);
  });

  it("keeps 100 locations by default", () => {
    const positions = new ScrollPositions();
    for (let i = 0; i <= SCROLL_POSITIONS_KEPT; i++) positions.set(`k${i}`, i);
    expect(positions.size).toBe(SCROLL_POSITIONS_KEPT);
    expect(positions.get("k0")).toBeUndefined();
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])("ignores the position %s", (top) => {
    const positions = new ScrollPositions();
    positions.set("a", top);
    expect(positions.get("a")).toBeUndefined();
  });

  it("reads back what it wrote, in order", () => {
    const positions = new ScrollPositions(3);
    positions.set("x", 5);
    positions.set("y", 0);
    const copy = ScrollPositions.parse(positions.serialize(), 3);
    expect(copy.serialize()).toBe(positions.serialize());
    expect(copy.get("y")).toBe(0);
  });

  it.each<[string, string | null]>([
    ["nothing stored", null],
    ["not JSON", "{"],
    ["an array", "[1,2]"],
    ["a number", "7"],
  ])("starts empty from %s", (_case, json) => {
    expect(ScrollPositions.parse(json).size).toBe(0);
  });

  it("drops bad entries and keeps good ones", () => {
    const positions = ScrollPositions.parse('{"a":10,"b":"x","c":-5,"d":null,"e":0}');
    expect(JSON.parse(positions.serialize())).toEqual({ a: 10, e: 0 });
  });

  it("refuses a limit below one", () => {
    expect(() => new ScrollPositions(0)).toThrow(RangeError);
  });
});
