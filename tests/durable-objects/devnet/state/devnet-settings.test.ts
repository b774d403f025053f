import { describe, expect, it } from "vitest";
import { DEFAULT_DEVNET_SETTINGS, FAST_DEVNET_SETTINGS, readDevnetClockMode, readDevnetSettings, settingsForChain } from "../../../../durable-objects/devnet/state/devnet-settings.ts";
import { InvalidConfigError } from "../../../../shared/network/errors.ts";

describe("readDevnetSettings", () => {
  it("falls back to the defaults for unset or empty vars", () => {
    expect(readDevnetSettings({})).toEqual(DEFAULT_DEVNET_SETTINGS);
    expect(readDevnetSettings({ DEVNET_SEED: "", DEVNET_BLOCKS_TO_HALVING: "" })).toEqual(DEFAULT_DEVNET_SETTINGS);
  });

  it("starts from the mainnet profile, or the fast one when asked, under any var set", () => {
    expect(DEFAULT_DEVNET_SETTINGS).toMatchObject({ profile: "mainnet", blockIntervalSeconds: 600, fullHistoryBlocks: 8, maxMempoolMb: 300 });
    expect(FAST_DEVNET_SETTINGS.maxMempoolMb).toBe(300);
    expect(readDevnetSettings({ DEVNET_PROFILE: "fast" })).toEqual(FAST_DEVNET_SETTINGS);
    expect(readDevnetSettings({ DEVNET_PROFILE: "fast", DEVNET_TX_PER_SECOND: "7" })).toEqual({ ...FAST_DEVNET_SETTINGS, txPerSecond: 7 });
    expect(readDevnetSettings({ DEVNET_FULL_HISTORY_BLOCKS: "2" })).toEqual({ ...DEFAULT_DEVNET_SETTINGS, fullHistoryBlocks: 2 });
  });

  it("gives testnet a lighter and signet a quiet shape, each on a seed of its own", () => {
    const mainnet = settingsForChain(DEFAULT_DEVNET_SETTINGS, "mainnet");
    const testnet = settingsForChain(DEFAULT_DEVNET_SETTINGS, "testnet");
    const signet = settingsForChain(DEFAULT_DEVNET_SETTINGS, "signet");
    expect([mainnet.seed, testnet.seed, signet.seed]).toEqual(["blocktide-devnet/mainnet", "blocktide-devnet/testnet", "blocktide-devnet/signet"]);
    expect(testnet.txPerSecond).toBeLessThan(mainnet.txPerSecond);
    expect(signet.txPerSecond).toBeLessThan(testnet.txPerSecond);
    expect([testnet.fullHistoryBlocks, signet.fullHistoryBlocks, signet.dailyRhythm]).toEqual([0, 0, 0]);
    expect(settingsForChain(FAST_DEVNET_SETTINGS, "signet")).toEqual({ ...FAST_DEVNET_SETTINGS, seed: "blocktide-devnet/signet" });
  });

  it("reads each var from its text", () => {
    expect(
      readDevnetSettings({
        DEVNET_SEED: "other",
        DEVNET_BLOCK_INTERVAL_SECONDS: "600",
        DEVNET_TX_PER_SECOND: "0.5",
        DEVNET_HISTORY_DAYS: "2",
        DEVNET_BLOCKS_TO_HALVING: "1008",
        DEVNET_MAX_MEMPOOL_MB: "0.5",
      }),
    ).toEqual({ ...DEFAULT_DEVNET_SETTINGS, seed: "other", blockIntervalSeconds: 600, txPerSecond: 0.5, historyDays: 2, blocksToHalving: 1008, maxMempoolMb: 0.5 });
  });

  it.each([
    ["DEVNET_BLOCK_INTERVAL_SECONDS", "soon", /DEVNET_BLOCK_INTERVAL_SECONDS.*expected a number from 1 to 86400/],
    ["DEVNET_PROFILE", "regtest", /DEVNET_PROFILE.*expected one of mainnet, fast/],
    ["DEVNET_FULL_HISTORY_BLOCKS", "200", /DEVNET_FULL_HISTORY_BLOCKS.*expected a number from 0 to 144/],
    ["DEVNET_TX_PER_SECOND", "-1", /DEVNET_TX_PER_SECOND.*expected a number from 0 to 200/],
    ["DEVNET_HISTORY_DAYS", "61", /DEVNET_HISTORY_DAYS.*expected a number from 1 to 60/],
    ["DEVNET_BLOCKS_TO_HALVING", "0", /DEVNET_BLOCKS_TO_HALVING.*expected a number from 1 to 210000/],
    ["DEVNET_BLOCKS_TO_HALVING", "60.5", /DEVNET_BLOCKS_TO_HALVING.*expected a whole number from 1 to 210000/],
    ["DEVNET_MAX_MEMPOOL_MB", "0", /DEVNET_MAX_MEMPOOL_MB.*expected a number from 0.1 to 100000/],
  ])("refuses %s = %j with the fix", (name, value, message) => {
    expect(() => readDevnetSettings({ [name]: value })).toThrow(InvalidConfigError);
    expect(() => readDevnetSettings({ [name]: value })).toThrow(message);
  });
});

describe("readDevnetClockMode", () => {
  it("follows the wall clock unless told to stand still until stepped", () => {
    expect([readDevnetClockMode({}), readDevnetClockMode({ DEVNET_CLOCK: "" }), readDevnetClockMode({ DEVNET_CLOCK: "wall" })]).toEqual(["wall", "wall", "wall"]);
    expect(readDevnetClockMode({ DEVNET_CLOCK: "manual" })).toBe("manual");
  });

  it("refuses any other mode with the fix", () => {
    expect(() => readDevnetClockMode({ DEVNET_CLOCK: "Manual" })).toThrow(InvalidConfigError);
    expect(() => readDevnetClockMode({ DEVNET_CLOCK: "frozen" })).toThrow(/DEVNET_CLOCK.*expected one of wall, manual/);
  });

  it("is no setting of the network, so switching it keeps the chain", () => {
    expect(readDevnetSettings({ DEVNET_CLOCK: "manual" })).toEqual(DEFAULT_DEVNET_SETTINGS);
  });
});
