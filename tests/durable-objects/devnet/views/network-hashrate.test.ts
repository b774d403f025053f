import { describe, expect, it } from "vitest";
import { bitsToDifficulty } from "../../../../durable-objects/devnet/chain/pow.ts";
import type { BlockRecord } from "../../../../durable-objects/devnet/state/chain-state.ts";
import { type HashrateChain, blocksBetween, networkHashrate } from "../../../../durable-objects/devnet/views/network-hashrate.ts";

const T0 = 1_700_000_000;
const BITS = 0x1d00ffff;

/** A chain of headers only: block h at `time(h)`, all at difficulty 1. */
function chainOf(tipHeight: number, time: (h: number) => number, firstHeight = 0): HashrateChain & { tipHeight: number } {
  const block = (height: number) =>
    ({ hash: String(height), height, txids: [], size: 0, weight: 0, poolId: 0, header: { version: 1, previousBlockHash: "", merkleRoot: "", timestamp: time(height), bits: BITS, nonce: 0 } }) as BlockRecord;
  return { tipHeight, firstHeight, blockAt: (h: number) => (h >= firstHeight && h <= tipHeight ? block(h) : undefined) };
}

describe("networkHashrate", () => {
  it.each([
    ["a block every 600 s", 600, 144],
    ["a block every 60 s", 60, 10],
    ["a block every 1,200 s", 1_200, 1],
  ])("is difficulty × 2³² / interval for %s", (_, interval, lookup) => {
    const chain = chainOf(200, (h) => T0 + h * interval);
    expect(networkHashrate(chain, lookup, 200)).toBeCloseTo((bitsToDifficulty(BITS) * 2 ** 32) / interval, 6);
  });

  it("measures between the extreme timestamps, as blocks may be stamped out of order", () => {
    // Block 5 claims a time before block 4; the window still spans 0 … 600 × 6 seconds.
    const chain = chainOf(6, (h) => (h === 5 ? T0 + 3 * 600 : T0 + h * 600));
    expect(networkHashrate(chain, 6, 6)).toBeCloseTo((6 * 2 ** 32) / 3_600, 6);
  });

  it.each([
    ["a window reaching before genesis, capped at the chain's start", 500, 10, (10 * 2 ** 32) / 6_000],
    ["an empty window", 0, 10, 0],
    ["genesis alone", 5, 0, 0],
  ])("answers %s", (_, lookup, height, expected) => {
    expect(networkHashrate(chainOf(10, (h) => T0 + h * 600), lookup, height)).toBeCloseTo(expected, 6);
  });

  it("caps the window at the first block of a chain that begins late", () => {
    const chain = chainOf(1_000_010, (h) => T0 + h * 600, 1_000_000);
    expect(networkHashrate(chain, 500, 1_000_010)).toBeCloseTo((10 * 2 ** 32) / 6_000, 6);
    expect(networkHashrate(chain, 5, 1_000_000)).toBe(0);
  });
});

describe("blocksBetween", () => {
  it("keeps blocks by timestamp, both ends included, in height order", () => {
    const chain = chainOf(10, (h) => (h === 7 ? T0 + 100 : T0 + h * 600));
    expect(blocksBetween(chain, T0 + 600, T0 + 3_000).map((b) => b.height)).toEqual([1, 2, 3, 4, 5]);
    expect(blocksBetween(chain, T0, T0 + 100).map((b) => b.height)).toEqual([0, 7]);
  });
});
