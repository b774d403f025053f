/**
 * The devnet API's own route parameters, parsed from the raw strings at the edge (Blocktide habit
 * 6): each parser returns a typed value or throws an `InputError`, which the error handler answers
 * with 400 and the message. The parameters Esplora and the mempool backend share with the
 * explorer's edge are read by shared/params/esplora-params.ts and history-params.ts, so both
 * refuse a request with the same text.
 *
 * @example
 * parseAfterTxid("");                   // undefined: the first page
 * addressScript("bc1q…", "mainnet");    // "0014…"
 */
import { hex as hexCoder } from "@scure/base";
import { type ApiBodyKind, checkBodySize } from "../../../shared/params/api-bodies.ts";
import { RUST_USIZE_MAX, rustUnsigned } from "../../../shared/params/backend-numbers.ts";
import { parseAddressOn } from "../../../shared/params/esplora-params.ts";
import { InvalidParamError } from "../../../shared/params/errors.ts";
import { decodeUtf8 } from "../../../shared/runtime/web-globals.ts";
import { type Txid, parseTxid } from "../../../shared/types/ids.ts";
import type { AddressNetwork } from "../tx/output-script.ts";
import { MAX_SUMMARY_TXS } from "./script-pages.ts";
import { MAX_TX_HEX_CHARACTERS } from "../../../shared/rules/tx-hex.ts";

/** A paging cursor: absent or empty means the first page. */
export function parseAfterTxid(raw: string | undefined): Txid | undefined {
  return raw === undefined || raw === "" ? undefined : parseTxid(raw);
}

/**
 * `max_txs` of a summary: at most (and by default) electrs' 5,000 rows; text that is no number
 * reads as none, as electrs's `parse().ok()` does.
 *
 * @example
 * parseMaxTxs("100");   // 100
 * parseMaxTxs("99999"); // 5000
 * parseMaxTxs("many");  // 5000
 */
export function parseMaxTxs(raw: string | undefined): number {
  return Math.min(MAX_SUMMARY_TXS, rustUnsigned(raw, RUST_USIZE_MAX) ?? MAX_SUMMARY_TXS);
}

/**
 * The output script (hex) an address pays, with Esplora's errors.
 *
 * @example
 * addressScript("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "mainnet"); // "0014e8df…"
 */
export function addressScript(raw: string | undefined, network: AddressNetwork): string {
  return hexCoder.encode(parseAddressOn(raw, network).script);
}

/**
 * The text body of `POST /api/tx`, surrounding whitespace removed. Its content is checked by the
 * node (the devnet's acceptance), which explains what is wrong with it.
 */
export function parseTxHexBody(body: string): string {
  if (body.length > MAX_TX_HEX_CHARACTERS) {
    throw new InvalidParamError("transaction", body, `a raw transaction is at most ${MAX_TX_HEX_CHARACTERS} hex characters (4,000,000 WU).`);
  }
  return body.trim();
}

/**
 * The text of a POST lookup's JSON body, refused past the size limit of its kind
 * (shared/params/api-bodies.ts) before it is decoded.
 *
 * @example
 * parseOutpoints(await bodyText(c.req.raw, "outpoints"));
 */
export async function bodyText(request: Request, kind: ApiBodyKind): Promise<string> {
  const bytes = new Uint8Array(await request.arrayBuffer());
  checkBodySize(kind, bytes.length);
  return decodeUtf8(bytes);
}
