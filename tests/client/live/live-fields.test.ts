import { describe, expect, it } from "vitest";
import { readBlocks } from "../../../client/live/live-fields.ts";
import { blocksDown } from "./live-builders.ts";

describe("readBlocks", () => {
  it("keeps the newest KEEP_BLOCKS_AMOUNT of a `blocks` frame, newest first", () => {
    const frame = blocksDown(800_000, 15).reverse();
    expect(readBlocks(frame)?.map((block) => block.height)).toEqual(blocksDown(800_000, 8).map((block) => block.height));
  });

  it("keeps every block of an API page when asked to (the backend's pages hold 15)", () => {
    const page = blocksDown(800_000, 15);
    expect(readBlocks(page, Infinity)?.map((block) => block.height)).toEqual(page.map((block) => block.height));
  });
});
