import { describe, expect, it } from "vitest";
import { conversionsAt, quoteTime } from "../../../../durable-objects/devnet/views/conversions.ts";
import type { DifficultyAdjustment } from "../../../../durable-objects/devnet/views/difficulty-adjustment.ts";
import type { InitData } from "../../../../durable-objects/devnet/views/init-data.ts";
import type { BlockExtended } from "../../../../shared/types/block-extended.ts";
import { readFixture, seedApiHarness } from "./api-harness.ts";
import { shapeDifferences } from "./json-shape.ts";

const api = seedApiHarness();
const { chain, mempool } = api.network;
const upstream = readFixture<Record<string, unknown> & { blocks: BlockExtended[]; da: DifficultyAdjustment }>("cypress/mainnet_mempoolInfo.json");

describe("backend status routes", () => {
  describe("init-data", () => {
    it("has upstream's keys, each shaped like upstream's, with the newer backend key first", async () => {
      const init = await api.json<InitData>("/api/v1/init-data");
      // The 2024 capture predates `backend`, which newer upstreams put first (research §1.5).
      expect(Object.keys(init)[0]).toBe("backend");
      expect(Object.keys(init).sort()).toEqual([...Object.keys(upstream), "backend"].sort());
      const options = {
        // The 2024 capture predates these block keys; stripped transactions now carry flags and time.
        nullable: ["blocks[].extras.matchRate", "blocks[].extras.expectedFees", "blocks[].extras.expectedWeight"],
        absent: ["blocks[].extras.similarity"],
        extra: ["backend", "blocks[].extras.coinbaseAddresses", "blocks[].extras.pool.minerNames", "transactions[].flags", "transactions[].time", "backendInfo.backend", "backendInfo.coreVersion", "backendInfo.osVersion"],
      };
      expect(shapeDifferences(init, upstream, options)).toEqual([]);
    });

    it("says which backend answers, and summarises the latest replacements once there were any", async () => {
      const init = await api.json<InitData>("/api/v1/init-data");
      expect(init.backend).toBe("esplora");
      expect(api.network.rbf.version, "the seeded network should have made a replacement").toBeGreaterThan(0);
      expect(init.rbfSummary).toEqual(api.network.rbf.summary());
    });

    it("quotes the price of the current five-minute period", async () => {
      const init = await api.json<InitData>("/api/v1/init-data");
      expect(init.conversions).toEqual(conversionsAt(api.network.settings.seed, api.network.now));
      expect(init.conversions.time).toBe(quoteTime(api.network.now));
    });

    it("carries the last 8 blocks oldest first, ending at the tip", async () => {
      const init = await api.json<InitData>("/api/v1/init-data");
      expect(init.blocks.map((b) => b.height)).toEqual(Array.from({ length: 8 }, (_, i) => chain.tipHeight - 7 + i));
      expect(init.blocks.at(-1)).toEqual((await api.json<BlockExtended[]>("/api/v1/blocks"))[0]);
    });

    it("describes the mempool as Core and the projection do", async () => {
      const init = await api.json<InitData>("/api/v1/init-data");
      expect(init.mempoolInfo).toMatchObject({ loaded: true, size: mempool.size, mempoolminfee: 0.000001, fullrbf: true });
      expect(init.mempoolInfo.total_fee).toBeCloseTo(mempool.totalFees / 1e8, 8);
      expect(init["mempool-blocks"]).toEqual(await api.json("/api/v1/fees/mempool-blocks"));
      expect(init.fees).toEqual(await api.json("/api/v1/fees/precise"));
      expect(init.vBytesPerSecond).toBeGreaterThan(0);
      expect(init.loadingIndicators).toEqual({});
      expect(init.backendInfo).toMatchObject({ hostname: "devnet", lightning: false, backend: "esplora" });
    });

    it("lists the 6 latest arrivals, newest first, at their effective rates", async () => {
      const init = await api.json<InitData>("/api/v1/init-data");
      const newest = [...mempool.entries()].slice(-6).reverse();
      expect(init.transactions.map((tx) => tx.txid)).toEqual(newest.map((e) => e.txid));
      for (const [i, tx] of init.transactions.entries()) {
        expect(tx).toMatchObject({ fee: newest[i]!.fee, vsize: newest[i]!.weight / 4, time: newest[i]!.firstSeen });
        expect(tx.rate).toBeGreaterThan(0);
      }
    });
  });

  describe("difficulty-adjustment", () => {
    it("estimates the retarget from the epoch's blocks, shaped like upstream's da", async () => {
      const da = await api.json<DifficultyAdjustment>("/api/v1/difficulty-adjustment");
      expect(shapeDifferences(da, upstream.da)).toEqual([]);
      const inEpoch = chain.tipHeight % 2016;
      expect(da.remainingBlocks).toBe(2016 - inEpoch);
      expect(da.nextRetargetHeight).toBe(chain.tipHeight - inEpoch + 2016);
      expect(da.progressPercent).toBeCloseTo((inEpoch / 2016) * 100, 10);
      // The devnet begins mid-epoch; an epoch older than its first block is timed back at mainnet's pace.
      const epochStart = chain.tipHeight - inEpoch;
      const first = chain.blockAt(chain.firstHeight)!;
      expect(da.previousTime).toBe(chain.blockAt(epochStart)?.header.timestamp ?? first.header.timestamp - (chain.firstHeight - epochStart) * 600);
      expect(da.expectedBlocks).toBeCloseTo((api.network.now - da.previousTime) / 600, 10);
      expect(da.timeAvg).toBe(Math.round(((api.network.now - da.previousTime) / inEpoch) * 1000));
      expect(da.difficultyChange).toBeGreaterThanOrEqual(-75);
      expect(da.difficultyChange).toBeLessThanOrEqual(300);
      expect(da.estimatedRetargetDate).toBe(Math.round(api.network.now * 1000) + da.remainingTime);
      expect(da.remainingTime).toBe(Math.round(da.remainingBlocks * (600 / (1 + da.difficultyChange / 100)) * 1000));
      expect(da.previousRetarget).toBe(0);
    });

    it("is the da of init-data", async () => {
      expect((await api.json<InitData>("/api/v1/init-data")).da).toEqual(await api.json("/api/v1/difficulty-adjustment"));
    });
  });

  describe("validate-address", () => {
    it.each([
      ["P2PKH", "1BoatSLRHtKNngkdXEeobR76b53LETtpyT", { isscript: false, iswitness: false, scriptPubKey: /^76a914[0-9a-f]{40}88ac$/ }],
      ["P2SH", "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy", { isscript: true, iswitness: false, scriptPubKey: /^a914[0-9a-f]{40}87$/ }],
      ["P2WPKH", "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", { isscript: false, iswitness: true, witness_version: 0, scriptPubKey: /^0014/ }],
      ["P2WSH", "bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3", { isscript: true, iswitness: true, witness_version: 0, scriptPubKey: /^0020/ }],
      ["P2TR", "bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297", { isscript: false, iswitness: true, witness_version: 1, scriptPubKey: /^5120/ }],
    ])("accepts a mainnet %s address with Core's fields", async (_, address, expected) => {
      const { scriptPubKey, ...flags } = expected;
      const answer = await api.json<Record<string, unknown>>(`/api/v1/validate-address/${address}`);
      expect(answer).toMatchObject({ isvalid: true, address, ...flags });
      expect(answer.scriptPubKey).toMatch(scriptPubKey);
    });

    it.each([
      ["garbage", "hello", /Invalid or unsupported Segwit \(Bech32\) or Base58 encoding/],
      ["a testnet address", "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx", /expected bc, got tb/],
      ["a base58 typo", "1BoatSLRHtKNngkdXEeobR76b53LETtpyX", /Invalid checksum or length of Base58 address/],
      ["a version 2 program with a bech32 checksum (BIP350)", "bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du", /^Version 1\+ witness address must use Bech32m checksum$/],
    ])("refuses %s with isvalid false and Core's reason", async (_, address, error) => {
      const answer = await api.json<{ isvalid: boolean; error: string; error_locations: number[] }>(`/api/v1/validate-address/${address}`);
      expect(answer.isvalid).toBe(false);
      expect(answer.error).toMatch(error);
      expect(answer.error_locations).toEqual([]);
    });
  });
});
