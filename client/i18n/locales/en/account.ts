/**
 * English texts of the account area: sign-in and sign-up (spec §2.2, §6), the header's account
 * menu, the account page with its balance, deposit address and ledger, and the account codes of
 * shared/services/services-wire.ts (spec §8's codes are ./errors.ts, from the catalogue). Loaded with the
 * accelerator's chunks (../accelerator-area.ts).
 */
import type { AccountErrorCode, LedgerEntryKind } from "../../../../shared/services/services-wire.ts";

export const enAccount = {
  "account.login.title": "Sign in",
  "account.login.intro": "Sign in to accelerate transactions with your account's balance.",
  "account.signup.title": "Create an account",
  "account.signup.intro": "An account holds the balance that pays for accelerations.",
  "account.form.username": "Username",
  "account.form.email": "Email",
  "account.form.optional": "(optional)",
  "account.form.password": "Password",
  "account.form.confirm": "Repeat the password",
  "account.form.password-mismatch": "The two passwords differ.",
  "account.form.sign-in": "Sign in",
  "account.form.sign-up": "Create an account",
  "account.no-account": "No account yet?",
  "account.have-account": "Already have an account?",
  "account.signed-in-as": "You are signed in as {{username}}.",
  "account.continue": "Continue",
  "account.retry": "Try again",
  "account.deposit-link": "Make a deposit",

  "account.menu.label": "Account",
  "account.menu.account": "Account and balance",
  "account.menu.history": "Acceleration history",
  "account.menu.sign-out": "Sign out",

  "account.page.title": "Accelerator account",
  "account.page.signed-in": "Signed in as {{username}}.",
  "account.page.history-link": "Your accelerations",
  "account.balance.title": "Balance",
  "account.balance.available": "Available",
  "account.balance.held": "Held by running accelerations",
  "account.balance.fees-paid": "Fees paid",
  "account.deposit.title": "Deposit",
  "account.deposit.intro": "Send bitcoin to this address to fund your account. A deposit is credited once it has {count, plural, one {# confirmation} other {# confirmations}}.",
  "account.deposit.copy": "Copy",
  "account.deposit.copied": "Copied",
  "account.deposit.copy-failed": "Copy failed",
  "account.test-coins.button": "Get test coins",
  "account.test-coins.sent": "{{amount}} sent in",
  "account.test-coins.credited": "It is credited once confirmed.",
  "account.ledger.title": "Ledger",
  "account.ledger.empty": "Nothing has moved on this account yet.",
  "account.ledger.when": "When",
  "account.ledger.kind": "What",
  "account.ledger.amount": "Amount",
  "account.ledger.balance-after": "Balance after",
  "account.ledger.transaction": "Transaction",
  "account.ledger.kind.deposit": "Deposit",
  "account.ledger.kind.credit": "Credit",
  "account.ledger.kind.hold": "Held",
  "account.ledger.kind.release": "Released",
  "account.ledger.kind.charge": "Charged",

  "account.error.bad_request": "The request was not understood. Check the form and try again.",
  "account.error.unauthorized": "Your session has ended. Sign in again.",
  "account.error.forbidden": "This account is disabled.",
  "account.error.invalid_credentials": "Wrong username or password.",
  "account.error.account_locked": "Too many wrong passwords: this account is locked for a while. Try again later.",
  "account.error.rate_limited": "Too many attempts. Wait a moment and try again.",
  "account.error.username_taken": "This username is taken. Choose another one.",
  "account.error.invalid_username": "A username has letters, digits, dots, dashes or underscores, and is not too short or too long.",
  "account.error.weak_password": "This password is too short. Choose a longer one.",
  "account.error.invalid_email": "This is not an email address.",
  "account.error.temporarily_unavailable": "The accelerator is paused for a while. Try again later.",
  "account.error.not_found": "There is nothing at this address.",
} as const satisfies Record<`account.error.${AccountErrorCode}`, string> &
  Record<`account.ledger.kind.${LedgerEntryKind}`, string> &
  Record<`account.${string}`, string>;
