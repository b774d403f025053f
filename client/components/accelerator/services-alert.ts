/**
 * What a refusal of the services shows (spec §8): the catalogue's text and severity for its codes
 * (not_enough_balance with its link to the deposit page, waitlisted as information), this client's
 * texts for the account codes of shared/services/services-wire.ts, and any other code as given, as
 * a danger.
 *
 * @example
 * servicesAlert("waitlisted", t);       // { code: "waitlisted", message: "You are currently on the wait list. …", severity: "info", depositLink: false }
 * servicesAlert("invalid_credentials", t).message; // "Wrong username or password."
 * servicesAlert("teapot", t);           // { code: "teapot", message: "teapot", severity: "danger", depositLink: false }
 */
import { ACCOUNT_ERROR_CODES, type AccountErrorCode } from "../../../shared/services/services-wire.ts";
import { type ErrorSeverity, errorMessage, isErrorCode } from "../../../shared/tables/error-catalogue.ts";
import type { AcceleratorTranslate } from "../../i18n/locales/accelerator-area.ts";

export interface ServicesAlert {
  readonly code: string;
  readonly message: string;
  readonly severity: ErrorSeverity;
  /** spec §8: not_enough_balance links to the deposit page (/services/accelerator). */
  readonly depositLink: boolean;
}

const isAccountCode = (code: string): code is AccountErrorCode => (ACCOUNT_ERROR_CODES as readonly string[]).includes(code);

export function servicesAlert(code: string, t: AcceleratorTranslate): ServicesAlert {
  if (isAccountCode(code)) return { code, message: t(`account.error.${code}`), severity: "danger", depositLink: false };
  const { code: shown, message, severity, link } = errorMessage(code);
  return { code: shown, message: isErrorCode(shown) ? t(`error.${shown}`) : message, severity, depositLink: link === "accelerator-deposit" };
}
