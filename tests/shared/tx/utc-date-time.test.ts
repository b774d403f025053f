import { describe, expect, it } from "vitest";
import { MAX_UTC_DATE_TIME_SECONDS, formatUtcDateTime } from "../../../shared/format/date-time.ts";

// Lives beside the transaction tests that use it; shared/format/date-time.ts is the module under test.
describe("formatUtcDateTime", () => {
  it("prints Unix seconds in UTC, whatever the machine's zone", () => {
    expect(formatUtcDateTime(1_231_006_505)).toBe("2009-01-03 18:15:05");
    expect(formatUtcDateTime(0)).toBe("1970-01-01 00:00:00");
    expect(formatUtcDateTime(MAX_UTC_DATE_TIME_SECONDS)).toBe("9999-12-31 23:59:59");
  });

  it("drops fractions of a second", () => {
    expect(formatUtcDateTime(1_719_689_674.9)).toBe("2024-06-29 19:34:34");
  });

  it.each([-1, MAX_UTC_DATE_TIME_SECONDS + 1, Number.NaN, Number.POSITIVE_INFINITY])("refuses %s", (bad) => {
    expect(() => formatUtcDateTime(bad)).toThrow(RangeError);
  });
});
