import { describe, expect, it } from "vitest";
import type { DevnetEvent } from "../../../../durable-objects/devnet/state/devnet-network.ts";
import { groupEvents, liveUpdates } from "../../../../durable-objects/devnet/ws/live-updates.ts";
import { NOW, seedWsNetwork } from "./ws-harness.ts";

const network = seedWsNetwork(60);

describe("groupEvents", () => {
  it("makes one update of consecutive arrivals and closes an update at each block", () => {
    const tx = (n: number) => ({ type: "transaction", n }) as unknown as DevnetEvent;
    const block = { type: "block" } as unknown as DevnetEvent;
    expect(groupEvents([tx(1), tx(2), block, tx(3)])).toEqual([{ transactions: [tx(1), tx(2)], block }, { transactions: [tx(3)] }]);
    expect(groupEvents([block, block])).toEqual([{ transactions: [], block }, { transactions: [], block }]);
    expect(groupEvents([])).toEqual([]);
  });
});

describe("liveUpdates", () => {
  it("stops just before each block, so the block is an update of its own", () => {
    const blockAt = network.nextBlockAt;
    const tip = network.chain.tipHeight;
    const seen: { block: boolean; tip: number; txs: number }[] = [];
    for (const update of liveUpdates(network, blockAt + 0.5, 120)) {
      seen.push({ block: update.block !== undefined, tip: network.chain.tipHeight, txs: update.transactions.length });
    }
    const blockUpdate = seen.findIndex((u) => u.block);
    expect(blockUpdate).toBe(seen.length - 1 - (seen.at(-1)!.block ? 0 : 1));
    // Every update before the block is announced in the state before the block.
    for (const update of seen.slice(0, blockUpdate)) expect(update.tip).toBe(tip);
    expect(seen[blockUpdate]!.tip).toBe(tip + 1);
    expect(network.now).toBe(blockAt + 0.5);
  });

  it("crosses a long gap at the quiet pace and announces only the live end", () => {
    const start = network.now;
    const updates = [...liveUpdates(network, start + 3_600, 30)];
    expect(network.now).toBe(start + 3_600);
    const arrivals = updates.reduce((sum, u) => sum + u.transactions.length, 0);
    // 30 live seconds at 3 tx/s, far fewer than an hour's worth.
    expect(arrivals).toBeLessThan(400);
    expect(NOW).toBeLessThan(start);
  });
});
