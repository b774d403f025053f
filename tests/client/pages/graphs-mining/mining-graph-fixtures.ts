/** Answers of the mining graphs' routes in the devnet's shapes (durable-objects/devnet/api/backend-mining-*.ts, backend-audit-routes.ts). */
export const dominanceAnswer = () => [
  { timestamp: 1_700_000_000, avgHashrate: 3e20, share: 0.6, poolName: "Foundry USA" },
  { timestamp: 1_700_000_000, avgHashrate: 2e20, share: 0.4, poolName: "AntPool" },
  { timestamp: 1_700_604_800, avgHashrate: 4e20, share: 1, poolName: "AntPool" },
];

export const hashrateHistoryAnswer = () => ({
  hashrates: [
    { timestamp: 1_700_172_800, avgHashrate: 3e20 },
    { timestamp: 1_700_000_000, avgHashrate: 1e20 },
    { timestamp: 1_700_086_400, avgHashrate: 2e20 },
  ],
  difficulty: [{ time: 1_700_050_000, height: 800_000, difficulty: 60e12, adjustment: 1.05 }],
  currentHashrate: 3.1e20,
  currentDifficulty: 62e12,
});

export const feeRatesAnswer = () => [
  { avgHeight: 800_001, timestamp: 1_700_000_600, avgFee_0: 1, avgFee_10: 2, avgFee_25: 3, avgFee_50: 5, avgFee_75: 8, avgFee_90: 13, avgFee_100: 400 },
  { avgHeight: 800_000, timestamp: 1_700_000_000, avgFee_0: 1, avgFee_10: 1, avgFee_25: 2, avgFee_50: 4, avgFee_75: 6, avgFee_90: 10, avgFee_100: 250 },
];

export const feesAnswer = () => [
  { avgHeight: 800_000, timestamp: 1_700_000_000, avgFees: 25_000_000, USD: 40_000 },
  { avgHeight: 800_144, timestamp: 1_700_086_400, avgFees: 50_000_000, USD: 42_000 },
];

export const rewardsAnswer = () => [{ avgHeight: 800_000, timestamp: 1_700_000_000, avgRewards: 650_000_000 }];

export const sizesWeightsAnswer = () => ({
  sizes: [
    { avgHeight: 800_000, timestamp: 1_700_000_000, avgSize: 1_500_000 },
    { avgHeight: 800_001, timestamp: 1_700_000_600, avgSize: 900_000 },
  ],
  weights: [
    { avgHeight: 800_000, timestamp: 1_700_000_000, avgWeight: 3_990_000 },
    { avgHeight: 800_001, timestamp: 1_700_000_600, avgWeight: 3_000_000 },
  ],
});

export const healthAnswer = () => [
  [1_700_000_000, 800_000, 100],
  [1_700_000_600, 800_001, 75],
  [1_700_000_600, 800_002, 0],
];
