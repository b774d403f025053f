import { hex } from "@scure/base";
import { describe, expect, it } from "vitest";
import { InvalidParamError } from "../../../shared/params/errors.ts";
import {
  AddressNetworkError,
  InvalidAddressError,
  InvalidScriptHashError,
  StartIndexError,
  parseAddressOn,
  parseHeight,
  parseIndex,
  parseScriptHash,
  parseStartIndex,
  parseTxidArray,
  parseTxidList,
  parseWholeNumber,
} from "../../../shared/params/esplora-params.ts";
import { InvalidIdError } from "../../../shared/types/ids.ts";

const HASH = "00000000000000000002a7c4c1e48d76c5a37902165a270156b7a8d72728a054";

describe("Esplora's parameters, as the edge and the devnet read them", () => {
  it("reads heights and indexes as whole numbers, leading zeros allowed", () => {
    expect(parseHeight("007")).toBe(7);
    expect(parseIndex("4294967295", "output index")).toBe(4_294_967_295);
    expect(parseWholeNumber("12", "limit", "expected a whole number.")).toBe(12);
  });

  it("says what a height, an index and a start index must be", () => {
    expect(() => parseHeight(undefined)).toThrow(/^Invalid block height undefined: expected a whole number of 0 \(genesis\) or more\.$/);
    expect(() => parseIndex("1x", "output index")).toThrow(/^Invalid output index "1x": expected a whole number from 0 to 4294967295\.$/);
    expect(() => parseIndex("4294967296", "transaction index")).toThrow(InvalidParamError);
    expect(() => parseStartIndex("-25")).toThrow(/^Invalid start index "-25": expected a whole number of 0 or more\.$/);
    expect(() => parseStartIndex("30")).toThrow(StartIndexError);
  });

  it("reads an absent or empty start index as the first page", () => {
    expect(parseStartIndex(undefined)).toBe(0);
    expect(parseStartIndex("")).toBe(0);
    expect(parseStartIndex("50")).toBe(50);
  });

  it("reads a comma-joined txid list of 1 to 50, lower-cased", () => {
    expect(parseTxidList(`${HASH.toUpperCase()}, ${HASH}`)).toEqual([HASH, HASH]);
    expect(() => parseTxidList(undefined)).toThrow(/^Invalid txids undefined: expected txids=<txid>,<txid>,… with 1 to 50 transaction ids\.$/);
    expect(() => parseTxidList(" ")).toThrow(InvalidParamError);
    expect(() => parseTxidList(Array(51).fill(HASH).join(","))).toThrow(/^Invalid txids "51 txids": expected at most 50; split the request\.$/);
    expect(() => parseTxidList(`${HASH},nope`)).toThrow(InvalidIdError);
  });

  it("reads a repeated txid of at most 100 values, naming the parameter", () => {
    expect(parseTxidArray([HASH], "txId[]")).toEqual([HASH]);
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
