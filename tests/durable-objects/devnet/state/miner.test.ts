import { describe, expect, it } from "vitest";
import { poolBySlug } from "../../../../durable-objects/devnet/chain/pools.ts";
import { DEVNET_START_BITS } from "../../../../durable-objects/devnet/chain/retarget.ts";
import type { MempoolEntry } from "../../../../durable-objects/devnet/mempool/mempool.ts";
import { Random } from "../../../../durable-objects/devnet/sim/random.ts";
import { assembleBlock, type BlockAssembly } from "../../../../durable-objects/devnet/state/miner.ts";
import { Keyring } from "../../../../durable-objects/devnet/tx/keys.ts";
import { BLOCK_WEIGHT_UNITS, sats, weightUnits } from "../../../../shared/types/units.ts";

const id = (n: number) => n.toString(16).padStart(64, "0");
function tx(n: number, sigops: number, parent?: number, weight = 2_720): MempoolEntry {
  return {
    txid: id(n),
    wtxid: id(n),
    hex: "",
    fee: sats(5_000),
    weight: weightUnits(weight),
    size: weight / 4,
    sigops,
    inputs: [{ txid: parent === undefined ? id(1_000 + n) : id(parent), vout: 0 }],
    outputs: [{ value: 10_000, script: "51" }],
    firstSeen: 1_700_000_000,
    signalsRbf: false,
  };
}

// A payout to eight bare multisig outputs: 640 sigop cost, 3,200 vB' for its 680 vB.
const template = [tx(1, 4), tx(2, 640), tx(3, 4, 2), tx(4, 4)];
const mine = (slug: string, blocks: Partial<Pick<BlockAssembly, "template" | "backfill" | "extra">> = {}) =>
  assembleBlock({
    keyring: new Keyring("miner-test"),
    random: Random.fromSeed("miner-test"),
    pool: poolBySlug(slug)!,
    height: 1,
    previousBlockHash: id(0),
    timestamp: 1_700_000_600,
    bits: DEVNET_START_BITS,
    template,
    ...blocks,
  });

describe("assembleBlock", () => {
  it("lets a pool that skips sigop-heavy transactions leave them out, with what spends them", () => {
    expect(poolBySlug("lighthouse")!.skipsSigopHeavy).toBe(true);
    expect(mine("lighthouse").txs.map((t) => t.txid)).toEqual([id(1), id(4)]);
  });

  it("mines the whole template for a pool without that habit", () => {
    expect(poolBySlug("sandbar")!.skipsSigopHeavy).toBe(false);
    expect(mine("sandbar").txs.map((t) => t.txid)).toEqual(template.map((t) => t.txid));
  });

  it("fills the room a left-out transaction leaves from the template's next block, in its order", () => {
    // Block 0: 120 transactions of 32,000 WU (3.84 MWU) and a sigop-heavy one (30,000 vB' for 25,000 vB) the pool skips.
    const block0 = [...Array.from({ length: 120 }, (_, k) => tx(100 + k, 4, undefined, 32_000)), tx(2, 6_000, undefined, 100_000)];
    // The next block: a child of the skipped one, then small transactions, more than the room left.
    const block1 = [tx(3, 4, 2), ...Array.from({ length: 100 }, (_, k) => tx(300 + k, 4, undefined, 4_000))];
    const mined = mine("lighthouse", { template: block0, backfill: block1 });
    const ids = mined.txs.map((t) => t.txid);
    expect(ids.slice(0, 120)).toEqual(block0.slice(0, 120).map((t) => t.txid));
    expect(ids).not.toContain(id(2));
    expect(ids).not.toContain(id(3));
    // Template order kept after block 0: the first small ones, as many as fit below Core's cap.
    const added = ids.slice(120);
    expect(added).toEqual(block1.slice(1, 1 + added.length).map((t) => t.txid));
    expect(mined.weight).toBeGreaterThan(BLOCK_WEIGHT_UNITS - 12_000);
    expect(mined.weight).toBeLessThanOrEqual(BLOCK_WEIGHT_UNITS);
  });

  it("takes nothing from the next block when block 0 is whole", () => {
    const block1 = Array.from({ length: 5 }, (_, k) => tx(300 + k, 4));
    // 3,990,000 WU: with the coinbase's reserve, no 2,720 WU transaction fits below Core's cap.
    const full = [...Array.from({ length: 124 }, (_, k) => tx(100 + k, 4, undefined, 32_000)), tx(99, 4, undefined, 22_000)];
    expect(mine("sandbar", { template: full, backfill: block1 }).txs.map((t) => t.txid)).toEqual(full.map((t) => t.txid));
  });

  it("keeps the room the pool's own transactions need", () => {
    const block0 = [...Array.from({ length: 120 }, (_, k) => tx(100 + k, 4, undefined, 32_000)), tx(2, 6_000, undefined, 100_000)];
    const block1 = Array.from({ length: 100 }, (_, k) => tx(300 + k, 4, undefined, 4_000));
    const own = [tx(900, 4, undefined, 20_000)];
    const ids = mine("lighthouse", { template: block0, backfill: block1, extra: own }).txs.map((t) => t.txid);
    expect(ids.at(-1)).toBe(id(900));
    expect(ids.length).toBeGreaterThan(121);
  });
});
