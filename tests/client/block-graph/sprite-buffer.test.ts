import { describe, expect, it } from "vitest";
import { SPRITE, SPRITE_FLOATS, SpriteBuffer } from "../../../client/components/block-graph/scene/sprite-buffer.ts";

const fill = (buffer: SpriteBuffer, count: number) => Array.from({ length: count }, () => buffer.allocate());

describe("SpriteBuffer", () => {
  it("starts with room for 512 sprites and doubles when full, keeping what was written", () => {
    const buffer = new SpriteBuffer();
    expect(buffer.capacity).toBe(512);
    const indices = fill(buffer, 512);
    buffer.data[511 * SPRITE_FLOATS + SPRITE.toSide] = 7;
    expect(buffer.version).toBe(0);
    const next = buffer.allocate();
    expect(next).toBe(512);
    expect(buffer.capacity).toBe(1_024);
    expect(buffer.version).toBe(1);
    expect(buffer.data[511 * SPRITE_FLOATS + SPRITE.toSide]).toBe(7);
    expect(indices).toHaveLength(512);
  });

  it("zeroes and reuses freed records", () => {
    const buffer = new SpriteBuffer();
    const [a, b] = fill(buffer, 2) as [number, number];
    buffer.data[a * SPRITE_FLOATS + SPRITE.toSide] = 3;
    buffer.release(a);
    expect(buffer.data[a * SPRITE_FLOATS + SPRITE.toSide]).toBe(0);
    expect(buffer.used).toBe(1);
    expect(buffer.allocate()).toBe(a);
    expect(buffer.drawCount).toBe(2);
    expect(() => buffer.release(99)).toThrow(/sprite 99 was never allocated/);
    expect(b).toBe(1);
  });

  it("reports the dirty range once", () => {
    const buffer = new SpriteBuffer();
    fill(buffer, 10);
    buffer.takeDirty();
    buffer.markDirty(7);
    buffer.markDirty(3);
    expect(buffer.takeDirty()).toEqual({ start: 3, end: 8 });
    expect(buffer.takeDirty()).toBeNull();
  });

  it("compacts only above 2,048 sprites and under 40 % use, moving records to the front", () => {
    const buffer = new SpriteBuffer();
    const indices = fill(buffer, 3_000);
    expect(buffer.capacity).toBe(4_096);
    // 1,639 of 4,096 in use is 40.01 %: not yet.
    for (const index of indices.slice(0, 3_000 - 1_639)) buffer.release(index);
    expect(buffer.compact()).toBeNull();
    const survivor = indices[2_999] as number;
    buffer.data[survivor * SPRITE_FLOATS + SPRITE.toX] = 42;
    buffer.release(indices[1_500] as number);
    const moves = buffer.compact();
    expect(moves).not.toBeNull();
    expect(buffer.capacity).toBe(2_048);
    expect(buffer.used).toBe(1_638);
    expect(buffer.drawCount).toBe(1_638);
    const moved = moves?.get(survivor) as number;
    expect(moved).toBe(1_637);
    expect(buffer.data[moved * SPRITE_FLOATS + SPRITE.toX]).toBe(42);
    expect(buffer.takeDirty()).toEqual({ start: 0, end: 1_638 });
  });

  it("never compacts below 512 sprites", () => {
    const buffer = new SpriteBuffer();
    const indices = fill(buffer, 2_100);
    for (const index of indices.slice(10)) buffer.release(index);
    buffer.compact();
    expect(buffer.capacity).toBe(512);
    expect(buffer.used).toBe(10);
  });
});
