import { describe, expect, it } from "vitest";
import { outputTotal } from "../../../shared/tx/output-total.ts";

describe("outputTotal", () => {
  it("sums the outputs' values, leaving out values that are not whole sats (Liquid's confidential amounts)", () => {
    expect(outputTotal({ vout: [{ value: 1_000 }, { value: 250 }] })).toBe(1_250);
    expect(outputTotal({ vout: [{ value: 1_000 }, { value: undefined as unknown as number }, { value: 0.5 }] })).toBe(1_000);
    expect(outputTotal({ vout: [] })).toBe(0);
  });
});
