import { describe, expect, it } from "vitest";
import { mergeClockBlocks } from "../../../../client/pages/clock/clock-blocks.ts";
import { CLOCK_BLOCKS_KEPT } from "../../../../shared/params/clock.ts";

const block = (height: number, id = `loaded-${height}`) => ({ height, id });
const down = (top: number, count: number, id?: (height: number) => string) => Array.from({ length: count }, (_, i) => block(top - i, id?.(top - i)));
const heights = (blocks: readonly { height: number }[]) => blocks.map((b) => b.height);

describe("the clock's blocks", () => {
  it("are numbered from the newest: index 0 is the tip", () => {
    const { blocks } = mergeClockBlocks(down(100, 5), []);
    expect(heights(blocks)).toEqual([100, 99, 98, 97, 96]);
    expect(blocks[0]?.height).toBe(100);
  });

  it("add each live block on top of the loaded ones", () => {
    const { blocks, gap } = mergeClockBlocks(down(100, 5), down(102, 8, (h) => `live-${h}`));
    expect(heights(blocks)).toEqual([102, 101, 100, 99, 98, 97, 96, 95]);
    expect(gap).toBe(false);
  });

  it("take the live block where both have a height (a reorganisation replaced it)", () => {
    const { blocks } = mergeClockBlocks(down(100, 3), [block(100, "replacement")]);
    expect(blocks.map((b) => b.id)).toEqual(["replacement", "loaded-99", "loaded-98"]);
  });

  it(`keep at most ${CLOCK_BLOCKS_KEPT}, the newest`, () => {
    const { blocks } = mergeClockBlocks(down(100, 15), down(108, 8));
    expect(blocks).toHaveLength(CLOCK_BLOCKS_KEPT);
    expect(heights(blocks).at(-1)).toBe(93);
  });

  it("stop at a gap and say so, so the older blocks are loaded again", () => {
    const { blocks, gap } = mergeClockBlocks(down(100, 16), down(120, 8));
    expect(heights(blocks)).toEqual([120, 119, 118, 117, 116, 115, 114, 113]);
    expect(gap).toBe(true);
  });

  it("is empty without blocks", () => {
    expect(mergeClockBlocks([], [])).toEqual({ blocks: [], gap: false });
  });
});
