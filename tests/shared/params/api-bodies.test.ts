import { describe, expect, it } from "vitest";
import {
  BODY_TOO_LONG,
  InvalidBodyError,
  MAX_BACKEND_BODY_BYTES,
  MAX_PREVOUTS,
  MAX_SCRIPT_KEYS,
  MAX_SCRIPT_KEYS_BODY_BYTES,
  OversizedBodyError,
  checkApiBody,
  checkBodySize,
  parseLocalTxs,
  parseOutpoints,
  parseScriptKeys,
} from "../../../shared/params/api-bodies.ts";

const TXID = "ab".repeat(32);
const localTx = { txid: TXID.toUpperCase(), weight: 561, sigops: 1, fee: 141, vin: [{ txid: "cd".repeat(32), vout: 0 }, { is_coinbase: true }], vout: [{}, {}] };

describe("the POST lookups' bodies, as the edge and the devnet read them", () => {
  it("takes electrs' limits for a multi-address body: 300 keys in 21,600 bytes, else 422 \"body too long\"", () => {
    expect(MAX_SCRIPT_KEYS_BODY_BYTES).toBe(21_600);
    expect(() => checkBodySize("script-keys", MAX_SCRIPT_KEYS_BODY_BYTES)).not.toThrow();
    expect(() => checkBodySize("script-keys", MAX_SCRIPT_KEYS_BODY_BYTES + 1)).toThrow(expect.objectContaining({ status: 422, message: BODY_TOO_LONG }));
    expect(parseScriptKeys(JSON.stringify(Array(MAX_SCRIPT_KEYS).fill("1")))).toHaveLength(MAX_SCRIPT_KEYS);
    expect(() => parseScriptKeys(JSON.stringify(Array(MAX_SCRIPT_KEYS + 1).fill("1")))).toThrow(OversizedBodyError);
  });

  it("leaves judging each key to the lookup, as electrs skips one that is not of its network", () => {
    expect(parseScriptKeys('["bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "hello"]')).toEqual(["bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "hello"]);
    expect(parseScriptKeys("[]")).toEqual([]);
  });

  it.each(["", "bc1q…", "{}", '"bc1q"', "[1]", '["a", null]'])("refuses the multi-address body %j with 400", (text) => {
    expect(() => parseScriptKeys(text)).toThrow(InvalidBodyError);
  });

  it("reads outpoints, txids lower-cased, any number for an index as upstream takes it", () => {
    expect(parseOutpoints(JSON.stringify([{ txid: TXID.toUpperCase(), vout: 1 }, { txid: TXID, vout: -1 }]))).toEqual([
      { txid: TXID, vout: 1 },
      { txid: TXID, vout: -1 },
    ]);
  });

  it.each([["not JSON", "[{"], ["an object", "{}"], ["a bad txid", '[{"txid":"ab","vout":0}]'], ["a string index", `[{"txid":"${TXID}","vout":"0"}]`], ["null", "[null]"]])(
    "refuses outpoints that are %s with the backend's text",
    (_, text) => {
      expect(() => parseOutpoints(text)).toThrow(/^Invalid outpoints format/);
    },
  );

  it("refuses more than 100 outpoints, after their format", () => {
    const outpoints = (n: number, txid = TXID) => JSON.stringify(Array.from({ length: n }, () => ({ txid, vout: 0 })));
    expect(parseOutpoints(outpoints(MAX_PREVOUTS))).toHaveLength(MAX_PREVOUTS);
    expect(() => parseOutpoints(outpoints(MAX_PREVOUTS + 1))).toThrow(/^Too many outpoints requested/);
    expect(() => parseOutpoints(outpoints(MAX_PREVOUTS + 1, "zz"))).toThrow(/^Invalid outpoints format/);
  });

  it("reads the one local transaction of a CPFP request: its figures, the txids its inputs spend and its output count", () => {
    expect(parseLocalTxs(JSON.stringify([localTx]))).toEqual([{ txid: TXID, weight: 561, sigops: 1, fee: 141, parents: ["cd".repeat(32)], outputCount: 2 }]);
  });

  it.each([
    ["an empty list", []],
    ["a transaction without vin", [{ ...localTx, vin: undefined }]],
    ["a weight of 0", [{ ...localTx, weight: 0 }]],
    ["a fractional fee", [{ ...localTx, fee: 1.5 }]],
    ["a negative fee", [{ ...localTx, fee: -1 }]],
    ["a fee as text", [{ ...localTx, fee: "141" }]],
  ])("refuses a CPFP request with %s", (_, body) => {
    expect(() => parseLocalTxs(JSON.stringify(body))).toThrow(/^Invalid transactions format/);
  });

  it("refuses more than one local transaction, as upstream does not support it yet", () => {
    expect(() => parseLocalTxs(JSON.stringify([localTx, localTx]))).toThrow(/^More than one transaction is not supported yet/);
  });

  it("answers an oversized backend body with 413, and checks each kind by its own parser", () => {
    expect(() => checkBodySize("outpoints", MAX_BACKEND_BODY_BYTES + 1)).toThrow(expect.objectContaining({ status: 413 }));
    expect(() => checkApiBody("local-txs", "[]")).toThrow(InvalidBodyError);
    expect(() => checkApiBody("outpoints", "[]")).not.toThrow();
    expect(() => checkApiBody("script-keys", "[]")).not.toThrow();
  });
});
