import { describe, expect, it } from "vitest";
import { darken, desaturate, hexToRgba } from "../../../shared/graph/colour-math.ts";
import { HIGHLIGHT_COLOUR, HOVER_COLOUR, baseColour, passesFilter, squareColour } from "../../../shared/graph/graph-colours.ts";
import type { GraphTransaction } from "../../../shared/graph/graph-transaction.ts";
import { ACCELERATED_COLOUR, ADDED_COLOUR, CENSORED_COLOUR, FILTER_NON_MATCH_ALPHA, UNKNOWN_COLOUR, feeColour } from "../../../shared/tables/fee-colours.ts";
import { flagsFromKeys } from "../../../shared/tables/transaction-flags.ts";

const TXID = "ab".repeat(32);
// Own rate 5 sat/vB, effective rate 25: the colour must follow the own rate.
const tx: GraphTransaction = { txid: TXID, fee: 1_000, vsize: 200, value: 10_000, rate: 25, flags: Number(flagsFromKeys(["rbf", "p2wpkh"])) };
const PALETTE = hexToRgba(feeColour(5));

describe("baseColour", () => {
  it("colours by the transaction's own fee rate, not the effective one", () => {
    expect(baseColour(tx, false)).toEqual(PALETTE);
    expect(feeColour(5)).not.toBe(feeColour(25));
  });

  it("draws an accelerated transaction violet, with or without audit data", () => {
    expect(baseColour({ ...tx, acc: true }, false)).toEqual(hexToRgba(ACCELERATED_COLOUR));
    expect(baseColour({ ...tx, acc: true }, true)).toEqual(hexToRgba(ACCELERATED_COLOUR));
    expect(baseColour({ ...tx, status: "accelerated" }, true)).toEqual(hexToRgba(ACCELERATED_COLOUR));
  });

  it("ignores audit statuses outside audit mode", () => {
    expect(baseColour({ ...tx, status: "censored" }, false)).toEqual(PALETTE);
  });

  it("uses the audit palette in audit mode", () => {
    const audit = (status: GraphTransaction["status"], context?: GraphTransaction["context"]) => baseColour({ ...tx, status, context }, true);
    expect(audit("censored")).toEqual(hexToRgba(CENSORED_COLOUR));
    expect(audit("added")).toEqual(hexToRgba(ADDED_COLOUR));
    expect(audit("unseen")).toEqual(hexToRgba(UNKNOWN_COLOUR));
    expect(audit("prioritized")).toEqual(darken(hexToRgba(ADDED_COLOUR), 0.7));
    for (const marginal of ["missing", "sigop", "rbf", "selected", "deprioritized"] as const) {
      expect(audit(marginal)).toEqual(desaturate(PALETTE, 0.8));
    }
    expect(audit("fresh")).toEqual(audit("freshcpfp"));
    expect(audit("fresh")).toEqual(darken(desaturate(hexToRgba(CENSORED_COLOUR), 0.5), 0.7));
    expect(audit("found")).toEqual(PALETTE);
    expect(audit("found", "projected")).toEqual(darken(desaturate(PALETTE, 0.3), 0.9));
    expect(audit("bogus" as never)).toEqual(PALETTE);
  });
});

describe("squareColour and the transaction filter", () => {
  it("fades transactions that do not match to 20 % opacity", () => {
    const taproot = { flags: flagsFromKeys(["p2tr"]), mode: "and" as const };
    expect(squareColour(tx, { auditMode: false, filter: taproot })[3]).toBe(FILTER_NON_MATCH_ALPHA);
    expect(squareColour(tx, { auditMode: false, filter: { flags: flagsFromKeys(["p2wpkh"]), mode: "and" } })[3]).toBe(1);
    expect(squareColour(tx, { auditMode: false, filter: null })).toEqual(PALETTE);
  });

  it("combines flags with 'and' or 'or'", () => {
    const both = flagsFromKeys(["rbf", "p2tr"]);
    expect(passesFilter(tx, { flags: both, mode: "and" })).toBe(false);
    expect(passesFilter(tx, { flags: both, mode: "or" })).toBe(true);
  });

  it("matches the acceleration flag for accelerated transactions (bit 19 OR-ed in)", () => {
    const accelerated = { flags: flagsFromKeys(["acceleration"]), mode: "and" as const };
    expect(passesFilter(tx, accelerated)).toBe(false);
    expect(passesFilter({ ...tx, acc: true }, accelerated)).toBe(true);
  });

  it("defines the hover and highlight colours of research §5.3", () => {
    expect(HOVER_COLOUR).toBe("#1bd8f4");
    expect(HIGHLIGHT_COLOUR).toBe("#800080");
  });
});
