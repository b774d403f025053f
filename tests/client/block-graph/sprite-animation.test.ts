import { describe, expect, it } from "vitest";
import {
  colourAt,
  ease,
  moveSprite,
  progressAt,
  recolourSprite,
  restSprite,
  shiftClock,
  squareAt,
  targetSquare,
} from "../../../client/components/block-graph/scene/sprite-animation.ts";
import { SPRITE, SPRITE_FLOATS, SpriteBuffer } from "../../../client/components/block-graph/scene/sprite-buffer.ts";

const RED = [1, 0, 0, 1] as const;
const BLUE = [0, 0, 1, 1] as const;

describe("sprite transitions", () => {
  it("eases from 0 to 1 with a symmetric curve, and finishes zero-length transitions at once", () => {
    expect(ease(0)).toBe(0);
    expect(ease(0.5)).toBe(0.5);
    expect(ease(1)).toBe(1);
    expect(progressAt(100, 1_000, 50)).toBe(0);
    expect(progressAt(100, 1_000, 1_100)).toBe(1);
    expect(progressAt(100, 0, 0)).toBe(1);
  });

  it("moves from where the square is drawn now, so an interrupted move never jumps", () => {
    const buffer = new SpriteBuffer();
    const index = buffer.allocate();
    restSprite(buffer, index, { x: 0, y: 0, s: 1 }, RED);
    moveSprite(buffer, index, { x: 10, y: 0, s: 1 }, 0, 1_000);
    expect(squareAt(buffer, index, 500)).toEqual({ x: 5, y: 0, s: 1 });
    moveSprite(buffer, index, { x: 5, y: 10, s: 3 }, 500, 1_000);
    expect(squareAt(buffer, index, 500)).toEqual({ x: 5, y: 0, s: 1 });
    expect(squareAt(buffer, index, 1_500)).toEqual({ x: 5, y: 10, s: 3 });
    expect(targetSquare(buffer, index)).toEqual({ x: 5, y: 10, s: 3 });
  });

  it("recolours independently of a move in flight", () => {
    const buffer = new SpriteBuffer();
    const index = buffer.allocate();
    restSprite(buffer, index, { x: 0, y: 0, s: 1 }, RED);
    moveSprite(buffer, index, { x: 10, y: 0, s: 1 }, 0, 1_000);
    recolourSprite(buffer, index, BLUE, 500, 300);
    expect(colourAt(buffer, index, 650)).toEqual([0.5, 0, 0.5, 1]);
    expect(squareAt(buffer, index, 650).x).toBeCloseTo(10 * ease(0.65), 5);
  });

  it("restarts the clock without changing what is drawn", () => {
    const buffer = new SpriteBuffer();
    const moving = buffer.allocate();
    const resting = buffer.allocate();
    restSprite(buffer, moving, { x: 0, y: 0, s: 1 }, RED);
    restSprite(buffer, resting, { x: 4, y: 4, s: 2 }, BLUE);
    moveSprite(buffer, moving, { x: 10, y: 0, s: 1 }, 700_000, 1_000);
    recolourSprite(buffer, resting, RED, 100, 300);
    const before = squareAt(buffer, moving, 700_400);
    shiftClock(buffer, 700_000);
    expect(squareAt(buffer, moving, 400)).toEqual(before);
    expect(colourAt(buffer, resting, 400)).toEqual([...RED]);
    // A finished transition becomes a zero-length one instead of a start far below zero.
    expect(buffer.data[resting * SPRITE_FLOATS + SPRITE.colourStart]).toBe(0);
    expect(buffer.data[resting * SPRITE_FLOATS + SPRITE.colourDuration]).toBe(0);
  });
});
