import { describe, it, expect } from "vitest";
import {
  type ClockQuery,
  type ClockRoute,
  CLOCK_ARC_WINDOW_MS,
  CLOCK_BLOCKS_KEPT,
  CLOCK_BLOCK_WIDTH_RATIO,
  CLOCK_CHAIN_HEIGHT_MIN_PX,
  CLOCK_CHAIN_HEIGHT_WINDOW_RATIO,
  CLOCK_CUBE_SPIN_MS,
  CLOCK_MODES,
  CLOCK_REFRESH_MS,
  CLOCK_SIZE_MAX_PX,
  clockBlockWidthPx,
  clockChainHeightPx,
  isClockMode,
  normaliseClockRoute,
  parseClockQuery,
} from "../../../shared/params/clock.ts";
import { InvalidParamError } from "../../../shared/params/errors.ts";

describe("clock constants", () => {
  it.each<[string, number, number]>([
    ["§9 at most 16 blocks kept", CLOCK_BLOCKS_KEPT, 16],
    ["§9 arc window 1 hour", CLOCK_ARC_WINDOW_MS, 3_600_000],
    ["§9 refresh every 250 ms", CLOCK_REFRESH_MS, 250],
    ["§9 chain height at least 60", CLOCK_CHAIN_HEIGHT_MIN_PX, 60],
    ["§9 chain height 1/8 of the window", CLOCK_CHAIN_HEIGHT_WINDOW_RATIO, 0.125],
    ["§9 clock size at most 800", CLOCK_SIZE_MAX_PX, 800],
    ["§9 the cube spins every 60 s", CLOCK_CUBE_SPIN_MS, 60_000],
    ["§9 block width 7/12 of the height", CLOCK_BLOCK_WIDTH_RATIO, 7 / 12],
  ])("%s", (_case, value, expected) => {
    expect(value).toBe(expected);
  });

  it("§2.12: the modes are mempool and mined", () => {
    expect(CLOCK_MODES).toEqual(["mempool", "mined"]);
  });
});

describe("normaliseClockRoute", () => {
  it.each<[string, string | undefined, string | undefined, ClockRoute]>([
    ["§2.12 mempool mode", "mempool", "0", { ok: true, mode: "mempool", index: 0 }],
    ["§2.12 mined mode", "mined", "3", { ok: true, mode: "mined", index: 3 }],
    ["leading zeros in the index", "mined", "007", { ok: true, mode: "mined", index: 7 }],
    ["§2.2 /clock redirects to /clock/mempool/0", undefined, undefined, { ok: false, redirect: "/clock/mempool/0" }],
    ["§2.2 /clock/mempool redirects to /clock/mempool/0", "mempool", undefined, { ok: false, redirect: "/clock/mempool/0" }],
    ["§2.2 /clock/mined redirects to /clock/mined/0", "mined", undefined, { ok: false, redirect: "/clock/mined/0" }],
    ["§5 another mode becomes mined, keeping the index", "blocks", "2", { ok: false, redirect: "/clock/mined/2" }],
    ["§5 an unknown mode without index goes straight to mined/0", "foo", undefined, { ok: false, redirect: "/clock/mined/0" }],
    ["§5 a negative index becomes 0", "mempool", "-1", { ok: false, redirect: "/clock/mempool/0" }],
    ["§5 a non-numeric index becomes 0", "mined", "abc", { ok: false, redirect: "/clock/mined/0" }],
    ["a fractional index becomes 0", "mined", "1.5", { ok: false, redirect: "/clock/mined/0" }],
    ["an empty index becomes 0", "mempool", "", { ok: false, redirect: "/clock/mempool/0" }],
    ["an index beyond the safe range becomes 0", "mined", "9007199254740992", { ok: false, redirect: "/clock/mined/0" }],
    ["modes are case-sensitive", "Mempool", "1", { ok: false, redirect: "/clock/mined/1" }],
    ["an empty mode becomes mined", "", "0", { ok: false, redirect: "/clock/mined/0" }],
    ["bad mode and bad index", "x", "-4", { ok: false, redirect: "/clock/mined/0" }],
  ])("%s", (_case, mode, index, expected) => {
    expect(normaliseClockRoute(mode, index)).toEqual(expected);
  });

  it("redirects a wrongly typed index to 0", () => {
    expect(normaliseClockRoute("mined", 5 as unknown as string)).toEqual({ ok: false, redirect: "/clock/mined/0" });
  });

  it("never redirects to a route it would redirect again", () => {
    for (const [mode, index] of [["x", "y"], ["mined", "-1"], [undefined, undefined], ["mempool", undefined]] as const) {
      const first = normaliseClockRoute(mode, index);
      if (first.ok) throw new Error("expected a redirect");
      const [, , nextMode, nextIndex] = first.redirect.split("/");
      expect(normaliseClockRoute(nextMode, nextIndex).ok).toBe(true);
    }
  });
});

describe("isClockMode", () => {
  it.each<[unknown, boolean]>([["mempool", true], ["mined", true], ["MINED", false], ["", false], [null, false], [1, false]])(
    "reads %j as a mode: %s",
    (input, expected) => {
      expect(isClockMode(input)).toBe(expected);
    },
  );
});

describe("parseClockQuery", () => {
  it.each<[string, string, ClockQuery]>([
    ["no parameters show stats", "", { stats: true }],
    ["§2.12 stats=false hides stats", "stats=false", { stats: false }],
    ["stats=0 still shows stats", "stats=0", { stats: true }],
    ["§2.12 width and height limit the canvas", "width=640&height=480", { stats: true, width: 640, height: 480 }],
    ["§5 a non-integer width is ignored", "width=64.5&height=480", { stats: true, height: 480 }],
    ["§5 a non-numeric height is ignored", "width=640&height=tall", { stats: true, width: 640 }],
    ["an empty width is ignored", "width=", { stats: true }],
    ["a zero width is ignored", "width=0", { stats: true }],
    ["a negative height is ignored", "height=-10", { stats: true }],
  ])("%s (%s)", (_case, query, expected) => {
    expect(parseClockQuery(new URLSearchParams(query))).toEqual(expected);
  });

  it("leaves width and height out rather than undefined", () => {
    expect(Object.keys(parseClockQuery(new URLSearchParams("")))).toEqual(["stats"]);
  });
});

describe("clock layout", () => {
  it.each<[string, number, number]>([
    ["§9 1/8 of a tall window", 1080, 135],
    ["§9 at least 60 on a short window", 400, 60],
    ["exactly 60 at 480", 480, 60],
    ["a zero window gets the minimum", 0, 60],
    ["a fractional window height", 1001, 125.125],
  ])("chain height: %s", (_case, windowHeight, expected) => {
    expect(clockChainHeightPx(windowHeight)).toBe(expected);
  });

  it.each<[number, number]>([[120, 70], [12, 7], [0, 0], [60, 35]])("§9 a block %d px high is %d px wide", (height, width) => {
    expect(clockBlockWidthPx(height)).toBeCloseTo(width, 10);
  });

  it.each<[string, unknown]>([["NaN", Number.NaN], ["a negative size", -1], ["Infinity", Number.POSITIVE_INFINITY], ["a string", "100"]])(
    "refuses %s with InvalidParamError",
    (_case, value) => {
      expect(() => clockChainHeightPx(value as number)).toThrow(InvalidParamError);
      expect(() => clockBlockWidthPx(value as number)).toThrow(InvalidParamError);
    },
  );
});
