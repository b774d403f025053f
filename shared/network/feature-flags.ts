/**
 * Feature flags of a deployment (spec §1): defaults in one object, overrides merged and checked in
 * one function.
 *
 * @example
 * resolveFeatureFlags("liquid", { audit: true });
 * // { audit: true, lightning: false, accelerator: false, miningDashboard: false, historicalPrice: true }
 */
import { type BaseModule, BASE_MODULES, isBaseModule } from "./networks.ts";
import { InvalidConfigError } from "./errors.ts";

export interface FeatureFlags {
  readonly audit: boolean;
  readonly lightning: boolean;
  readonly accelerator: boolean;
  readonly miningDashboard: boolean;
  readonly historicalPrice: boolean;
}

/** Spec §1. `miningDashboard` is on only where the bitcoin base applies; see resolveFeatureFlags. */
export const FEATURE_FLAG_DEFAULTS: Readonly<FeatureFlags> = {
  audit: false,
  lightning: false,
  accelerator: false,
  miningDashboard: true,
  historicalPrice: true,
};

const FLAG_NAMES = Object.keys(FEATURE_FLAG_DEFAULTS) as (keyof FeatureFlags)[];

/**
 * The flags of a build: defaults for `base`, then every defined override on top. An override that
 * is not a boolean, or names an unknown flag, is a configuration fault and throws InvalidConfigError.
 *
 * @example
 * resolveFeatureFlags("bitcoin").miningDashboard;                            // true
 * resolveFeatureFlags("markets").miningDashboard;                            // false
 * resolveFeatureFlags("bitcoin", { lightning: true, audit: undefined }).lightning; // true
 */
export function resolveFeatureFlags(base: BaseModule, overrides: Partial<FeatureFlags> = {}): FeatureFlags {
  if (!isBaseModule(base)) {
    throw new InvalidConfigError("base", base, `expected one of ${BASE_MODULES.join(", ")}.`);
  }
  if (typeof overrides !== "object" || overrides === null) {
    throw new InvalidConfigError("featureFlags", overrides, "expected an object of booleans.");
  }
  const resolved: Record<keyof FeatureFlags, boolean> = {
    ...FEATURE_FLAG_DEFAULTS,
    // spec §1: the mining dashboard defaults to on only for the bitcoin base.
    miningDashboard: FEATURE_FLAG_DEFAULTS.miningDashboard && base === "bitcoin",
  };
  for (const [name, value] of Object.entries(overrides)) {
    if (!(FLAG_NAMES as string[]).includes(name)) {
      throw new InvalidConfigError(name, value, `unknown feature flag; expected one of ${FLAG_NAMES.join(", ")}.`);
    }
    if (value === undefined) continue;
    if (typeof value !== "boolean") {
      throw new InvalidConfigError(name, value, "expected true or false (parse environment strings first).");
    }
    resolved[name as keyof FeatureFlags] = value;
  }
  return resolved;
}
