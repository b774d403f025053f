import { describe, expect, it } from "vitest";
import { CpfpSeen } from "../../../../durable-objects/hub/clients/cpfp-seen.ts";
import { CpfpBook, readCpfp } from "../../../../durable-objects/hub/mirror/cpfp-book.ts";
import { cpfpFingerprint } from "../../../../shared/protocol/cpfp-fingerprint.ts";
import { readWireTransaction, type WireTransaction } from "../../../../shared/protocol/wire-transaction.ts";
import { txidOf } from "../hub-fixtures.ts";

/** What the upstream answers for a mempool transaction with these relatives. */
const answer = (ancestors: number[], descendants: number[], rate = 2) => ({
  ancestors: ancestors.map((n) => ({ txid: txidOf(n), fee: 300, weight: 560 })),
  bestDescendant: null,
  descendants: descendants.map((n) => ({ txid: txidOf(n), fee: 300, weight: 560 })),
  effectiveFeePerVsize: rate,
  sigops: 1,
  fee: 282,
  adjustedVsize: 141,
});
const spending = (n: number, parent: number): WireTransaction => readWireTransaction({ txid: txidOf(n), vin: [{ txid: txidOf(parent), vout: 0 }], vout: [], status: { confirmed: false } })!;
const none = { added: [], left: [], accelerated: [] };

describe("CpfpBook", () => {
  it("reads the upstream's answer: data for a mempool transaction, null outside its mempool", () => {
    const entry = readCpfp(txidOf(1), answer([2], [3], 4.5))!;
    expect(entry).toMatchObject({ effectiveRate: 4.5, vsize: 141, family: [txidOf(2), txidOf(3)], acceleration: undefined });
    expect(entry.fingerprint).toBe(cpfpFingerprint(txidOf(1), JSON.stringify(answer([2], [3], 4.5))));
    expect(entry.fingerprint).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(readCpfp(txidOf(1), { ancestors: [] })).toBeNull();
    expect(readCpfp(txidOf(1), { nope: true })).toBeUndefined();
    const accelerated = readCpfp(txidOf(1), { ...answer([], []), acceleration: true, acceleratedBy: [1, 2], acceleratedAt: 1_700_000_000, feeDelta: 900 })!;
    expect(accelerated.acceleration).toEqual({ accelerated: true, acceleratedBy: [1, 2], acceleratedAt: 1_700_000_000, feeDelta: 900 });
  });

  it("asks for a tracked transaction once, then again only when its family changed", () => {
    const book = new CpfpBook();
    const tracked = new Set([txidOf(1)]);
    expect(book.due(tracked)).toEqual([txidOf(1)]);
    expect(book.store(txidOf(1), answer([2], []))).toBe(true);
    expect(book.due(tracked)).toEqual([]);
    // Unrelated news changes nothing.
    book.noteChanges({ added: [spending(9, 8)], left: [txidOf(7)], accelerated: [txidOf(6)] });
    expect(book.due(tracked)).toEqual([]);
    // A new child of its parent (a relative) does.
    book.noteChanges({ ...none, added: [spending(4, 2)] });
    expect(book.isStale(txidOf(1))).toBe(true);
    expect(book.due(tracked)).toEqual([txidOf(1)]);
    // The same data again is not new.
    expect(book.store(txidOf(1), answer([2], []))).toBe(false);
    for (const changes of [{ ...none, left: [txidOf(2)] }, { ...none, accelerated: [txidOf(2)] }, { ...none, added: [spending(5, 1)] }]) {
      book.noteChanges(changes);
      expect(book.due(tracked)).toEqual([txidOf(1)]);
      book.store(txidOf(1), answer([2], []));
    }
    // Its listed rate moved.
    book.noteListed(txidOf(1), "2:0");
    book.noteListed(txidOf(1), "2:0");
    expect(book.due(tracked)).toEqual([]);
    book.noteListed(txidOf(1), "2.5:0");
    expect(book.due(tracked)).toEqual([txidOf(1)]);
  });

  it("forgets a transaction that left or that nobody tracks, and asks again after a failure only when told", () => {
    const book = new CpfpBook();
    book.store(txidOf(1), answer([], []));
    book.noteChanges({ ...none, left: [txidOf(1)] });
    expect(book.entry(txidOf(1))).toBeUndefined();
    expect(book.due(new Set([txidOf(1)]))).toEqual([]);
    // It arrives again (watch-mempool): asked again.
    book.noteChanges({ ...none, added: [spending(1, 9)] });
    expect(book.due(new Set([txidOf(1)]))).toEqual([txidOf(1)]);
    book.due(new Set());
    expect(book.size).toBe(0);
    book.markFailed(txidOf(3));
    expect(book.due(new Set([txidOf(3)]))).toEqual([]);
    book.retryFailed();
    expect(book.due(new Set([txidOf(3)]))).toEqual([txidOf(3)]);
  });
});

describe("CpfpSeen", () => {
  it("gives a socket the data it lacks once, holds back stale data, and keeps what the socket holds", () => {
    const book = new CpfpBook();
    book.store(txidOf(1), answer([], []));
    book.store(txidOf(2), answer([], [], 3));
    const first = new CpfpSeen([], book);
    expect(first.take(txidOf(1))?.effectiveRate).toBe(2);
    first.keep(txidOf(2));
    const held = first.seen();
    expect(held).toEqual([book.entry(txidOf(1))!.fingerprint]);

    const second = new CpfpSeen(held, book);
    expect(second.take(txidOf(1))).toBeUndefined();
    expect(second.take(txidOf(2))?.effectiveRate).toBe(3);
    const both = second.seen();
    expect(both).toHaveLength(2);

    // Stale data is not sent, and the socket keeps the fingerprint it holds.
    book.noteChanges({ added: [spending(5, 2)], left: [], accelerated: [] });
    book.store(txidOf(2), answer([], [5], 3));
    book.noteChanges({ added: [spending(6, 1)], left: [], accelerated: [] });
    const third = new CpfpSeen(both, book);
    expect(third.take(txidOf(1))).toBeUndefined();
    expect(third.take(txidOf(2))?.family).toEqual([txidOf(5)]);
    expect(third.seen()).toContain(book.entry(txidOf(1))!.fingerprint);
    const unchanged = new CpfpSeen(held, book);
    unchanged.keep(txidOf(1));
    expect(unchanged.seen()).toBe(held);
  });
});
