/**
 * The JSON bodies of the devnet's service routes (devnet-service-paths.ts), read strictly from
 * text: a pool's acceleration request and a faucet request. A malformed one is the code the route
 * answers with 400; fields beyond those read are ignored, so a caller may send more.
 *
 * @example
 * parsePoolAcceleration('{"txid":"ab…","feeDelta":6000,"requestedAt":1763700000}'); // { txid, feeDelta: 6000, requestedAt }
 * parseFaucetRequest('{"address":"bc1q…","amount":100000}', "mainnet");              // { ok: true, script, amount: 100000 }
 */
import { parseAddress } from "../../../shared/rules/address-script.ts";
import { isTxid } from "../../../shared/types/ids.ts";
import type { PoolAccelerationRequest } from "../state/accelerator-desk.ts";
import { FAUCET_MAX_SATS, FAUCET_MIN_SATS } from "../sim/faucet.ts";
import { MAX_MONEY_SATS } from "../tx/build-transaction.ts";
import type { AddressNetwork } from "../tx/output-script.ts";

export type FaucetRequestCode = "invalid_faucet_request" | "invalid_address" | "invalid_amount";

export type FaucetRequestParse =
  | { readonly ok: true; readonly script: Uint8Array; readonly amount: number }
  | { readonly ok: false; readonly code: FaucetRequestCode };

/** A txid as the mempool keys it, or undefined for anything that is not 64 hex characters. */
export const txidOf = (input: unknown): string | undefined => (isTxid(input) ? input.toLowerCase() : undefined);

/**
 * `{ txid, feeDelta, requestedAt }`: a txid, a whole number of sats above 0 (at most all the coins
 * there will ever be), and unix seconds above 0; undefined for anything else
 * (`invalid_acceleration_request`).
 */
export function parsePoolAcceleration(text: string): PoolAccelerationRequest | undefined {
  const body = objectOf(text);
  if (!body) return undefined;
  const txid = txidOf(body["txid"]);
  const { feeDelta, requestedAt } = body;
  if (txid === undefined || !isWholeIn(feeDelta, 1, MAX_MONEY_SATS) || !isWholeIn(requestedAt, 1, Number.MAX_SAFE_INTEGER)) return undefined;
  return { txid, feeDelta, requestedAt };
}

/**
 * `{ address, amount }`: an address of `network` the devnet can pay, and whole sats from
 * FAUCET_MIN_SATS to FAUCET_MAX_SATS. The address is judged first.
 */
export function parseFaucetRequest(text: string, network: AddressNetwork): FaucetRequestParse {
  const body = objectOf(text);
  if (!body) return { ok: false, code: "invalid_faucet_request" };
  const { address, amount } = body;
  const parsed = typeof address === "string" ? parseAddress(address, network) : undefined;
  if (!parsed?.ok) return { ok: false, code: "invalid_address" };
  if (!isWholeIn(amount, FAUCET_MIN_SATS, FAUCET_MAX_SATS)) return { ok: false, code: "invalid_amount" };
  return { ok: true, script: parsed.address.script, amount };
}

const isWholeIn = (value: unknown, min: number, max: number): value is number => Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;

function objectOf(text: string): Readonly<Record<string, unknown>> | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
  return typeof json === "object" && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : undefined;
}
