import { describe, expect, it } from "vitest";
import { hasBlockAudit } from "../../../../client/pages/block/use-block-overview.ts";

describe("whether a block page asks for the audit", () => {
  it("asks on Bitcoin networks when the build has audits", () => {
    for (const network of ["mainnet", "testnet", "signet"] as const) expect(hasBlockAudit(network, { audit: true }), network).toBe(true);
  });

  it("never asks when the audit feature is off, nor for Liquid blocks", () => {
    expect(hasBlockAudit("mainnet", { audit: false })).toBe(false);
    expect(hasBlockAudit("liquid", { audit: true })).toBe(false);
    expect(hasBlockAudit("liquidtestnet", { audit: true })).toBe(false);
  });
});
