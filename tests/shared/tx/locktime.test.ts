import { describe, expect, it } from "vitest";
import { LOCKTIME_THRESHOLD, SEQUENCE_FINAL, locktimeMeaning } from "../../../shared/tx/locktime.ts";
import { everyType } from "./tx-fixtures.ts";

const final = [{ sequence: SEQUENCE_FINAL }];
const signalling = [{ sequence: SEQUENCE_FINAL }, { sequence: 0xffff_fffe }];

describe("locktimeMeaning", () => {
  it("reads b10c's lock time as the genesis block's timestamp, enforced by its non-final inputs", () => {
    expect(locktimeMeaning(everyType.locktime, everyType.vin)).toEqual({ kind: "time", time: 1_231_006_505, enforced: true });
  });

  it("reads zero as no lock at all", () => {
    expect(locktimeMeaning(0, signalling)).toEqual({ kind: "none" });
  });

  it("splits heights from times at 500,000,000", () => {
    expect(locktimeMeaning(LOCKTIME_THRESHOLD - 1, signalling)).toEqual({ kind: "height", height: 499_999_999, enforced: true });
    expect(locktimeMeaning(LOCKTIME_THRESHOLD, signalling)).toEqual({ kind: "time", time: 500_000_000, enforced: true });
  });

  it("says the lock is ignored when every input is final", () => {
    expect(locktimeMeaning(850_000, final)).toEqual({ kind: "height", height: 850_000, enforced: false });
  });

  it.each([-1, 1.5, 2 ** 32, Number.NaN])("refuses %s, which no serialized transaction holds", (bad) => {
    expect(() => locktimeMeaning(bad, final)).toThrow(RangeError);
  });
});
