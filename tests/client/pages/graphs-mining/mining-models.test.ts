import { describe, expect, it } from "vitest";
import { cumulative } from "../../../../shared/charts/chart-model.ts";
import { readBlockHealth, readFeeRates, readHashrateHistory, readPoolDominance, readSizesWeights, blockAmountReader } from "../../../../client/pages/graphs-mining/mining-graph-readers.ts";
import { amountModel, dominanceModel, feeRatesModel, hashrateModel, healthModel, sizesModel } from "../../../../client/pages/graphs-mining/mining-models.ts";
import { dominanceAnswer, feeRatesAnswer, feesAnswer, hashrateHistoryAnswer, healthAnswer, rewardsAnswer, sizesWeightsAnswer } from "./mining-graph-fixtures.ts";

const labels = { avgFee_0: "min", avgFee_10: "p10", avgFee_25: "p25", avgFee_50: "median", avgFee_75: "p75", avgFee_90: "p90", avgFee_100: "max" };

describe("the mining graphs' chart models", () => {
  it("stack each pool's weekly share, the largest overall first, a week without the pool at 0", () => {
    const model = dominanceModel(readPoolDominance(dominanceAnswer())!);
    expect(model.kind).toBe("stack");
    expect(model.times).toEqual([1_700_000_000, 1_700_604_800]);
    expect(model.series.map((series) => [series.label, series.values])).toEqual([
      ["AntPool", [0.4, 1]],
      ["Foundry USA", [0.6, 0]],
    ]);
    expect(cumulative(model)[1]).toEqual([1, 1]);
  });

  it("draw the hashrate in time order with its average and the difficulty steps ending on the current one", () => {
    const model = hashrateModel(readHashrateHistory(hashrateHistoryAnswer())!, { hashrate: "H", average: "MA", difficulty: "D" });
    expect(model.times).toEqual([1_700_000_000, 1_700_086_400, 1_700_172_800]);
    const [hashrate, average, difficulty] = model.series;
    expect(hashrate!.values).toEqual([1e20, 2e20, 3e20]);
    expect(average!.values).toEqual([1e20, 1.5e20, 2e20]);
    expect(difficulty).toMatchObject({ draw: "steps", scale: "left", values: [60e12, 60e12, 62e12] });
  });

  it("draw the fee-rate percentiles as bars, the maximum only when asked, with the API's values", () => {
    const rows = readFeeRates(feeRatesAnswer())!;
    const without = feeRatesModel(rows, labels, false);
    expect(without.times).toEqual([1_700_000_000, 1_700_000_600]);
    expect(without.series.map((series) => series.label)).toEqual(["p90", "p75", "median", "p25", "p10", "min"]);
    expect(without.series.every((series) => series.draw === "bars")).toBe(true);
    expect(without.series[2]!.values).toEqual([4, 5]);
    expect(feeRatesModel(rows, labels, true).series[0]).toMatchObject({ label: "max", values: [250, 400] });
  });

  it("draw fees in sats with a USD line only when every bucket has a price", () => {
    const fees = amountModel(blockAmountReader("avgFees")(feesAnswer())!, { amount: "Fees", usd: "USD" }, "#ffa726");
    expect(fees.series[0]!.values).toEqual([25_000_000, 50_000_000]);
    expect(fees.series[1]).toMatchObject({ scale: "left", values: [10_000, 21_000] });
    const rewards = amountModel(blockAmountReader("avgRewards")(rewardsAnswer())!, { amount: "Rewards", usd: "USD" }, "#ab47bc");
    expect(rewards.series.map((series) => series.id)).toEqual(["amount"]);
  });

  it("draw sizes and weights (weights on the left) with a 1 MB line that does not stretch the axis", () => {
    const model = sizesModel(readSizesWeights(sizesWeightsAnswer())!, { size: "S", weight: "W", megabyte: "1 MB" });
    expect(model.series.map((series) => series.values)).toEqual([
      [1_500_000, 900_000],
      [3_990_000, 3_000_000],
    ]);
    expect(model.series[1]!.scale).toBe("left");
    expect(model.references).toEqual([expect.objectContaining({ value: 1_000_000, extendsAxis: false })]);
  });

  it("colour each health bar by its score, with times made strictly rising", () => {
    const model = healthModel(readBlockHealth(healthAnswer())!, { health: "Health" });
    expect(model.times).toEqual([1_700_000_000, 1_700_000_600, 1_700_000_601]);
    expect(model.series[0]).toMatchObject({ draw: "bars", values: [100, 75, 0], pointColours: ["#43ab47", "#fdd835", "#f40000"] });
    expect(model.valueFloor).toBe(100);
  });
});
