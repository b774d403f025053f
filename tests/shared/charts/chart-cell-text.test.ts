import { describe, expect, it } from "vitest";
import { chartCellText } from "../../../shared/charts/chart-cell-text.ts";

describe("a chart table's cell text", () => {
  it("keeps two decimals from 1 up, in the locale's digits", () => {
    expect(chartCellText(1234.567, "en")).toBe("1,234.57");
    expect(chartCellText(1234.567, "de")).toBe("1.234,57");
    expect(chartCellText(0, "en")).toBe("0");
  });

  it("keeps three significant digits below 1, so a tiny difficulty is not 0", () => {
    expect(chartCellText(4.656542373906925e-10, "en")).toBe("0.000000000466");
    expect(chartCellText(0.0312, "en")).toBe("0.0312");
    expect(chartCellText(-0.5, "en")).toBe("-0.5");
  });
});
