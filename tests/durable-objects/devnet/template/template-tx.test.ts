import { describe, expect, it } from "vitest";
import { txOrder } from "../../../../durable-objects/devnet/template/template-tx.ts";

describe("txOrder (research §5.1 tie-break)", () => {
  it.each([
    ["5ffbad40ab3f5100677bc6464c0d3d754d0ae1aea1fad597efd2b15964bb7cb8", 0xb87cbb64],
    [`${"0".repeat(56)}01000000`, 1],
    [`${"0".repeat(56)}00000001`, 0x01000000],
    [`${"f".repeat(56)}FFFFFFFF`, 0xffffffff],
  ])("reads the last 4 bytes of %s little-endian", (txid, order) => {
    expect(txOrder(txid)).toBe(order);
  });

  it("is NaN when those bytes are not hex", () => {
    expect(txOrder(`${"0".repeat(56)}0000000g`)).toBeNaN();
  });
});
