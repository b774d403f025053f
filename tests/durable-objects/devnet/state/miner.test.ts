import { describe, expect, it } from "vitest";
import { poolBySlug } from "../../../../durable-objects/devnet/chain/pools.ts";
import { DEVNET_START_BITS } from "../../../../durable-objects/devnet/chain/retarget.ts";
import type { MempoolEntry } from "../../../../durable-objects/devnet/mempool/mempool.ts";
import { Random } from "../../../../durable-objects/devnet/sim/random.ts";
import { assembleBlock } from "../../../../durable-objects/devnet/state/miner.ts";
import { Keyring } from "../../../../durable-objects/devnet/tx/keys.ts";
import { sats, weightUnits } from "../../../../shared/types/units.ts";

const id = (n: number) => n.toString(16).padStart(64, "0");
function tx(n: number, sigops: number, parent?: number): MempoolEntry {
  return {
    txid: id(n),
    wtxid: id(n),
    hex: "",
    fee: sats(5_000),
    weight: weightUnits(2_720),
    size: 680,
    sigops,
    inputs: [{ txid: parent === undefined ? id(1_000 + n) : id(parent), vout: 0 }],
    outputs: [{ value: 10_000, script: "51" }],
    firstSeen: 1_700_000_000,
    signalsRbf: false,
  };
}

// A payout to eight bare multisig outputs: 640 sigop cost, 3,200 vB' for its 680 vB.
const template = [tx(1, 4), tx(2, 640), tx(3, 4, 2), tx(4, 4)];
const mine = (slug: string) =>
  assembleBlock({
    keyring: new Keyring("miner-test"),
    random: Random.fromSeed("miner-test"),
    pool: poolBySlug(slug)!,
    height: 1,
    previousBlockHash: id(0),
    timestamp: 1_700_000_600,
    bits: DEVNET_START_BITS,
    template,
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
});
