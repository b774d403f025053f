import { describe, expect, it } from "vitest";
import { LiveSnapshot } from "../../../../durable-objects/devnet/ws/live-snapshot.ts";
import { EMPTY_LISTING, listingDelta, type ProjectedListing } from "../../../../shared/protocol/listing-delta.ts";
import { UpdateValues } from "../../../../durable-objects/devnet/ws/update-values.ts";
import { arrivalsSince, mempoolMark } from "../../../../durable-objects/devnet/ws/submitted-events.ts";
import { DevnetViews } from "../../../../durable-objects/devnet/views/devnet-views.ts";
import type { TransactionCompressed } from "../../../../shared/types/compressed-tx.ts";
import { seedWsNetwork } from "./ws-harness.ts";

const network = seedWsNetwork();
const views = new DevnetViews(network, "mainnet");
const live = new LiveSnapshot(views, 10);
const block = { type: "block", block: network.chain.tip!, conflicts: [] } as const;

const tuple = (txid: string, rate: number, flags = 0): TransactionCompressed => [txid, 100, 50, 1_000, rate, flags, 0];
const listing = (...tuples: TransactionCompressed[]): ProjectedListing => ({ tuples, byTxid: new Map(tuples.map((t) => [t[0], t])) });
const parse = (text: string) => JSON.parse(text) as { sequence: number; blockTransactions?: unknown[]; delta?: unknown };

describe("listingDelta", () => {
  it("lists added and removed txids, and rate changes but not flag-only changes", () => {
    const before = listing(tuple("a", 5), tuple("b", 4), tuple("c", 3, 1));
    const after = listing(tuple("a", 6), tuple("c", 3, 2), tuple("d", 2));
    expect(listingDelta(before, after)).toEqual({ added: [tuple("d", 2)], removed: ["b"], changed: [["a", 6, 0, 0]] });
    expect(listingDelta(after, after)).toEqual({ added: [], removed: [], changed: [] });
  });
});

describe("UpdateValues.projected", () => {
  it("sends a delta to a socket at the previous sequence, a full snapshot to any other", () => {
    const values = new UpdateValues({ transactions: [] }, live, { sequence: 9, listings: new Map([[0, EMPTY_LISTING]]) });
    const delta = parse(values.projected(0, 9));
    expect(delta.sequence).toBe(10);
    expect(delta.delta).toMatchObject({ added: live.listing(0).tuples, removed: [] });
    expect(parse(values.projected(0, 5)).blockTransactions).toEqual(live.listing(0).tuples);
    expect(parse(values.projected(1, 9)).blockTransactions, "no previous listing of index 1").toBeDefined();
  });

  it("after a block, sends a full snapshot when the delta would add more than half the block", () => {
    const values = new UpdateValues({ transactions: [], block }, live, { sequence: 9, listings: new Map([[0, EMPTY_LISTING]]) });
    expect(live.listing(0).tuples.length).toBeGreaterThan(1);
    expect(parse(values.projected(0, 9)).blockTransactions).toHaveLength(live.listing(0).tuples.length);
    const nearlySame = listing(...live.listing(0).tuples.slice(1));
    const small = new UpdateValues({ transactions: [], block }, live, { sequence: 9, listings: new Map([[0, nearlySame]]) });
    expect(parse(small.projected(0, 9)).delta).toMatchObject({ added: [live.listing(0).tuples[0]] });
  });
});

describe("arrivalsSince", () => {
  it("turns what entered the mempool into arrivals, with what left as replaced", () => {
    const before = mempoolMark(network);
    expect(arrivalsSince(before, network)).toEqual([]);
    const [first, second] = [...network.mempool.entries()];
    const without = new Map(before);
    without.delete(first!.txid);
    const withGone = new Map(without).set("gone", second!);
    const events = arrivalsSince(withGone, network);
    expect(events.map((e) => e.type === "transaction" && e.entry.txid)).toEqual([first!.txid]);
    expect(events[0]).toMatchObject({ replaced: [] });
    expect(arrivalsSince(new Map([["f".repeat(64), second!]]), network).at(-1)).toMatchObject({ replaced: [] });
  });
});
