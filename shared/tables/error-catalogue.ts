/** How an error alert is drawn: spec §8 shows every code as danger except waitlisted. */
export type ErrorSeverity = "danger" | "info";

/** A catalogue entry, ready for an alert. */
export interface CatalogueError {
  readonly code: string;
  readonly message: string;
  readonly severity: ErrorSeverity;
  /** Where the alert links to, when it does (spec §8: not_enough_balance links to the deposit page). */
  readonly link?: "accelerator-deposit";
}

interface Entry {
  readonly message: string;
  readonly severity?: ErrorSeverity;
  readonly link?: "accelerator-deposit";
}

/** Spec §8, word for word: these are product texts, typos included ("You current subscription"). */
export const ERROR_CATALOGUE = {
  internal_server_error: { message: "Something went wrong, please try again later" },
  acceleration_duplicated: { message: "This transaction has already been accelerated." },
  acceleration_outbid: { message: "Your fee delta is too low." },
  cannot_accelerate_tx: { message: "Cannot accelerate this transaction." },
  cannot_decode_raw_tx: { message: "Cannot decode this raw transaction." },
  cannot_fetch_raw_tx: { message: "Cannot find this transaction." },
  high_sigop_tx: { message: "This transaction cannot be accelerated." },
  invalid_acceleration_request: { message: "This acceleration request is not valid." },
  invalid_tx_dependencies: { message: "This transaction dependencies are not valid." },
  mempool_rejected_raw_tx: { message: "Our mempool rejected this transaction" },
  no_mining_pool_available: { message: "No mining pool available at the moment" },
  not_available: { message: "You current subscription does not allow you to access this feature." },
  not_enough_balance: { message: "Your account balance is too low. Please make a deposit.", link: "accelerator-deposit" },
  not_verified: { message: "You must verify your account to use this feature." },
  recommended_fees_not_available: { message: "Recommended fees are not available right now." },
  too_many_relatives: { message: "This transaction has too many relatives." },
  txid_not_in_mempool: { message: "This transaction is not in the mempool." },
  waitlisted: {
    message: "You are currently on the wait list. You will get notified once you are granted access.",
    severity: "info",
  },
  not_whitelisted_by_any_pool: { message: "You are not whitelisted by any mining pool" },
} as const satisfies Record<string, Entry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** What an error without a usable code becomes. */
export const FALLBACK_ERROR_CODE: ErrorCode = "internal_server_error";

/** Spec §8: cannot_accelerate_tx is "also raised when the estimate is 204 or empty". */
export const EMPTY_ESTIMATE_ERROR_CODE: ErrorCode = "cannot_accelerate_tx";

/** Whether a string is a catalogue code (own keys only, so "toString" is not one). */
export const isErrorCode = (code: unknown): code is ErrorCode => typeof code === "string" && Object.hasOwn(ERROR_CATALOGUE, code);

/**
 * The alert for an error code. Spec §8: "Unknown codes are shown as given in a danger alert". A value
 * that is not a non-empty string (a body without an `error` field) becomes internal_server_error.
 *
 * @example
 * errorMessage("waitlisted").severity;   // "info"
 * errorMessage("rate_limited");          // { code: "rate_limited", message: "rate_limited", severity: "danger" }
 */
export function errorMessage(code: unknown): CatalogueError {
  const given = typeof code === "string" && code.trim() !== "" ? code : FALLBACK_ERROR_CODE;
  if (!isErrorCode(given)) return { code: given, message: given, severity: "danger" };
  const entry: Entry = ERROR_CATALOGUE[given];
  return {
    code: given,
    message: entry.message,
    severity: entry.severity ?? "danger",
    ...(entry.link === undefined ? {} : { link: entry.link }),
  };
}

/**
 * The code an accelerate failure shows. Spec §4.2: "A 403 with error not_available becomes
 * 'waitlisted'"; any other error is shown as given.
 *
 * @example
 * accelerateErrorCode(403, "not_available"); // "waitlisted"
 * accelerateErrorCode(400, "not_available"); // "not_available"
 */
export function accelerateErrorCode(httpStatus: number, code: string): string {
  return httpStatus === 403 && code === "not_available" ? "waitlisted" : code;
}
