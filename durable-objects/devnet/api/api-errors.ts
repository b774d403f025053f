/**
 * The API's own failures besides malformed input (an `InputError`, 400): a well-formed id that
 * names nothing (404), a paging cursor outside the history (422), a request the devnet cannot serve
 * in its present state (409) and a route whose data only the original's operators have (501).
 * Each carries its status, so the one error handler maps it without knowing the route. Messages
 * are Esplora's fixed texts, which clients match on (research §8 gotcha 13).
 *
 * @example
 * throw new NotFoundError(TX_NOT_FOUND);
 */

export const TX_NOT_FOUND = "Transaction not found";
export const BLOCK_NOT_FOUND = "Block not found";
/** The mempool backend's `/api/v1/tx/:txid/cached` text. */
export const NO_CACHED_TX = "No cached transaction for the provided txid";
/** The mempool backend's `/api/v1/block/:hash/tx/:txid/summary` text. */
export const TX_NOT_IN_SUMMARY = "Transaction not found in summary";
/** The mempool backend's `/api/v1/wallet/:name` text. */
export const NO_SUCH_WALLET = "No such wallet";

/** A well-formed id or height that the devnet does not know. */
export class NotFoundError extends Error {
  readonly status = 404;

  constructor(message: string) {
    super(message);
    this.name = "NotFoundError";
  }
}

/** A request that parses but cannot be served as asked (Esplora answers 422 for these). */
export class UnprocessableError extends Error {
  readonly status = 422;

  constructor(message: string) {
    super(message);
    this.name = "UnprocessableError";
  }
}

/** A request the devnet cannot serve yet (its manual clock stepped while the history still seeds). */
export class ConflictError extends Error {
  readonly status = 409;

  constructor(message: string) {
    super(message);
    this.name = "ConflictError";
  }
}

/** `after_txid` that is neither in the script's mempool nor in its confirmed history. */
export const afterTxidNotFound = (): UnprocessableError => new UnprocessableError("after_txid not found");

/** A route of the original whose data the devnet does not have (another party's lists). */
export class NotServedError extends Error {
  readonly status = 501;

  constructor(message: string) {
    super(message);
    this.name = "NotServedError";
  }
}
