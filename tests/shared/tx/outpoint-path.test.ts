import { describe, expect, it } from "vitest";
import { InvalidOutputIndexError, MAX_VOUT, parseTxRouteId, txOutputPath } from "../../../shared/tx/outpoint-path.ts";
import { InvalidIdError } from "../../../shared/types/ids.ts";

const TXID = "b6a53d8a8025c0c5b194345925a99741b645cae0b1f180f0613273029f2bf698";

describe("parseTxRouteId", () => {
  it("reads a txid alone or with an output index, lower-casing the txid", () => {
    expect(parseTxRouteId(TXID)).toEqual({ txid: TXID, vout: null });
    expect(parseTxRouteId(`${TXID.toUpperCase()}:3`)).toEqual({ txid: TXID, vout: 3 });
    expect(parseTxRouteId(`${TXID}:${MAX_VOUT}`)).toEqual({ txid: TXID, vout: MAX_VOUT });
  });

  it("round-trips the links the transaction list prints", () => {
    expect(parseTxRouteId(txOutputPath(TXID, 7))).toEqual({ txid: TXID, vout: 7 });
  });

  it.each(["", "-1", "1.5", "x", "4294967296", "01234567890"])("refuses the index %j with a message naming the form", (index) => {
    expect(() => parseTxRouteId(`${TXID}:${index}`)).toThrow(InvalidOutputIndexError);
    expect(() => parseTxRouteId(`${TXID}:${index}`)).toThrow(/\/tx\/\{txid\}:0/);
  });

  it("refuses a bad txid as a bad txid", () => {
    expect(() => parseTxRouteId("abc:1")).toThrow(InvalidIdError);
  });

  it("refuses to build a link to an impossible output", () => {
    expect(() => txOutputPath(TXID, -1)).toThrow(InvalidOutputIndexError);
    expect(() => txOutputPath(TXID, 0.5)).toThrow(InvalidOutputIndexError);
  });
});
