/**
 * The services API (spec §7.3, research accelerator.md §1): its paths under `/api/v1/services/` and
 * the shapes it answers, one source for the worker that serves them and the client that calls them.
 * Amounts are sats, times unix seconds. An error answers a status and a bare string code as its body
 * (`text/plain`, e.g. `not_enough_balance`), as the original's clients read it.
 *
 * @example
 * fetch(servicesPath("accelerator/estimate"), { method: "POST", body: JSON.stringify({ txInput: txid }) });
 */
import type { AccelerationEstimate } from "../rules/acceleration-estimate.ts";

export const SERVICES_PREFIX = "/api/v1/services";

/** `accelerator/estimate` → `/api/v1/services/accelerator/estimate`. */
export const servicesPath = (path: string): string => `${SERVICES_PREFIX}/${path}`;

/** The session cookie: HttpOnly, Secure, SameSite=Lax, rotated at every login. */
export const SESSION_COOKIE_NAME = "bt_session";

// ---- Accounts -------------------------------------------------------------------------------

/** `POST auth/signup`: a new account; the answer logs it in. */
export interface SignupRequest {
  readonly username: string;
  readonly password: string;
  readonly email?: string;
}

/** `POST auth/login`. */
export interface LoginRequest {
  readonly username: string;
  readonly password: string;
}

/** What login and signup answer, and what the client keeps as `localStorage.auth` (spec §3, §6). */
export interface AuthState {
  readonly user: { readonly userId: number; readonly username: string };
}

/** `GET account` (research §1.2 `IUser`), with the accelerator's access flag. */
export interface AccountInfo {
  readonly username: string;
  readonly email: string | null;
  readonly passwordIsSet: true;
  readonly snsId: null;
  readonly type: "community";
  readonly subscription_tag: "free";
  readonly status: "pending" | "verified" | "disabled";
  readonly features: null;
  readonly countryCode: null;
  readonly imageMd5: string;
  readonly ogRank: null;
  /** Granted out of the waitlist: may accelerate. */
  readonly hasAccess: boolean;
}

/** `GET account/menu`: groups of links (an item whose link is `logout` is a logout button). */
export interface MenuGroup {
  readonly title: string;
  readonly i18n: string;
  readonly items: readonly { readonly title: string; readonly i18n: string; readonly faIcon: string; readonly link: string; readonly isExternal?: boolean }[];
}

// ---- Money ----------------------------------------------------------------------------------

/** `GET accelerator/balance` (research §1.4): spendable sats, sats held by running accelerations, fees paid so far. */
export interface AccountBalance {
  readonly balance: number;
  readonly hold: number;
  readonly feesPaid: number;
}

/** `GET accelerator/deposit`: where the account's bitcoin deposits go; `testCoins` when the devnet can send some. */
export interface DepositInfo {
  readonly address: string;
  /** Confirmations a deposit needs before it is credited. */
  readonly confirmations: number;
  readonly testCoins: boolean;
}

/** `POST accelerator/test-coins` (devnet only): the payment sent to the deposit address. */
export interface TestCoinsPayment {
  readonly txid: string;
  readonly amount: number;
}

export type LedgerEntryKind = "deposit" | "credit" | "hold" | "release" | "charge";

/** One line of the account's ledger (`GET accelerator/ledger`, newest first, `X-Total-Count`). */
export interface LedgerLine {
  readonly id: number;
  readonly kind: LedgerEntryKind;
  /** Change of the spendable balance, signed sats. */
  readonly amount: number;
  /** The spendable balance after it. */
  readonly balanceAfter: number;
  readonly time: number;
  /** The deposit's or the accelerated transaction's txid, when there is one. */
  readonly txid: string | null;
  readonly memo: string;
}

// ---- Accelerator ----------------------------------------------------------------------------

/** `POST accelerator/estimate` body; `txInput` is the txid. */
export interface EstimateRequest {
  readonly txInput: string;
}

/** `POST accelerator/accelerate` body: the max bid in sats. */
export interface AccelerateRequest {
  readonly txInput: string;
  readonly userBid: number;
}

/** The estimate as the wire carries it (research §1.3 `AccelerationEstimate`). */
export interface EstimateResponse extends AccelerationEstimate {
  readonly txSummary: AccelerationEstimate["txSummary"] & { readonly txid: string };
  readonly enoughBalance: boolean;
  readonly pools: readonly number[];
  /** The three bid options, 1x, 2x and 4x (spec §5). */
  readonly options: readonly { readonly fee: number }[];
}

export type AccelerationStatus = "requested" | "accelerating" | "completed_provisional" | "completed" | "failed_provisional" | "failed";

/** A history row (research §1.3 `Acceleration`, `accelerator/accelerations/history`). */
export interface AccelerationRecord {
  readonly txid: string;
  readonly status: AccelerationStatus;
  readonly pools: readonly number[];
  /** What was charged in all: base fee + vsize fee + bid boost; 0 while running or when failed. */
  readonly feePaid: number;
  readonly added: number;
  readonly lastUpdated: number;
  readonly baseFee: number;
  readonly vsizeFee: number;
  readonly effectiveFee: number;
  readonly effectiveVsize: number;
  /** The max bid. */
  readonly feeDelta: number;
  readonly blockHash: string | null;
  readonly blockHeight: number | null;
  /** What the bid-boost rule charged of the bid, once mined by a partner. */
  readonly bidBoost: number | null;
  readonly boostRate: number | null;
  readonly boostVersion: "v2";
  readonly minedByPoolUniqueId: number | null;
  /** Failed because it was replaced, dropped or mined by a pool that is no partner. */
  readonly canceled: boolean;
}

/** A user history row (`accelerator/history`, research §1.4) with its event timeline. */
export interface UserAccelerationRecord extends AccelerationRecord {
  readonly history: readonly { readonly event: string; readonly timestamp: number }[];
}

/** `accelerator/accelerations/stats`. */
export interface AccelerationStats {
  readonly totalRequested: number;
  readonly totalAccepted: number;
  readonly totalCompleted: number;
  /** Sats charged as bid boost. */
  readonly totalBidBoost: number;
  readonly totalVsize: number;
}

/** A bucket of `accelerator/accelerations/history/aggregated` (with an `x-oldest-accel` header). */
export interface AggregatedAccelerations {
  readonly timestamp: number;
  readonly sumBidBoost: number;
  readonly count: number;
  readonly avgHeight: number;
}

/** `version`. */
export interface ServicesVersion {
  readonly gitCommit: string;
  readonly version: string;
}

/** Codes the services answer beyond spec §8's catalogue (research §1.6), for accounts and requests. */
export const ACCOUNT_ERROR_CODES = [
  "bad_request",
  "unauthorized",
  "forbidden",
  "invalid_credentials",
  "account_locked",
  "rate_limited",
  "username_taken",
  "invalid_username",
  "weak_password",
  "invalid_email",
  "temporarily_unavailable",
  "not_found",
] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];
