import { afterEach, describe, expect, it, vi } from "vitest";
import { loadPageDataEntry } from "../../../../client/app/page-data.tsx";
import { loadTxPage, parseTxPageData, txPageData, txRouteTarget } from "../../../../client/pages/tx/tx-page-data.ts";
import { hash, REPLACED_TXID, REPLACEMENT_TXID, replacementCpfp, replacementRbf, replacementTx, tableApi } from "./tx-fixtures.ts";
import { TEST_SITE } from "../../../support/page-state.ts";

const fullTable = () => ({
  [`/api/tx/${REPLACEMENT_TXID}`]: replacementTx(),
  [`/api/tx/${REPLACEMENT_TXID}/outspends`]: [{ spent: false }],
  [`/api/v1/cpfp/${REPLACEMENT_TXID}`]: replacementCpfp(),
  [`/api/v1/tx/${REPLACEMENT_TXID}/rbf`]: replacementRbf(),
  [`/api/v1/transaction-times?txId[]=${REPLACEMENT_TXID}`]: [1_743_541_726],
});

afterEach(() => vi.restoreAllMocks());

describe("txRouteTarget", () => {
  it("reads a txid, in any case, and an output picked out after a colon", () => {
    expect(txRouteTarget(REPLACEMENT_TXID.toUpperCase())).toEqual({ ok: true, txid: REPLACEMENT_TXID, vout: null });
    expect(txRouteTarget(`${REPLACEMENT_TXID}:3`)).toEqual({ ok: true, txid: REPLACEMENT_TXID, vout: 3 });
  });

  it("says why a segment is not a transaction id", () => {
    expect(txRouteTarget("abc")).toEqual({ ok: false, message: "Invalid txid: expected 64 hexadecimal characters, got 3 characters." });
    expect(txRouteTarget(`${REPLACEMENT_TXID}:x`)).toMatchObject({ ok: false, message: expect.stringContaining("Invalid output index") });
  });
});

describe("loadTxPage", () => {
  it("loads the transaction with its outspends, CPFP and replacements, all asked at once", async () => {
    const api = tableApi(fullTable());
    const data = await loadTxPage(REPLACEMENT_TXID, api);
    expect(data.kind).toBe("tx");
    if (data.kind !== "tx") return;
    expect(data.tx.txid).toBe(REPLACEMENT_TXID);
    expect(data.outspends).toEqual([{ spent: false }]);
    expect(data.cpfp?.effectiveFeePerVsize).toBeCloseTo(4.2857, 3);
    expect(data.rbf?.replaces).toEqual([REPLACED_TXID]);
    expect(data.firstSeen).toBe(1_743_541_726);
    expect(api.asked).toHaveLength(5);
  });

  it("shows the transaction without the extras that failed", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const api = tableApi({
      ...fullTable(),
      [`/api/tx/${REPLACEMENT_TXID}/outspends`]: 503,
      [`/api/v1/cpfp/${REPLACEMENT_TXID}`]: { nonsense: true },
      [`/api/v1/transaction-times?txId[]=${REPLACEMENT_TXID}`]: [0],
    });
    const data = await loadTxPage(REPLACEMENT_TXID, api);
    expect(data).toMatchObject({ kind: "tx", outspends: null, cpfp: null, firstSeen: null });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("refuses a malformed id with 400 before asking the API", async () => {
    const api = tableApi({});
    await expect(loadTxPage("xyz", api)).rejects.toMatchObject({ status: 400, message: expect.stringContaining("Invalid txid") });
    expect(api.asked).toEqual([]);
  });

  it("answers 404 for a transaction nobody knows", async () => {
    const missing = hash(77);
    await expect(loadTxPage(missing, tableApi({}))).rejects.toMatchObject({ status: 404 });
  });

  it("names a block when the id is a block's hash", async () => {
    const block = hash(5);
    expect(await loadTxPage(block, tableApi({ [`/api/block/${block}`]: { id: block } }))).toEqual({ kind: "block", hash: block });
  });

  it("does not look for a block when an output was picked out", async () => {
    const block = hash(5);
    const api = tableApi({ [`/api/block/${block}`]: { id: block } });
    await expect(loadTxPage(`${block}:0`, api)).rejects.toMatchObject({ status: 404 });
    expect(api.asked).not.toContain(`/api/block/${block}`);
  });

  it("passes on other failures of the transaction itself", async () => {
    await expect(loadTxPage(REPLACEMENT_TXID, tableApi({ ...fullTable(), [`/api/tx/${REPLACEMENT_TXID}`]: 500 }))).rejects.toMatchObject({ status: 500 });
    await expect(loadTxPage(REPLACEMENT_TXID, tableApi({ ...fullTable(), [`/api/tx/${REPLACEMENT_TXID}`]: { txid: "x" } }))).rejects.toMatchObject({ status: 502 });
  });
});

describe("txPageData", () => {
  it("shares one key between a transaction and its outputs", () => {
    expect(txPageData.key({ txid: REPLACEMENT_TXID })).toBe(txPageData.key({ txid: `${REPLACEMENT_TXID.toUpperCase()}:1` }));
  });

  it("turns a missing transaction into a 404 entry, the page's soft 404", async () => {
    expect(await loadPageDataEntry(txPageData, { txid: hash(3) }, tableApi({}), TEST_SITE)).toEqual({ key: `tx:${hash(3)}`, error: { status: 404, message: "Not found" } });
  });

  it("reads back what it loaded, as it travels in the document", async () => {
    const entry = await loadPageDataEntry(txPageData, { txid: REPLACEMENT_TXID }, tableApi(fullTable()), TEST_SITE);
    const travelled = JSON.parse(JSON.stringify("data" in entry ? entry.data : null));
    expect(parseTxPageData(travelled)).toEqual("data" in entry ? entry.data : null);
  });

  it("refuses page data that is not a transaction or a block", () => {
    expect(() => parseTxPageData({ kind: "tx", tx: { txid: "x" } })).toThrow("no readable transaction");
    expect(() => parseTxPageData({ kind: "block", hash: "x" })).toThrow("valid hash");
    expect(() => parseTxPageData({ kind: "other" })).toThrow("unknown kind");
    expect(() => parseTxPageData(null)).toThrow("must be an object");
  });
});
