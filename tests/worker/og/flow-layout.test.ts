/**
 * The transaction flow's geometry (worker/og/flow-layout.ts): grouping many inputs or outputs,
 * thickness by value with a floor, every band inside the picture, and the waist at the knot.
 */
import { describe, expect, it } from "vitest";
import { FLOW_STYLE, feeBand, groupBands, layoutFlow, type PlacedBand } from "../../../worker/og/flow-layout.ts";

const RECT = { x: 100, y: 300, width: 1000, height: 240 };
const thickness = ({ end }: PlacedBand): number => end.y1 - end.y0;

describe("groupBands", () => {
  it("keeps every value up to the limit, in order", () => {
    expect(groupBands([3, 1, 2], 3).map((band) => band.value)).toEqual([3, 1, 2]);
  });

  it("keeps the largest in their order and merges the rest into one band that counts them", () => {
    expect(groupBands([1, 9, 3, 7, 2], 3)).toEqual([
      { kind: "io", value: 9, count: 1 },
      { kind: "io", value: 7, count: 1 },
      { kind: "rest", value: 6, count: 3 },
    ]);
  });
});

describe("layoutFlow", () => {
  const layout = layoutFlow({ inputs: groupBands([60_000, 40_000, 1], 6), outputs: [...groupBands([90_000, 9_000], 6), feeBand(1_001)] }, RECT);

  it("makes bands thicker for more value, and keeps dust visible", () => {
    const [big, middle, dust] = layout.inputs.map(thickness);
    expect(big).toBeGreaterThan(middle!);
    expect(middle).toBeGreaterThan(dust!);
    expect(dust).toBeGreaterThanOrEqual(FLOW_STYLE.minThickness);
  });

  it("keeps every band and its label inside the picture, in order without overlapping", () => {
    for (const side of [layout.inputs, layout.outputs]) {
      for (const [index, placed] of side.entries()) {
        expect(placed.end.y0).toBeGreaterThanOrEqual(RECT.y);
        expect(placed.end.y1 + (placed.band.kind === "io" ? 0 : FLOW_STYLE.labelHeight)).toBeLessThanOrEqual(RECT.y + RECT.height + 1e-9);
        if (index > 0) expect(placed.end.y0).toBeGreaterThan(side[index - 1]!.end.y1);
      }
    }
  });

  it("squeezes each side to the knot's height, narrower than the sides", () => {
    const { knot } = layout;
    for (const side of [layout.inputs, layout.outputs]) {
      expect(side[0]!.knot.y0).toBeCloseTo(knot.y0);
      expect(side.at(-1)!.knot.y1).toBeCloseTo(knot.y1);
      expect(knot.y1 - knot.y0).toBeLessThan(side.map(thickness).reduce((a, b) => a + b, 0));
    }
    expect((knot.x0 + knot.x1) / 2).toBe(RECT.x + RECT.width / 2);
  });
});
