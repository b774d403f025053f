import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type Env, readConfig } from "../../worker/env.ts";
import { InvalidConfigError } from "../../shared/network/errors.ts";

type Vars = { -readonly [K in keyof Env as Env[K] extends string | undefined ? K : never]?: string };
const withVars = (vars: Vars): Env => ({ ...(env as unknown as Env), ...vars });

describe("the worker's configuration", () => {
  it("turns the audit and the accelerator on for the devnet (wrangler.toml) and keeps the base's other defaults", () => {
    expect(readConfig(env as unknown as Env).features).toEqual({ audit: true, lightning: false, accelerator: true, miningDashboard: true, historicalPrice: true });
  });

  it("reads each FEATURE_* var as true or false, and an empty one as the default", () => {
    const features = readConfig(withVars({ FEATURE_AUDIT: "", FEATURE_LIGHTNING: "true", FEATURE_MINING_DASHBOARD: "false" })).features;
    expect(features).toMatchObject({ audit: false, lightning: true, miningDashboard: false });
    expect(readConfig(withVars({ BASE_MODULE: "liquid", FEATURE_AUDIT: "" })).features.miningDashboard).toBe(false);
  });

  it("refuses a flag that is neither true nor false, naming the var", () => {
    expect(() => readConfig(withVars({ FEATURE_ACCELERATOR: "yes" }))).toThrow(InvalidConfigError);
    expect(() => readConfig(withVars({ FEATURE_ACCELERATOR: "yes" }))).toThrow(/FEATURE_ACCELERATOR/);
  });
});
