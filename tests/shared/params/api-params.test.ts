import { describe, expect, it } from "vitest";
import { type PathParamKind, checkPathParam, checkQueryParam } from "../../../shared/params/api-params.ts";
import {
  AddressNetworkError,
  InvalidAddressError,
  InvalidAssetIdError,
  InvalidScriptHashError,
  MAX_OUTSPENDS_TXIDS,
  MAX_TRANSACTION_TIMES_TXIDS,
} from "../../../shared/params/esplora-params.ts";
import { InvalidParamError } from "../../../shared/params/errors.ts";
import { InvalidIdError } from "../../../shared/types/ids.ts";

const HASH = "00000000000000000002a7c4c1e48d76c5a37902165a270156b7a8d72728a054";
const MAINNET_ADDRESS = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq";
const TESTNET_ADDRESS = "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx";

describe("checkPathParam", () => {
  it.each<[PathParamKind, string]>([
    ["txid", HASH],
    ["txid", HASH.toUpperCase()],
    ["block-hash", HASH],
    ["asset-id", HASH],
    ["height", "0"],
    ["height", "840000"],
    ["height", "007"],
    // electrs's `parse::<usize>()` takes a leading "+", and any height it can hold.
    ["height", "+7"],
    ["height", "9007199254740992"],
    ["backend-height", "840000"],
    // The backend's `parseInt`: the leading integer, signed.
    ["backend-height", "840000abc"],
    ["backend-height", "-5"],
    ["output-index", "4294967295"],
    ["output-index", "+1"],
    ["tx-index", "0"],
    ["script-hash", HASH],
    ["statistics-interval", "2h"],
    ["statistics-interval", "all"],
    ["block-count", "144"],
    ["block-count", "0144x"],
    ["unix-seconds", "1700000000"],
  ])("accepts the %s %j", (kind, raw) => {
    expect(() => checkPathParam(kind, raw, "mainnet")).not.toThrow();
  });

  it.each<[PathParamKind, string, new (...args: never[]) => Error, RegExp]>([
    ["txid", "abc", InvalidIdError, /^Invalid txid: expected 64 hexadecimal characters, got 3 characters\.$/],
    ["txid", `${HASH}0`, InvalidIdError, /got 65 characters/],
    ["txid", HASH.replace("a", "g"), InvalidIdError, /Invalid txid/],
    ["block-hash", "840000", InvalidIdError, /^Invalid block hash: expected 64 hexadecimal characters, got 6 characters\.$/],
    ["asset-id", "lbtc", InvalidAssetIdError, /^Invalid asset id: expected 64 hexadecimal characters, got 4 characters\.$/],
    ["height", "-1", InvalidParamError, /^Invalid block height "-1": expected a whole number of 0 \(genesis\) or more\.$/],
    ["height", "1.5", InvalidParamError, /Invalid block height/],
    ["height", "tip", InvalidParamError, /Invalid block height "tip"/],
    ["height", "18446744073709551616", InvalidParamError, /Invalid block height/],
    ["backend-height", "tip", InvalidParamError, /^Invalid block height "tip": expected a whole number \(the backend reads its leading digits\)\.$/],
    ["output-index", "4294967296", InvalidParamError, /^Invalid output index "4294967296": expected a whole number from 0 to 4294967295\.$/],
    ["tx-index", "x", InvalidParamError, /^Invalid transaction index "x"/],
    ["script-hash", "abcd", InvalidScriptHashError, /^Invalid scripthash: expected 64 hexadecimal characters/],
    ["statistics-interval", "3d", InvalidParamError, /^Invalid statistics interval "3d": expected one of 2h, 24h, 1w/],
    ["block-count", "0", InvalidParamError, /^Invalid block count "0": expected a whole number of 1 or more\.$/],
    ["block-count", "many", InvalidParamError, /^Invalid block count "many"/],
    ["unix-seconds", "01700000000", InvalidParamError, /^Invalid timestamp "01700000000": expected unix seconds/],
    ["unix-seconds", "+1700000000", InvalidParamError, /Invalid timestamp/],
  ])("refuses the %s %j with a clear 400", (kind, raw, type, message) => {
    let thrown: unknown;
    try {
      checkPathParam(kind, raw, "mainnet");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(type);
    expect((thrown as Error).message).toMatch(message);
    expect((thrown as { status: number }).status).toBe(400);
  });

  it("checks an address against the network of the path, with Esplora's texts", () => {
    expect(() => checkPathParam("address", MAINNET_ADDRESS, "mainnet")).not.toThrow();
    expect(() => checkPathParam("address", TESTNET_ADDRESS, "testnet")).not.toThrow();
    expect(() => checkPathParam("address", TESTNET_ADDRESS, "signet")).not.toThrow();
    expect(() => checkPathParam("address", TESTNET_ADDRESS, "mainnet")).toThrow(AddressNetworkError);
    expect(() => checkPathParam("address", MAINNET_ADDRESS, "testnet")).toThrow("Address on invalid network");
    expect(() => checkPathParam("address", "not-an-address", "mainnet")).toThrow(InvalidAddressError);
    expect(() => checkPathParam("address", "not-an-address", "mainnet")).toThrow(/^Invalid Bitcoin address$/);
  });

  it("leaves Liquid addresses to the backend, since they are not Bitcoin's", () => {
    expect(() => checkPathParam("address", "VJLCUu2hpcjPaTGMnAnUnMy9uSgCHDQXUmVJfQnwFe1CuNZ1vjcKBRQw7kPj5X5dWJAnDmkzHrXLvGvE", "liquid")).not.toThrow();
  });
});

describe("checkQueryParam", () => {
  const txids = (n: number) => Array.from({ length: n }, () => HASH).join(",");

  it("reads an empty value as absent, as the backends do", () => {
    expect(() => checkQueryParam("timespan-seconds", [""], "from", "mainnet")).not.toThrow();
  });

  it("limits a comma-joined list to 50 entries, leaving entries that are no txid to the backend", () => {
    expect(() => checkQueryParam("txid-list", [txids(MAX_OUTSPENDS_TXIDS)], "txids", "mainnet")).not.toThrow();
    expect(() => checkQueryParam("txid-list", [txids(MAX_OUTSPENDS_TXIDS + 1)], "txids", "mainnet")).toThrow(/expected at most 50; split the request/);
    expect(() => checkQueryParam("txid-list", [`${HASH},nope`], "txids", "mainnet")).not.toThrow();
  });

  it("limits a repeated txid to 100 values, leaving values that are no txid to the backend", () => {
    const values = Array.from({ length: MAX_TRANSACTION_TIMES_TXIDS }, () => HASH);
    expect(() => checkQueryParam("txid-array", values, "txId[]", "mainnet")).not.toThrow();
    expect(() => checkQueryParam("txid-array", [...values, HASH], "txId[]", "mainnet")).toThrow(/Invalid txId\[\] "101 txids": expected at most 100/);
    expect(() => checkQueryParam("txid-array", ["nope"], "txId[]", "mainnet")).not.toThrow();
  });

  it("reads a fee timespan's bounds as the backend's parseInt does, refusing what it fails on", () => {
    expect(() => checkQueryParam("timespan-seconds", ["1700000000.5"], "from", "mainnet")).not.toThrow();
    expect(() => checkQueryParam("timespan-seconds", ["now"], "from", "mainnet")).toThrow(/^Invalid from "now": expected unix seconds other than 0/);
    expect(() => checkQueryParam("timespan-seconds", ["0"], "to", "mainnet")).toThrow(/^Invalid to "0"/);
  });
});
