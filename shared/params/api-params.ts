/**
 * The kinds of path and query parameter the explorer API takes (research §2.2, spec §7.2, §7.4) and
 * the check of each, so that the edge can refuse a malformed request before any backend sees it.
 * A check refuses only what no backend could answer (a txid that is not 64 hex digits, a height
 * that is not a whole number, an address of another network); whether the thing exists is the
 * backend's to say. Where Esplora has a fixed text for a bad parameter, that text is used, since
 * clients show or match it; the devnet answers the same texts (durable-objects/devnet/api).
 *
 * @example
 * checkPathParam("height", "840000", "mainnet");          // ok
 * checkPathParam("txid", "abc", "mainnet");               // throws InvalidIdError (400)
 * checkQueryParam("txid-list", ["aa…aa,bb…bb"], "txids", "mainnet"); // ok
 */
import type { Network } from "../network/networks.ts";
import { addressNetworkOf } from "../rules/network-address-format.ts";
import { parseBlockHash, parseTxid } from "../types/ids.ts";
import {
  parseAddressOn,
  parseAssetId,
  parseHeight,
  parseIndex,
  parseScriptHash,
  parseStartIndex,
  parseTxidArray,
  parseTxidList,
  parseWholeNumber,
} from "./esplora-params.ts";
import { parseBlockCount, parseMiningInterval, parseStatisticsInterval, parseUnixSeconds } from "./history-params.ts";

export type PathParamKind =
  | "txid"
  | "block-hash"
  /** A Liquid asset id: a 64-hex hash, like a txid. */
  | "asset-id"
  | "height"
  | "output-index"
  | "tx-index"
  | "start-index"
  | "address"
  | "script-hash"
  | "statistics-interval"
  | "mining-interval"
  | "block-count"
  | "unix-seconds";

export type QueryParamKind =
  /** One optional txid (`after_txid`); empty means absent. */
  | "txid"
  /** Comma-joined txids, 1 to 50 (`txids=` of `/api/txs/outspends`). */
  | "txid-list"
  /** A repeated txid, at most 100 values (`txId[]=` of `/api/v1/transaction-times`). */
  | "txid-array"
  | "unix-seconds"
  | "mining-interval"
  /** spec §5: numeric query parameters are integers only; these count from 0. */
  | "whole-number";

/**
 * Throws an `InputError` (400) when `raw`, a decoded path segment, is not a `kind` on `network`.
 *
 * @example
 * checkPathParam("start-index", "30", "mainnet"); // throws StartIndexError
 * checkPathParam("address", "tb1q…", "mainnet");  // throws AddressNetworkError
 */
export function checkPathParam(kind: PathParamKind, raw: string, network: Network): void {
  switch (kind) {
    case "txid":
      parseTxid(raw);
      return;
    case "block-hash":
      parseBlockHash(raw);
      return;
    case "asset-id":
      parseAssetId(raw);
      return;
    case "height":
      parseHeight(raw);
      return;
    case "output-index":
      parseIndex(raw, "output index");
      return;
    case "tx-index":
      parseIndex(raw, "transaction index");
      return;
    case "start-index":
      parseStartIndex(raw);
      return;
    case "address": {
      const format = addressNetworkOf(network);
      // Liquid and Bisq addresses are not Bitcoin's; their backend is the only judge.
      if (format !== null) parseAddressOn(raw, format);
      return;
    }
    case "script-hash":
      parseScriptHash(raw);
      return;
    case "statistics-interval":
      parseStatisticsInterval(raw);
      return;
    case "mining-interval":
      parseMiningInterval(raw);
      return;
    case "block-count":
      parseBlockCount(raw);
      return;
    case "unix-seconds":
      parseUnixSeconds(raw);
      return;
  }
}

/**
 * Throws an `InputError` (400) when the values of one query parameter (every occurrence, in
 * order) are not a `kind`. Empty values count as absent, as the backends read them.
 *
 * @example
 * checkQueryParam("whole-number", ["12.5"], "limit", "mainnet"); // throws InvalidParamError
 * checkQueryParam("txid", [""], "after_txid", "mainnet");      // ok: no cursor
 */
export function checkQueryParam(kind: QueryParamKind, values: readonly string[], name: string, network: Network): void {
  if (kind === "txid-array") {
    parseTxidArray(values, name);
    return;
  }
  for (const value of values) {
    if (value === "") continue;
    checkQueryValue(kind, value, name, network);
  }
}

function checkQueryValue(kind: Exclude<QueryParamKind, "txid-array">, value: string, name: string, network: Network): void {
  switch (kind) {
    case "txid":
      parseTxid(value);
      return;
    case "txid-list":
      parseTxidList(value, name);
      return;
    case "unix-seconds":
    case "mining-interval":
      checkPathParam(kind, value, network);
      return;
    case "whole-number":
      parseWholeNumber(value, name, "expected a whole number of 0 or more (spec §5: integers only).");
      return;
  }
}
