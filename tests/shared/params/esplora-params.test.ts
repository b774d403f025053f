import { hex } from "@scure/base";
import { describe, expect, it } from "vitest";
import { InvalidParamError } from "../../../shared/params/errors.ts";
import {
  AddressNetworkError,
  InvalidAddressError,
  InvalidScriptHashError,
  StartIndexError,
  checkStartIndexPage,
  parseAddressOn,
  parseCursorTxid,
  parseHeight,
  parseOutputIndex,
  parseScriptHash,
  parseStartHeight,
  parseStartIndex,
  parseTxIndex,
  parseTxidArray,
  parseTxidList,
} from "../../../shared/params/esplora-params.ts";

const HASH = "00000000000000000002a7c4c1e48d76c5a37902165a270156b7a8d72728a054";

describe("Esplora's parameters, as the edge and the devnet read them", () => {
  it("reads heights and indexes as electrs does: digits, leading zeros and a leading + allowed", () => {
    expect(parseHeight("007")).toBe(7);
    expect(parseHeight("+7")).toBe(7);
    expect(parseOutputIndex("4294967295")).toBe(4_294_967_295);
    expect(parseTxIndex("4294967296")).toBe(4_294_967_296);
  });

  it("says what a height and an index must be", () => {
    expect(() => parseHeight(undefined)).toThrow(/^Invalid block height undefined: expected a whole number of 0 \(genesis\) or more\.$/);
    expect(() => parseHeight("-1")).toThrow(InvalidParamError);
    expect(() => parseOutputIndex("1x")).toThrow(/^Invalid output index "1x": expected a whole number from 0 to 4294967295\.$/);
    expect(() => parseOutputIndex("4294967296")).toThrow(InvalidParamError);
    expect(() => parseTxIndex("-1")).toThrow(/^Invalid transaction index "-1"/);
  });

  it("reads text that is no height as the tip's page of /api/blocks", () => {
    expect(parseStartHeight("840000")).toBe(840_000);
    expect(parseStartHeight("tip")).toBeUndefined();
    expect(parseStartHeight("-1")).toBeUndefined();
  });

  it("reads a start index that is no number as 0, as electrs's unwrap_or(0) does", () => {
    expect(parseStartIndex(undefined)).toBe(0);
    expect(parseStartIndex("")).toBe(0);
    expect(parseStartIndex("undefined")).toBe(0);
    expect(parseStartIndex("-25")).toBe(0);
    expect(parseStartIndex("4294967296")).toBe(0);
    expect(parseStartIndex("50")).toBe(50);
    expect(parseStartIndex("+25")).toBe(25);
  });

  it("refuses a start index inside a page, with Esplora's text", () => {
    expect(() => checkStartIndexPage(50)).not.toThrow();
    expect(() => checkStartIndexPage(30)).toThrow(StartIndexError);
    expect(() => checkStartIndexPage(30)).toThrow(/^start index must be a multipication of 25$/);
  });

  it("reads a cursor that is no txid as none", () => {
    expect(parseCursorTxid(HASH.toUpperCase())).toBe(HASH);
    expect(parseCursorTxid("12")).toBeUndefined();
    expect(parseCursorTxid(undefined)).toBeUndefined();
  });

  it("reads a comma-joined txid list of at most 50, an entry that is no txid as undefined", () => {
    expect(parseTxidList(`${HASH.toUpperCase()},${HASH}`)).toEqual([HASH, HASH]);
    expect(parseTxidList(`${HASH},nope, ${HASH}`)).toEqual([HASH, undefined, undefined]);
    expect(parseTxidList("")).toEqual([undefined]);
    expect(() => parseTxidList(undefined)).toThrow(/^Invalid txids undefined: expected txids=<txid>,<txid>,… with 1 to 50 transaction ids\.$/);
    expect(() => parseTxidList(Array(51).fill(HASH).join(","))).toThrow(/^Invalid txids "51 txids": expected at most 50; split the request\.$/);
  });

  it("reads a repeated txid of at most 100 values, leaving out values that are no txid", () => {
    expect(parseTxidArray([HASH], "txId[]")).toEqual([HASH]);
    expect(parseTxidArray(["nope", HASH.toUpperCase()], "txId[]")).toEqual([HASH]);
    expect(parseTxidArray([], "txId[]")).toEqual([]);
    expect(() => parseTxidArray(Array(101).fill(HASH), "txId")).toThrow(/^Invalid txId "101 txids": expected at most 100/);
  });

  it("gives an address's output script, with Esplora's two texts for one it refuses", () => {
    expect(hex.encode(parseAddressOn("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "mainnet").script)).toBe("0014e8df018c7e326cc253faac7e46cdc51e68542c42");
    expect(() => parseAddressOn("tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx", "mainnet")).toThrow(AddressNetworkError);
    expect(() => parseAddressOn(undefined, "mainnet")).toThrow(InvalidAddressError);
  });

  it("lower-cases a script hash and never echoes a bad one", () => {
    expect(parseScriptHash(HASH.toUpperCase())).toBe(HASH);
    expect(() => parseScriptHash("secret-text")).toThrow(InvalidScriptHashError);
    expect(() => parseScriptHash("secret-text")).not.toThrow(/secret/);
  });
});
