import { describe, expect, it } from "vitest";
import { hasFlag } from "../../../../shared/tables/transaction-flags.ts";
import { DevnetNetwork } from "../../../../durable-objects/devnet/state/devnet-network.ts";
import { FAST_DEVNET_SETTINGS } from "../../../../durable-objects/devnet/state/devnet-settings.ts";
import type { Outpoint } from "../../../../durable-objects/devnet/mempool/mempool.ts";
import { OwnFlags } from "../../../../durable-objects/devnet/views/own-flags.ts";

const NOW = 1_763_700_000;
const network = DevnetNetwork.seed({ ...FAST_DEVNET_SETTINGS, historyDays: 1, seed: "own-flags-test" }, NOW);
network.advanceTo(NOW + 600);
const [entry] = network.mempool.entries();
const record = network.chain.tx(entry!.txid)!;

describe("OwnFlags", () => {
  it("classifies a transaction once, and adds the mempool context's bits to its own flags", () => {
    const asked: Outpoint[] = [];
    const flags = new OwnFlags((outpoint) => (asked.push(outpoint), network.chain.output(outpoint)), "mainnet");
    const own = flags.of(record);
    const withContext = flags.of(record, { hasMempoolAncestors: true, hasMempoolDescendants: true, replaced: true });
    expect(asked).toHaveLength(record.inputs.length);
    expect([hasFlag(BigInt(own), "cpfp_child"), hasFlag(BigInt(withContext), "cpfp_child"), hasFlag(BigInt(withContext), "cpfp_parent"), hasFlag(BigInt(withContext), "replacement")]).toEqual([false, true, true, true]);
    expect(BigInt(withContext) & BigInt(own)).toBe(BigInt(own));
  });

  it("gives 0 for a transaction one of whose spent outputs the devnet no longer knows", () => {
    expect(new OwnFlags(() => undefined, "mainnet").of(record)).toBe(0);
  });

  it("classifies a coinbase, which spends nothing", () => {
    const coinbase = network.chain.tx(network.chain.tip!.txids[0]!)!;
    expect(new OwnFlags(() => undefined, "mainnet").of(coinbase)).toBeGreaterThan(0);
  });
});
