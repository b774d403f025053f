import { isRightToLeft } from "../network/languages.ts";
import { DEFAULT_FIAT_CODE, FIAT_CURRENCIES, type FiatCode } from "../format/fiat.ts";
import type { RateUnit } from "../format/fee-rate.ts";
import {
  DEFAULT_GRAPH_WINDOW,
  DEFAULT_MINING_WINDOW,
  isGraphWindow,
  isMiningWindow,
  type GraphWindow,
  type MiningWindow,
} from "./chart-windows.ts";

/**
 * The browser's local preferences (spec §3): their storage keys, their defaults, and how a stored
 * string is read back. Storage is outside our control (other tabs, extensions, older versions), so
 * every value is checked and a bad one falls back to its default rather than breaking the page.
 */
export const PREFERENCE_KEYS = {
  timeLeftToRight: "time-preference-ltr",
  flow: "flow-preference",
  audit: "audit-preference",
  fiat: "fiat-preference",
  rateUnit: "rate-unit-preference",
  graphWindow: "graphWindowPreference",
  miningWindow: "miningWindowPreference",
  auth: "auth",
} as const;

export type Visibility = "show" | "hide";

export interface LocalPreferences {
  /** Time runs left to right in the blockchain strip (spec §2.3). */
  readonly timeLeftToRight: boolean;
  readonly flow: Visibility;
  readonly audit: Visibility;
  readonly fiat: FiatCode;
  readonly rateUnit: RateUnit;
  readonly graphWindow: GraphWindow;
  readonly miningWindow: MiningWindow;
  /** The signed-in session as stored; its presence is what "logged in" means (spec §6). */
  readonly auth: Readonly<Record<string, unknown>> | null;
}

/** A reader of stored strings, such as `(key) => localStorage.getItem(key)`. */
export type ReadStored = (key: string) => string | null;

/**
 * spec §5 "The time preference defaults to left-to-right when no value is stored and the locale
 * starts with ar, fa or he"; otherwise time runs right to left (spec §2.3).
 *
 * @example
 * defaultTimeLeftToRight("he-IL"); // true
 * defaultTimeLeftToRight("en");    // false
 */
export const defaultTimeLeftToRight = (locale: string): boolean => isRightToLeft(locale);

/**
 * Reads every preference, with the spec's defaults for values that are missing or malformed.
 *
 * @example
 * readPreferences((key) => localStorage.getItem(key), navigator.language).rateUnit; // "vb"
 */
export function readPreferences(read: ReadStored, locale: string): LocalPreferences {
  const stored = (key: string): string | null => {
    const value = read(key);
    return typeof value === "string" ? value : null;
  };
  const ltr = stored(PREFERENCE_KEYS.timeLeftToRight);
  const fiat = stored(PREFERENCE_KEYS.fiat);
  const rateUnit = stored(PREFERENCE_KEYS.rateUnit);
  const graphWindow = stored(PREFERENCE_KEYS.graphWindow);
  const miningWindow = stored(PREFERENCE_KEYS.miningWindow);
  return {
    timeLeftToRight: ltr === "true" ? true : ltr === "false" ? false : defaultTimeLeftToRight(locale),
    flow: readVisibility(stored(PREFERENCE_KEYS.flow)),
    audit: readVisibility(stored(PREFERENCE_KEYS.audit)),
    fiat: FIAT_CURRENCIES.some((currency) => currency.code === fiat) ? (fiat as FiatCode) : DEFAULT_FIAT_CODE,
    rateUnit: rateUnit === "wu" ? "wu" : "vb",
    graphWindow: isGraphWindow(graphWindow) ? graphWindow : DEFAULT_GRAPH_WINDOW,
    miningWindow: isMiningWindow(miningWindow) ? miningWindow : DEFAULT_MINING_WINDOW,
    auth: readAuth(stored(PREFERENCE_KEYS.auth)),
  };
}

/** The string a preference is stored as, the inverse of readPreferences for that key. */
export function storedPreference<K extends keyof LocalPreferences>(key: K, value: LocalPreferences[K]): string {
  if (key === "auth") return JSON.stringify(value);
  return String(value);
}

// Both panels are shown until the visitor hides them.
const readVisibility = (value: string | null): Visibility => (value === "hide" ? "hide" : "show");

function readAuth(value: string | null): Readonly<Record<string, unknown>> | null {
  if (value === null) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
