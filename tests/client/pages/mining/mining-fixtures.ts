/** Answers of the mining routes in the devnet's shapes (durable-objects/devnet/api/backend-mining-*.ts). */
export const hashrateAnswer = () => ({ hashrates: [{ timestamp: 1_743_465_600, avgHashrate: 6.1e20 }], difficulty: [], currentHashrate: 612_450_000_000_000_000_000, currentDifficulty: 83_148_355_189_239.77 });

export const rewardStatsAnswer = () => ({ startBlock: 890_001, endBlock: 890_144, totalReward: "45500000000", totalFee: "500000000", totalTx: "500000" });

const pool = (rank: number, name: string, slug: string, blockCount: number, emptyBlocks = 0, avgMatchRate: number | null = null) => ({
  poolId: rank + 10, name, link: `https://${slug}.example`, blockCount, rank, emptyBlocks, slug, avgMatchRate, avgFeeDelta: null, poolUniqueId: rank + 9,
});

export const poolsAnswer = () => ({
  pools: [pool(1, "Foundry USA", "foundryusa", 300, 1, 99.5), pool(2, "AntPool", "antpool", 200), pool(3, "Unknown", "unknown", 100)],
  blockCount: 600,
  lastEstimatedHashrate: 6e20,
  lastEstimatedHashrate3d: 5.9e20,
  lastEstimatedHashrate1w: 5.8e20,
});
