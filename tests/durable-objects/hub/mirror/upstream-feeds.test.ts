import { describe, expect, it } from "vitest";
import { AccelerationBook } from "../../../../durable-objects/hub/mirror/acceleration-book.ts";
import { readMempoolEvents } from "../../../../durable-objects/hub/mirror/mempool-events.ts";
import { RbfTrees } from "../../../../durable-objects/hub/mirror/rbf-trees.ts";
import { ReplacementMemory } from "../../../../durable-objects/hub/mirror/replacement-memory.ts";
import { WatchedTransactions } from "../../../../durable-objects/hub/mirror/watched-transactions.ts";
import { readWireTransaction } from "../../../../shared/protocol/wire-transaction.ts";
import { readFixture, txidOf } from "../hub-fixtures.ts";

type Tx = { txid: string };
const random = readFixture<Tx[]>("backend-test-data/transactions-random.json");
const rbfs = readFixture<Tx[]>("backend-test-data/transactions-rbfs.json");
const replaced = readFixture<Tx[]>("backend-test-data/transactions-replaced.json");
const trees = readFixture<{ rbfLatest: { tx: Tx; fullRbf: boolean; replaces: { tx: Tx }[] }[] }>("cypress/rbf_page/rbf_02.json").rbfLatest;

describe("readMempoolEvents", () => {
  it("reads the firehose: arrivals with their inputs and outputs, txids removed and mined, replacements", () => {
    const events = readMempoolEvents({
      sequence: 42,
      added: random,
      removed: [txidOf(1)],
      mined: [txidOf(2), txidOf(3)],
      replaced: [{ replaced: replaced[0]!.txid, by: rbfs[0] }],
    })!;
    expect(events.sequence).toBe(42);
    expect(events.added.map((tx) => tx.txid)).toEqual(random.map((tx) => tx.txid));
    expect(events.added[0]!.vin[0]!.prevout?.scriptpubkey).toMatch(/^[0-9a-f]+$/);
    expect(events.mined).toEqual(new Set([txidOf(2), txidOf(3)]));
    expect(events.replaced).toEqual([{ replaced: replaced[0]!.txid, by: expect.objectContaining({ txid: rbfs[0]!.txid }) }]);
  });

  it("skips entries that are not well-formed and refuses what is not a firehose update", () => {
    const events = readMempoolEvents({ added: [random[0], { txid: "x" }, 7], removed: ["nope", txidOf(4)], mined: [], replaced: [{ replaced: "x", by: random[1] }] })!;
    expect(events.added).toHaveLength(1);
    expect(events.removed).toEqual([txidOf(4)]);
    expect(events.replaced).toEqual([]);
    for (const bad of [null, [], { added: [] }, "x"]) expect(readMempoolEvents(bad)).toBeUndefined();
  });
});

describe("RbfTrees", () => {
  it("answers track-rbf for all trees or only full-RBF ones, and names who replaced whom", () => {
    const book = new RbfTrees();
    expect(book.latest("all")).toBeUndefined();
    const pairs = book.apply(trees);
    expect(JSON.parse(book.latest("all")!)).toEqual(trees);
    expect(JSON.parse(book.latest("fullRbf")!)).toEqual(trees.filter((tree) => tree.fullRbf));
    expect(pairs).toEqual(trees.flatMap((tree) => tree.replaces.map((sub) => [sub.tx.txid, tree.tx.txid])));
  });

  it("tells which trees an update changed, for rbfInfo, and forgets once settled", () => {
    const book = new RbfTrees();
    book.apply(trees.slice(0, 1));
    const first = trees[0]!;
    expect(JSON.parse(book.changedTreeOf(first.replaces[0]!.tx.txid)!)).toEqual(first);
    book.settle();
    book.apply(trees);
    expect(book.changedTreeOf(first.tx.txid)).toBeUndefined();
    expect(JSON.parse(book.changedTreeOf(trees[1]!.tx.txid)!)).toEqual(trees[1]);
  });
});

describe("AccelerationBook", () => {
  const acceleration = (n: number) => ({ txid: txidOf(n), added: 1_700_000_000 + n, effectiveVsize: 141, effectiveFee: 282, feeDelta: 5_000 + n, pools: [1, 2] });

  it("takes the whole list, then updates, and gives a transaction's own acceleration fields", () => {
    const book = new AccelerationBook();
    expect(book.apply({ accelerations: [acceleration(1), acceleration(2)] })).toBe(true);
    expect(book.apply({ added: [acceleration(3)], removed: [txidOf(1)] })).toBe(true);
    expect(JSON.parse(book.list())).toEqual({ accelerations: [acceleration(2), acceleration(3)] });
    expect(book.fieldsOf(txidOf(3))).toEqual({ accelerated: true, acceleratedBy: [1, 2], acceleratedAt: 1_700_000_003, feeDelta: 5_003 });
    expect(book.fieldsOf(txidOf(1))).toBeUndefined();
    expect(book.apply({ something: "else" })).toBe(false);
  });

  it("refuses a list or an update with any malformed entry whole, keeping what it knew", () => {
    const book = new AccelerationBook();
    book.apply({ accelerations: [acceleration(1), acceleration(2)] });
    book.takeTouched();
    const known = book.list();
    for (const value of [
      { accelerations: [acceleration(3), { txid: 7 }] },
      { accelerations: "all" },
      { added: [acceleration(3)], removed: ["not a txid"] },
      { added: [{ txid: "zz" }], removed: [] },
      { added: "x", removed: [] },
    ]) {
      expect(book.apply(value), JSON.stringify(value)).toBe(false);
    }
    expect(book.list()).toBe(known);
    expect(book.takeTouched().size).toBe(0);
  });
});

describe("bounded memories", () => {
  it("remember replacements and watched transactions up to their capacity, oldest forgotten first", () => {
    const memory = new ReplacementMemory(2);
    memory.remember(txidOf(1), txidOf(11));
    memory.remember(txidOf(2), txidOf(12));
    memory.remember(txidOf(3), txidOf(13));
    expect([memory.replacer(txidOf(1)), memory.replacer(txidOf(3)), memory.size]).toEqual([undefined, txidOf(13), 2]);

    const watched = new WatchedTransactions(2);
    const [a, b, c] = random.slice(0, 3).map((tx) => readWireTransaction(tx)!);
    watched.keep(a!, ["00"]);
    watched.keep(b!, ["00"]);
    watched.keep(c!, []);
    expect(watched.size).toBe(2);
    watched.keep(c!, ["00"]);
    expect(watched.has(a!.txid)).toBe(false);
    expect(watched.take(b!.txid)?.tx.txid).toBe(b!.txid);
    expect(watched.take(b!.txid)).toBeUndefined();
  });
});
