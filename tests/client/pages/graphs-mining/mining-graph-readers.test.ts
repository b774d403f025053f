import { describe, expect, it } from "vitest";
import {
  blockAmountReader,
  readBlockHealth,
  readFeeRates,
  readHashrateHistory,
  readPoolDominance,
  readSizesWeights,
} from "../../../../client/pages/graphs-mining/mining-graph-readers.ts";
import { readGraphAnswer } from "../../../../client/pages/graphs-mining/mining-graph-answer.ts";
import { poolsAnswer } from "../mining/mining-fixtures.ts";
import { dominanceAnswer, feeRatesAnswer, feesAnswer, hashrateHistoryAnswer, healthAnswer, rewardsAnswer, sizesWeightsAnswer } from "./mining-graph-fixtures.ts";

describe("the mining graphs' readers", () => {
  it("read each answer with its fields as sent", () => {
    expect(readPoolDominance(dominanceAnswer())).toEqual(dominanceAnswer());
    expect(readHashrateHistory(hashrateHistoryAnswer())).toEqual(hashrateHistoryAnswer());
    expect(readFeeRates(feeRatesAnswer())).toEqual(feeRatesAnswer());
    expect(blockAmountReader("avgFees")(feesAnswer())).toEqual([
      { avgHeight: 800_000, timestamp: 1_700_000_000, amount: 25_000_000, USD: 40_000 },
      { avgHeight: 800_144, timestamp: 1_700_086_400, amount: 50_000_000, USD: 42_000 },
    ]);
    expect(blockAmountReader("avgRewards")(rewardsAnswer())).toEqual([{ avgHeight: 800_000, timestamp: 1_700_000_000, amount: 650_000_000, USD: null }]);
  });

  it("joins sizes and weights by bucket and leaves out a bucket in one list only", () => {
    expect(readSizesWeights(sizesWeightsAnswer())).toEqual([
      { avgHeight: 800_000, timestamp: 1_700_000_000, avgSize: 1_500_000, avgWeight: 3_990_000 },
      { avgHeight: 800_001, timestamp: 1_700_000_600, avgSize: 900_000, avgWeight: 3_000_000 },
    ]);
    const answer = sizesWeightsAnswer();
    expect(readSizesWeights({ sizes: answer.sizes, weights: answer.weights.slice(1) })).toHaveLength(1);
  });

  it("reads the health tuples", () => {
    expect(readBlockHealth(healthAnswer())).toEqual([
      { time: 1_700_000_000, height: 800_000, matchRate: 100 },
      { time: 1_700_000_600, height: 800_001, matchRate: 75 },
      { time: 1_700_000_600, height: 800_002, matchRate: 0 },
    ]);
  });

  it("refuses an answer with one bad row, or of the wrong shape", () => {
    expect(readPoolDominance([...dominanceAnswer(), { timestamp: 1, avgHashrate: 1, share: "0.5", poolName: "X" }])).toBeUndefined();
    expect(readHashrateHistory({ ...hashrateHistoryAnswer(), difficulty: [{ time: 1, height: -1, difficulty: 1, adjustment: 1 }] })).toBeUndefined();
    expect(readHashrateHistory({ ...hashrateHistoryAnswer(), currentDifficulty: undefined })).toBeUndefined();
    expect(readFeeRates([{ ...feeRatesAnswer()[0], avgFee_50: null }])).toBeUndefined();
    expect(blockAmountReader("avgFees")([{ avgHeight: 1, timestamp: 1, avgFees: -5 }])).toBeUndefined();
    expect(blockAmountReader("avgFees")(rewardsAnswer())).toBeUndefined();
    expect(readSizesWeights([])).toBeUndefined();
    expect(readBlockHealth([[1, 2]])).toBeUndefined();
    expect(readBlockHealth({})).toBeUndefined();
  });

  it("reads each graph's answer by the graph's name, the ranking with the /mining page's reader", () => {
    expect(readGraphAnswer("pools", poolsAnswer())).toMatchObject({ graph: "pools", ranking: { blockCount: 600 } });
    expect(readGraphAnswer("block-health", healthAnswer())).toMatchObject({ graph: "block-health", rows: [{ matchRate: 100 }, {}, {}] });
    expect(readGraphAnswer("block-rewards", rewardsAnswer())).toMatchObject({ graph: "block-rewards" });
    expect(readGraphAnswer("pools", healthAnswer())).toBeUndefined();
    expect(readGraphAnswer("hashrate-difficulty", feesAnswer())).toBeUndefined();
  });
});
