import { describe, expect, it } from "vitest";
import { Random } from "../../../../durable-objects/devnet/sim/random.ts";

const draws = (random: Random, n: number) => Array.from({ length: n }, () => random.nextUint32());

describe("Random", () => {
  it("replays the same sequence from the same seed", () => {
    expect(draws(Random.fromSeed("blocktide"), 5)).toEqual(draws(Random.fromSeed("blocktide"), 5));
  });

  it("gives different sequences for different seeds", () => {
    expect(draws(Random.fromSeed("a"), 5)).not.toEqual(draws(Random.fromSeed("b"), 5));
  });

  it("continues exactly from a saved state", () => {
    const original = Random.fromSeed("restart");
    draws(original, 17);
    const restored = Random.fromState(original.state);
    expect(draws(restored, 5)).toEqual(draws(original, 5));
  });

  it("stays in range", () => {
    const random = Random.fromSeed("range");
    for (let i = 0; i < 10_000; i++) {
      const x = random.next();
      expect(x >= 0 && x < 1).toBe(true);
      const n = random.int(3, 7);
      expect(n >= 3 && n <= 7 && Number.isInteger(n)).toBe(true);
    }
  });

  it.each([
    ["exponential", (r: Random) => r.exponential(60), 60],
    ["poisson", (r: Random) => r.poisson(4), 4],
    ["poisson (large mean)", (r: Random) => r.poisson(400), 400],
  ])("draws %s with the requested mean", (_, draw, mean) => {
    const random = Random.fromSeed("means");
    let sum = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) sum += draw(random);
    expect(Math.abs(sum / n - mean) / mean).toBeLessThan(0.05);
  });

  it("weights its choices", () => {
    const random = Random.fromSeed("weights");
    const counts = [0, 0, 0];
    for (let i = 0; i < 30_000; i++) counts[random.weighted([1, 0, 3])]!++;
    expect(counts[1]).toBe(0);
    expect(counts[2]! / counts[0]!).toBeGreaterThan(2.7);
    expect(counts[2]! / counts[0]!).toBeLessThan(3.3);
  });

  it("refuses to pick from nothing", () => {
    expect(() => Random.fromSeed("x").pick([])).toThrow(RangeError);
  });
});
