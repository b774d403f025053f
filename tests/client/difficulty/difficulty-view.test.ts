import { describe, expect, it } from "vitest";
import { DIFFICULTY_EPOCH_BLOCKS } from "../../../shared/chain/difficulty.ts";
import { defaultView, EPOCH_GRID_COLUMNS, EPOCH_GRID_ROWS, epochSegments, halvingFigures, runRects } from "../../../client/components/difficulty/difficulty-view.ts";

const cells = (rects: ReturnType<typeof runRects>): number => rects.reduce((sum, rect) => sum + rect.width * rect.height, 0);

describe("the epoch grid", () => {
  it("lays 2016 blocks out as a whole grid", () => {
    expect(EPOCH_GRID_COLUMNS * EPOCH_GRID_ROWS).toBe(DIFFICULTY_EPOCH_BLOCKS);
  });

  it("splits the epoch into mined and remaining without a schedule", () => {
    expect(epochSegments({ remainingBlocks: 1016 })).toEqual([
      { state: "mined", from: 0, to: 1000 },
      { state: "remaining", from: 1000, to: 2016 },
    ]);
  });

  it("marks the due blocks not mined yet as behind, and the mined ones past the schedule as ahead", () => {
    expect(epochSegments({ remainingBlocks: 1016, expectedBlocks: 1100 })).toEqual([
      { state: "mined", from: 0, to: 1000 },
      { state: "behind", from: 1000, to: 1100 },
      { state: "remaining", from: 1100, to: 2016 },
    ]);
    expect(epochSegments({ remainingBlocks: 1016, expectedBlocks: 990.4 })).toEqual([
      { state: "mined", from: 0, to: 990 },
      { state: "ahead", from: 990, to: 1000 },
      { state: "remaining", from: 1000, to: 2016 },
    ]);
  });

  it("clamps values outside the epoch", () => {
    expect(epochSegments({ remainingBlocks: 3000 })).toEqual([{ state: "remaining", from: 0, to: 2016 }]);
    expect(epochSegments({ remainingBlocks: -5, expectedBlocks: 5000 })).toEqual([{ state: "mined", from: 0, to: 2016 }]);
  });

  it("draws a run in at most three rectangles covering exactly its cells", () => {
    for (const [from, to] of [[0, 2016], [0, 1000], [1000, 1100], [5, 80], [83, 85], [84, 168], [100, 2016]] as const) {
      const rects = runRects(from, to);
      expect(rects.length).toBeLessThanOrEqual(3);
      expect(cells(rects)).toBe(to - from);
    }
    expect(runRects(0, 2016)).toEqual([{ x: 0, y: 0, width: 84, height: 24 }]);
    expect(runRects(83, 85)).toEqual([{ x: 83, y: 0, width: 1, height: 1 }, { x: 0, y: 1, width: 1, height: 1 }]);
    expect(runRects(7, 7)).toEqual([]);
  });
});

describe("the halving view", () => {
  const da = { estimatedRetargetDate: 1_700_000_000_000, nextRetargetHeight: 840_672, timeAvg: 600_000 };

  it("counts the blocks to the next halving and estimates its date at the epoch's pace", () => {
    const figures = halvingFigures(839_000, da);
    expect(figures).toMatchObject({ height: 840_000, remainingBlocks: 1_000, newSubsidySats: 312_500_000 });
    expect(figures?.estimatedDate).toBe(da.estimatedRetargetDate - 672 * 600_000);
    expect(figures?.progressPercent).toBeCloseTo((209_000 / 210_000) * 100);
  });

  it("has nothing before the tip is known", () => {
    expect(halvingFigures(-1, da)).toBeNull();
  });

  it("opens on the halving only when it comes no later than the retarget", () => {
    expect(defaultView(839_000, { nextRetargetHeight: 840_672 })).toBe("halving");
    expect(defaultView(839_000, { nextRetargetHeight: 839_500 })).toBe("difficulty");
    expect(defaultView(839_000, null)).toBe("difficulty");
    expect(defaultView(-1, { nextRetargetHeight: 840_672 })).toBe("difficulty");
  });
});
