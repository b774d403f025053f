import { describe, expect, it } from "vitest";
import { arrowSideOf, neighbourTarget, stripTargetPath, type ArrowKeyEvent } from "../../../client/components/blockchain-strip/block-navigation.ts";

const rightToLeft = { timeLeftToRight: false, topHeight: 837_050, mempoolBlockCount: 8 };
const leftToRight = { ...rightToLeft, timeLeftToRight: true };

describe("neighbourTarget", () => {
  it("goes back in time with → while time runs right to left, and with ← while it runs left to right", () => {
    expect(neighbourTarget({ blockHeight: 837_048 }, "right", rightToLeft)).toEqual({ kind: "block", height: 837_047 });
    expect(neighbourTarget({ blockHeight: 837_048 }, "left", rightToLeft)).toEqual({ kind: "block", height: 837_049 });
    expect(neighbourTarget({ blockHeight: 837_048 }, "left", leftToRight)).toEqual({ kind: "block", height: 837_047 });
  });

  it("crosses the divider between the newest block and the next projected one", () => {
    expect(neighbourTarget({ blockHeight: 837_050 }, "left", rightToLeft)).toEqual({ kind: "mempool-block", index: 0 });
    expect(neighbourTarget({ mempoolBlockIndex: 0 }, "right", rightToLeft)).toEqual({ kind: "block", height: 837_050 });
  });

  it("walks the projected blocks and stops at the last", () => {
    expect(neighbourTarget({ mempoolBlockIndex: 3 }, "left", rightToLeft)).toEqual({ kind: "mempool-block", index: 4 });
    expect(neighbourTarget({ mempoolBlockIndex: 3 }, "right", rightToLeft)).toEqual({ kind: "mempool-block", index: 2 });
    expect(neighbourTarget({ mempoolBlockIndex: 7 }, "left", rightToLeft)).toBeNull();
    expect(neighbourTarget({ mempoolBlockIndex: 0, mempoolPosition: { block: 5, vsize: 1 } }, "right", rightToLeft)).toEqual({
      kind: "mempool-block",
      index: 4,
    });
  });

  it("stops at genesis and goes nowhere without a mark", () => {
    expect(neighbourTarget({ blockHeight: 0 }, "right", rightToLeft)).toBeNull();
    expect(neighbourTarget(null, "right", rightToLeft)).toBeNull();
    expect(neighbourTarget({ blockHeight: 837_050 }, "left", { ...rightToLeft, mempoolBlockCount: 0 })).toBeNull();
  });
});

describe("stripTargetPath", () => {
  it("builds block and projected-block paths behind the prefixes", () => {
    expect(stripTargetPath({ kind: "block", height: 5, hash: "00ab" }, "/fr", "/signet")).toBe("/fr/signet/block/00ab");
    expect(stripTargetPath({ kind: "block", height: 5 }, "", "")).toBe("/block/5");
    expect(stripTargetPath({ kind: "mempool-block", index: 3 }, "", "/testnet")).toBe("/testnet/mempool-block/3");
  });
});

describe("arrowSideOf", () => {
  const press = (key: string, overrides: Partial<ArrowKeyEvent> = {}): ArrowKeyEvent => ({
    key, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, defaultPrevented: false, target: null, ...overrides,
  });
  const element = (tagName: string, isContentEditable = false) => ({ tagName, isContentEditable }) as unknown as EventTarget;

  it("reads ← and → pressed on the page", () => {
    expect(arrowSideOf(press("ArrowLeft"))).toBe("left");
    expect(arrowSideOf(press("ArrowRight", { target: element("A") }))).toBe("right");
  });

  it("ignores other keys, chords, handled keys and keys typed into fields", () => {
    expect(arrowSideOf(press("ArrowUp"))).toBeNull();
    expect(arrowSideOf(press("ArrowLeft", { altKey: true }))).toBeNull();
    expect(arrowSideOf(press("ArrowLeft", { defaultPrevented: true }))).toBeNull();
    expect(arrowSideOf(press("ArrowLeft", { target: element("input") }))).toBeNull();
    expect(arrowSideOf(press("ArrowLeft", { target: element("TEXTAREA") }))).toBeNull();
    expect(arrowSideOf(press("ArrowLeft", { target: element("SELECT") }))).toBeNull();
    expect(arrowSideOf(press("ArrowLeft", { target: element("DIV", true) }))).toBeNull();
  });
});
