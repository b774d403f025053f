/**
 * Calls to the services API (spec §7.3, shared/services/services-wire.ts): paths under
 * `/api/v1/services/` with no network prefix, POSTs with a JSON body and the anti-forgery header
 * (api-fetch.ts adds it), answers read from `unknown`, pages counted by `X-Total-Count`. A refusal
 * is an ApiError whose message is the bare code the services answer (`not_enough_balance`); a 401
 * means the session is gone, so the stored `auth` goes with it (spec §6).
 *
 * @example
 * const balance = await servicesGet("accelerator/balance", readAccountBalance);
 * const { rows, total } = await servicesGetPage("accelerator/ledger?page=1&pageLength=15", readLedgerLine);
 * await servicesPost("accelerator/accelerate", { txInput: txid, userBid: 6_000 });
 */
import { servicesPath } from "../../shared/services/services-wire.ts";
import { ApiError, apiFetch } from "../api/api-fetch.ts";
import { authSession } from "./auth-session.ts";
import { readList } from "./wire-fields.ts";

/** Sends `init` to the services path `path` (e.g. "accelerator/balance"). */
export async function servicesFetch(path: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await apiFetch(servicesPath(path), init, { network: false });
  } catch (error) {
    // A wrong password is a 401 too, but says nothing of a session: only other refusals end one.
    if (error instanceof ApiError && error.status === 401 && !path.startsWith("auth/")) authSession.clear();
    throw error;
  }
}

/** POSTs `body` as JSON. */
export const servicesPost = (path: string, body: unknown): Promise<Response> =>
  servicesFetch(path, { method: "POST", headers: { "content-type": "application/json", accept: "application/json" }, body: JSON.stringify(body) });

/**
 * The answer's JSON read by `read`; an ApiError (502) when it is not JSON or not the shape promised.
 *
 * @example
 * await readServicesJson(await servicesPost("auth/login", request), readAuthAnswer, "auth/login");
 */
export async function readServicesJson<T>(response: Response, read: (json: unknown) => T | undefined, path: string): Promise<T> {
  const value = read(await response.json().catch(() => undefined));
  if (value === undefined) throw new ApiError(502, servicesPath(path), "internal_server_error");
  return value;
}

/** GETs `path` and reads its JSON. */
export async function servicesGet<T>(path: string, read: (json: unknown) => T | undefined): Promise<T> {
  return readServicesJson(await servicesFetch(path, { headers: { accept: "application/json" } }), read, path);
}

/** One page of a list and the whole list's length. */
export interface ServicesPage<T> {
  readonly rows: readonly T[];
  /** `X-Total-Count`; the rows' own count when the header is missing. */
  readonly total: number;
}

/** GETs one page of a list whose rows `readRow` reads. */
export async function servicesGetPage<T>(path: string, readRow: (json: unknown) => T | undefined): Promise<ServicesPage<T>> {
  const response = await servicesFetch(path, { headers: { accept: "application/json" } });
  const rows = await readServicesJson(response, (json) => readList(json, readRow), path);
  const total = Number(response.headers.get("x-total-count"));
  return { rows, total: Number.isSafeInteger(total) && total >= rows.length ? total : rows.length };
}

/** What a failed call says: its status (0 when nothing answered) and the code or text to show. */
export interface ServicesFailure {
  readonly status: number;
  readonly code: string;
}

/**
 * The failure behind `error`; anything but an ApiError is a bug of ours, shown as the catalogue's
 * internal_server_error.
 *
 * @example
 * servicesFailure(new ApiError(403, "/api/v1/services/accelerator/accelerate", "not_available")); // { status: 403, code: "not_available" }
 */
export function servicesFailure(error: unknown): ServicesFailure {
  if (error instanceof ApiError) return { status: error.status, code: error.message };
  console.error("services: unexpected failure", error);
  return { status: 0, code: "internal_server_error" };
}
