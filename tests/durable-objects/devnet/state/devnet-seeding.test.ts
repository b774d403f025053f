import { describe, expect, it } from "vitest";
import { BLOCK_WEIGHT_UNITS } from "../../../../shared/types/units.ts";
import { DevnetNetwork } from "../../../../durable-objects/devnet/state/devnet-network.ts";
import { DEFAULT_DEVNET_SETTINGS, FAST_DEVNET_SETTINGS } from "../../../../durable-objects/devnet/state/devnet-settings.ts";
import { NetworkViews } from "../../../../durable-objects/devnet/views/devnet-views.ts";
import { loadingIndicatorsOf } from "../../../../durable-objects/devnet/views/init-data.ts";
import { SocketHub } from "../../../../durable-objects/devnet/ws/socket-hub.ts";
import { FakeSocket } from "../../../support/fake-socket.ts";
import { JournalCopy } from "../../../support/journal-copy.ts";

const NOW = 1_763_740_000;
/** Light traffic with a full tail of two blocks: cheap, and enough slices to watch. */
const SLICED = { ...FAST_DEVNET_SETTINGS, seed: "seeding-slices", historyDays: 1, fullHistoryBlocks: 2, txPerSecond: 0.3 };

describe("seeding a devnet a slice at a time", () => {
  it("reaches exactly the network a one-shot seed makes, its progress rising to the end", () => {
    const whole = DevnetNetwork.seed(SLICED, NOW);
    const sliced = DevnetNetwork.startSeeding(SLICED, NOW);
    expect(sliced.seeding).toBe(true);
    expect(loadingIndicatorsOf(sliced)).toEqual({ mempool: 0 });
    const percents: number[] = [];
    while (sliced.seeding) {
      sliced.continueSeeding(50);
      percents.push(sliced.seedingPercent);
    }
    expect(percents.length).toBeGreaterThan(3);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);
    expect(loadingIndicatorsOf(sliced)).toEqual({});
    expect(sliced.now).toBe(NOW);
    expect(sliced.chain.tip!.hash).toBe(whole.chain.tip!.hash);
    expect([...sliced.mempool.entries()].map((e) => e.txid)).toEqual([...whole.mempool.entries()].map((e) => e.txid));
    expect(sliced.continueSeeding(50)).toEqual([]);
  });

  it("carries on after a restart between two slices, where it was", () => {
    const network = DevnetNetwork.startSeeding(SLICED, NOW);
    network.continueSeeding(50);
    const copy = new JournalCopy();
    copy.apply(network.takeChanges());
    const restored = DevnetNetwork.restore(SLICED, network.meta(), copy.txs.values(), copy.blocks, copy.mempool.values(), copy.samples);
    expect(restored.seeding).toBe(true);
    expect(restored.seedingPercent).toBe(network.seedingPercent);
    expect(restored.chain.tip!.hash).toBe(network.chain.tip!.hash);
    while (restored.seeding) restored.continueSeeding(200);
    expect(restored.now).toBe(NOW);
    expect(restored.meta().seeding).toBeUndefined();
    expect(restored.chain.tipHeight).toBeGreaterThanOrEqual(network.chain.tipHeight);
  });

  it("tells every socket how far it is, and that it is done", () => {
    const network = DevnetNetwork.startSeeding(SLICED, NOW);
    const socket = new FakeSocket();
    const hub = new SocketHub(new NetworkViews("mainnet"), () => [socket]);
    hub.receive(socket, '{"action":"init"}', network, Date.now());
    expect((JSON.parse(socket.sent[0]!) as { loadingIndicators: unknown }).loadingIndicators).toEqual({ mempool: 0 });
    while (network.seeding) hub.announce(network.continueSeeding(50), network);
    const told = socket.sent.slice(1).flatMap((sent) => {
      const frame = JSON.parse(sent) as { loadingIndicators?: { mempool?: number } };
      return frame.loadingIndicators ? [frame.loadingIndicators] : [];
    });
    expect(told.length).toBeGreaterThan(1);
    expect(told.at(-1)).toEqual({});
    const percents = told.slice(0, -1).map((indicators) => indicators.mempool!);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
  });
});

describe("the mainnet profile's seeded history", { timeout: 120_000 }, () => {
  it("mines its newest block full under full traffic, with a mempool left waiting", () => {
    const network = DevnetNetwork.seed({ ...DEFAULT_DEVNET_SETTINGS, seed: "seeding-full", historyDays: 1, fullHistoryBlocks: 1 }, NOW);
    const tip = network.chain.tip!;
    expect(tip.weight).toBeGreaterThan(0.97 * BLOCK_WEIGHT_UNITS);
    expect(tip.txids.length).toBeGreaterThan(1_500);
    expect(network.mempool.vsize).toBeGreaterThan(BLOCK_WEIGHT_UNITS / 4);
  });
});
