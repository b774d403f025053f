/**
 * The kinds of path and query parameter the explorer API takes (research §2.2, spec §7.2, §7.4) and
 * the check of each, so that the edge can refuse a malformed request before any backend sees it.
 * A check refuses only what the backends refuse (a txid that is not 64 hex digits, a height that
 * is no number, an address of another network), never what they read leniently (README
 * "Compatibility with the original backends"); whether the thing exists is the backend's to say.
 * Where Esplora has a fixed text for a bad parameter, that text is used, since clients show or
 * match it; the devnet answers the same texts (durable-objects/devnet/api).
 *
 * @example
 * checkPathParam("height", "840000", "mainnet");          // ok
 * checkPathParam("txid", "abc", "mainnet");               // throws InvalidIdError (400)
 * checkQueryParam("txid-list", ["aa…aa,zz"], "txids", "mainnet"); // ok: electrs answers [] for "zz"
 */
import type { Network } from "../network/networks.ts";
import { addressNetworkOf } from "../rules/network-address-format.ts";
import { parseBlockHash, parseTxid } from "../types/ids.ts";
import {
  parseAddressOn,
  parseAssetId,
  parseHeight,
  parseOutputIndex,
  parseScriptHash,
  parseTxIndex,
  parseTxidArray,
  parseTxidList,
} from "./esplora-params.ts";
import { parseBackendHeight, parseBlockCount, parseStatisticsInterval, parseTimespanBound, parseUnixSeconds } from "./history-params.ts";

/**
 * The kinds of parameter a backend may refuse. A parameter the backends read leniently whatever its
 * text (a block's start index, a cursor, `/api/blocks/:height`, a mining window) has no kind: the
 * edge has nothing to refuse, and the devnet reads it as the backend does.
 */
export type PathParamKind =
  | "txid"
  | "block-hash"
  /** A Liquid asset id: a 64-hex hash, like a txid. */
  | "asset-id"
  /** Esplora's `/api/block-height/:height`, read as electrs reads it. */
  | "height"
  /** The mempool backend's heights (`parseInt`; history-params.ts parseBackendHeight). */
  | "backend-height"
  | "output-index"
  | "tx-index"
  | "address"
  | "script-hash"
  | "statistics-interval"
  | "block-count"
  | "unix-seconds";

export type QueryParamKind =
  /** Comma-joined txids, at most 50 (`txids=` of `/api/txs/outspends`). */
  | "txid-list"
  /** A repeated txid, at most 100 values (`txId[]=` of `/api/v1/transaction-times`). */
  | "txid-array"
  /** A bound of `mining/blocks/fees?from=&to=` (`parseInt`, not 0). */
  | "timespan-seconds";

/**
 * Throws an `InputError` (400) when `raw`, a decoded path segment, is not a `kind` on `network`.
 *
 * @example
 * checkPathParam("output-index", "x", "mainnet"); // throws InvalidParamError
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
    case "backend-height":
      parseBackendHeight(raw);
      return;
    case "output-index":
      parseOutputIndex(raw);
      return;
    case "tx-index":
      parseTxIndex(raw);
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
 * checkQueryParam("txid-list", [Array(51).fill(txid).join(",")], "txids", "mainnet"); // throws: at most 50
 * checkQueryParam("timespan-seconds", [""], "from", "mainnet");                       // ok: absent
 */
export function checkQueryParam(kind: QueryParamKind, values: readonly string[], name: string, network: Network): void {
  if (kind === "txid-array") {
    parseTxidArray(values, name);
    return;
  }
  for (const value of values) {
    if (value === "") continue;
    if (kind === "txid-list") parseTxidList(value, name);
    else parseTimespanBound(value, name);
  }
}
