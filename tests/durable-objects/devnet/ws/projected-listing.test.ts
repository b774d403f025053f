import { describe, expect, it } from "vitest";
import { hasFlag } from "../../../../shared/tables/transaction-flags.ts";
import { DevnetNetwork } from "../../../../durable-objects/devnet/state/devnet-network.ts";
import { FAST_DEVNET_SETTINGS } from "../../../../durable-objects/devnet/state/devnet-settings.ts";
import { DevnetViews } from "../../../../durable-objects/devnet/views/devnet-views.ts";
import { projectedListing, TupleCache } from "../../../../durable-objects/devnet/ws/projected-listing.ts";

const NOW = 1_763_700_000;
const network = DevnetNetwork.seed({ ...FAST_DEVNET_SETTINGS, historyDays: 1, seed: "projected-listing-test" }, NOW);
network.advanceTo(NOW + 1_200);
const views = new DevnetViews(network, "mainnet");
const listings = (tuples: TupleCache) => Array.from({ length: 8 }, (_, index) => projectedListing(views, views.mempool().template, index, tuples));

describe("projectedListing", () => {
  it("lists what a fresh cache lists, state after state, with the CPFP bits of the mempool at that state", () => {
    const kept = new TupleCache();
    for (let step = 0; step < 3; step++) {
      const listed = listings(kept);
      expect(listed).toEqual(listings(new TupleCache()));
      for (const [txid, , , , , flags] of listed.flatMap((listing) => listing.tuples)) {
        expect([hasFlag(BigInt(flags), "cpfp_child"), hasFlag(BigInt(flags), "cpfp_parent")], txid).toEqual([network.mempool.hasParents(txid), network.mempool.hasChildren(txid)]);
      }
      network.advanceTo(network.now + 20);
    }
  });

  it("hands out the same tuple for a transaction whose rate, flags and acceleration stayed, and a new one otherwise", () => {
    const kept = new TupleCache();
    const before = new Map(listings(kept).flatMap((listing) => listing.tuples.map((tuple) => [tuple[0], tuple] as const)));
    network.advanceTo(network.now + 5);
    const after = listings(kept).flatMap((listing) => listing.tuples);
    let reused = 0;
    for (const tuple of after) {
      const old = before.get(tuple[0]);
      if (!old) continue;
      const same = old[4] === tuple[4] && old[5] === tuple[5] && old[7] === tuple[7];
      expect(old === tuple, tuple[0]).toBe(same);
      if (same) reused++;
    }
    expect(reused).toBeGreaterThan(0);
  });
});
