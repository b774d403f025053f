import { describe, expect, it } from "vitest";
import { highestValue } from "../../../shared/charts/chart-model.ts";
import { CLEARING_RATE_VB_PER_SECOND, INCOMING_AXIS_FLOOR, incomingBandColour, incomingModel, median } from "../../../shared/charts/incoming-rate.ts";
import type { StatisticsRow } from "../../../shared/charts/statistics-row.ts";

const rows = (rates: readonly number[]): StatisticsRow[] => rates.map((rate, i) => ({ added: i * 60, count: 1, vbytes_per_second: rate, min_fee: 1, vsizes: [0] }));

describe("incomingBandColour", () => {
  it.each([
    [0, "#7cb342"],
    [1667, "#7cb342"],
    [1668, "#fdd835"],
    [2000, "#fdd835"],
    [2500, "#ffb300"],
    [3000, "#fb8c00"],
    [3500, "#f4511e"],
    [3501, "#d81b60"],
  ])("colours %d vB/s %s", (rate, colour) => {
    expect(incomingBandColour(rate)).toBe(colour);
  });
});

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });
});

describe("incomingModel", () => {
  it("is the API's vB/s, point coloured, with the 1667 vB/s line and an axis at least 1800 high", () => {
    const model = incomingModel(rows([100, 2100, 900]), { capOutliers: false, label: "Incoming", referenceLabel: "clears" });
    expect(model.series[0]!.values).toEqual([100, 2100, 900]);
    expect(model.series[0]!.pointColours).toEqual(["#7cb342", "#ffb300", "#7cb342"]);
    expect(model.references[0]!.value).toBe(CLEARING_RATE_VB_PER_SECOND);
    expect(highestValue(model)).toBe(2100);
    expect(highestValue(incomingModel(rows([10, 20]), { capOutliers: false, label: "", referenceLabel: "" }))).toBe(INCOMING_AXIS_FLOOR);
  });

  it("caps outliers at four times the median, never below the floor", () => {
    const model = incomingModel(rows([1000, 1000, 1100, 50_000]), { capOutliers: true, label: "", referenceLabel: "" });
    expect(model.valueCap).toBe(4 * 1050);
    expect(highestValue(model)).toBe(4200);
    expect(highestValue(incomingModel(rows([10, 10, 9000]), { capOutliers: true, label: "", referenceLabel: "" }))).toBe(INCOMING_AXIS_FLOOR);
  });
});
