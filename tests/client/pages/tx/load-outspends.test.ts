import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../../client/api/api-fetch.ts";
import type { ApiGet } from "../../../../client/app/page-data.tsx";
import { loadOutspends, readOutspendsByTxid } from "../../../../client/pages/tx/load-outspends.ts";
import { MAX_OUTSPENDS_TXIDS } from "../../../../shared/params/esplora-params.ts";
import { hash } from "./tx-fixtures.ts";

const PREFIX = "/api/txs/outspends?txids=";
const txids = (count: number, from = 1): string[] => Array.from({ length: count }, (_, index) => hash(from + index));
/** Output 0 of every transaction spent by the transaction numbered 1000 above it: tells the answers apart. */
const spentBy = (txid: string) => [{ spent: true, txid: hash(Number.parseInt(txid, 16) + 1000), vin: 0 }, { spent: false }];

/** Answers every outspends call as the API does, unless `answer` says otherwise for the call's txids. */
function outspendsApi(answer: (asked: string[]) => unknown = (asked) => asked.map(spentBy)): ApiGet & { readonly asked: string[][] } {
  const asked: string[][] = [];
  const api = async (path: string): Promise<Response> => {
    if (!path.startsWith(PREFIX)) throw new Error(`unexpected call ${path}`);
    const ids = path.slice(PREFIX.length).split(",");
    asked.push(ids);
    return Response.json(answer(ids));
  };
  return Object.assign(api, { asked });
}

describe("loadOutspends", () => {
  it("asks nothing for no transactions", async () => {
    const api = outspendsApi();
    expect(await loadOutspends([], api, vi.fn())).toEqual({});
    expect(api.asked).toEqual([]);
  });

  it("loads up to the API's limit in one call, keyed by txid", async () => {
    const ids = txids(MAX_OUTSPENDS_TXIDS);
    const api = outspendsApi();
    const outspends = await loadOutspends(ids, api, vi.fn());
    expect(api.asked).toEqual([ids]);
    expect(Object.keys(outspends)).toEqual(ids);
    expect(outspends[ids[3]!]).toEqual(spentBy(ids[3]!));
  });

  it("splits more transactions than the limit into calls of at most the limit, once per txid", async () => {
    const ids = txids(2 * MAX_OUTSPENDS_TXIDS + 7);
    const api = outspendsApi();
    const log = vi.fn();
    const outspends = await loadOutspends([...ids, ids[0]!], api, log);
    expect(api.asked.map((batch) => batch.length)).toEqual([MAX_OUTSPENDS_TXIDS, MAX_OUTSPENDS_TXIDS, 7]);
    expect(api.asked.flat()).toEqual(ids);
    expect(Object.keys(outspends)).toEqual(ids);
    for (const txid of ids) expect(outspends[txid]).toEqual(spentBy(txid));
    expect(log).not.toHaveBeenCalled();
  });

  it("leaves out the transactions of a call answered with a list of the wrong length, and keeps the others", async () => {
    const ids = txids(MAX_OUTSPENDS_TXIDS + 2);
    const log = vi.fn();
    const api = outspendsApi((asked) => (asked.length === 2 ? [spentBy(asked[0]!)] : asked.map(spentBy)));
    const outspends = await loadOutspends(ids, api, log);
    expect(Object.keys(outspends)).toEqual(ids.slice(0, MAX_OUTSPENDS_TXIDS));
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]![1]).toBeInstanceOf(TypeError);
  });

  it("resolves without outspends and logs the reason when the call fails", async () => {
    const log = vi.fn();
    const failure = new ApiError(503, PREFIX, "busy");
    const outspends = await loadOutspends(txids(3), () => Promise.reject(failure), log);
    expect(outspends).toEqual({});
    expect(log).toHaveBeenCalledExactlyOnceWith("the outspends could not be loaded", failure);
  });

  it("leaves out only the transaction whose entry it cannot read", async () => {
    const ids = txids(3);
    const api = outspendsApi((asked) => asked.map((txid, index) => (index === 1 ? [{ spent: "yes" }] : spentBy(txid))));
    const outspends = await loadOutspends(ids, api, vi.fn());
    expect(Object.keys(outspends)).toEqual([ids[0], ids[2]]);
  });
});

describe("readOutspendsByTxid", () => {
  const [a, b] = txids(2) as [string, string];

  it("reads back outspends of the transactions it describes", () => {
    const value = JSON.parse(JSON.stringify({ [a]: spentBy(a), [b]: [] }));
    expect(readOutspendsByTxid(value, [a, b])).toEqual({ [a]: spentBy(a), [b]: [] });
    expect(readOutspendsByTxid({}, [a])).toEqual({});
  });

  it.each([
    ["a missing map", undefined],
    ["a list", [spentBy(a)]],
    ["a txid of no listed transaction", { [hash(99)]: [] }],
    ["an entry that is not outspends", { [a]: [{ spent: true, txid: "x", vin: 0 }] }],
  ])("refuses %s", (_, value) => {
    expect(readOutspendsByTxid(value, [a, b])).toBeUndefined();
  });
});
