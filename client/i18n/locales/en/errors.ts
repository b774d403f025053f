/**
 * The texts of spec §8's error catalogue, keyed by code ("error.not_enough_balance"): English from
 * the catalogue itself (shared/tables/error-catalogue.ts, word for word), so a language translates
 * them like any other text. Loaded with the accelerator's chunks (../accelerator-area.ts).
 */
import { ERROR_CATALOGUE, type ErrorCode } from "../../../../shared/tables/error-catalogue.ts";

type ErrorTexts = { readonly [Code in ErrorCode as `error.${Code}`]: string };

export const enErrors = Object.fromEntries(Object.entries(ERROR_CATALOGUE).map(([code, entry]) => [`error.${code}`, entry.message])) as ErrorTexts;
