import { describe, expect, it } from "vitest";
import { type AccelerateState, type EstimateState, panelView, type PanelInput, quoteOf } from "../../../client/components/accelerate/panel-view.ts";
import type { Estimate } from "../../../client/services/accelerator-readers.ts";
import { satPerVByte, sats, vbytes } from "../../../shared/types/units.ts";

/** cost 1500 and fee 440 make the options 3000, 6000 and 12000 (spec §5). */
const estimate = (fields: Partial<Estimate> = {}): Estimate => ({
  hasAccess: true,
  userBalance: sats(250_000),
  cost: sats(1_500),
  targetFeeRate: satPerVByte(12),
  nextBlockFee: sats(2_640),
  mempoolBaseFee: sats(5_000),
  vsizeFee: sats(220),
  txSummary: { effectiveVsize: vbytes(220), effectiveFee: sats(440), ancestorCount: 0 },
  pools: [1, 2],
  ...fields,
});

const ready = (value = estimate()): EstimateState => ({ latest: { kind: "ready", estimate: value }, lastGood: value });
const IDLE: AccelerateState = { status: "idle" };

const view = (input: Partial<PanelInput>) =>
  panelView({ estimate: ready(), viewer: "signed-in", accelerate: IDLE, selected: 1, accelerated: false, ...input });

describe("panelView: loading (spec §2.5, §4.2 step 1)", () => {
  it("is a skeleton until the first estimate answers", () => {
    expect(view({ estimate: { latest: null, lastGood: null } })).toEqual({ kind: "skeleton" });
  });

  it("is a skeleton while the visitor's session is not known (server render, hydration)", () => {
    expect(view({ viewer: "unknown" }).kind).toBe("skeleton");
  });
});

describe("panelView: the quote (spec §4.2 step 5, §5)", () => {
  it("selects the 2x option by default and adds the base and vsize fees to its bid", () => {
    const shown = view({});
    expect(shown.kind).toBe("quote");
    if (shown.kind !== "quote") return;
    expect(shown.quote?.options.map((option) => option.fee)).toEqual([3_000, 6_000, 12_000]);
    expect(shown.quote?.selected).toBe(1);
    expect(shown.quote?.bid).toBe(6_000);
    expect(shown.quote?.maxCost).toBe(6_000 + 5_000 + 220);
    expect(shown.errorCode).toBeNull();
  });

  it("keeps the chosen option across a new estimate, and falls back to the default for an index that is none", () => {
    expect(quoteOf(estimate({ cost: sats(3_000) }), 2).bid).toBe(24_000);
    expect(quoteOf(estimate(), 7).selected).toBe(1);
  });

  it("offers Accelerate to a signed-in visitor with access, with the balance green when it covers the maximum cost", () => {
    const shown = view({});
    expect(shown).toMatchObject({ action: "accelerate", canAccelerate: true, waitlist: false, balance: { sats: 250_000, covers: true } });
  });

  it("shows the balance red and holds Accelerate back when it falls short of the maximum cost (spec §2.5, §6)", () => {
    const shown = view({ estimate: ready(estimate({ userBalance: sats(11_219) })) });
    expect(shown).toMatchObject({ action: "accelerate", canAccelerate: false, errorCode: null, balance: { sats: 11_219, covers: false } });
    expect(view({ estimate: ready(estimate({ userBalance: sats(11_220) })) })).toMatchObject({ canAccelerate: true, balance: { covers: true } });
  });

  it("offers Login, and no balance, to an anonymous visitor (spec §6)", () => {
    const shown = view({ viewer: "anonymous", estimate: ready(estimate({ hasAccess: false, userBalance: sats(0) })) });
    expect(shown).toMatchObject({ action: "login", balance: null, waitlist: false, errorCode: null, canAccelerate: false });
  });

  it("shows the waitlist notice, and no Accelerate, to a signed-in visitor without access (spec §2.5)", () => {
    expect(view({ estimate: ready(estimate({ hasAccess: false })) })).toMatchObject({ action: "none", waitlist: true, errorCode: null });
  });
});

describe("panelView: errors (spec §4.2, §8)", () => {
  it("shows the estimate's refusal, with no quote when no estimate ever came", () => {
    const shown = view({ estimate: { latest: { kind: "error", code: "cannot_accelerate_tx" }, lastGood: null } });
    expect(shown).toMatchObject({ kind: "quote", quote: null, errorCode: "cannot_accelerate_tx", canAccelerate: false });
  });

  it("keeps the last good quote under a later refusal, which holds Accelerate back", () => {
    const shown = view({ estimate: { latest: { kind: "error", code: "txid_not_in_mempool" }, lastGood: estimate() } });
    expect(shown).toMatchObject({ errorCode: "txid_not_in_mempool", canAccelerate: false });
    if (shown.kind === "quote") expect(shown.quote?.bid).toBe(6_000);
  });

  it("step 4: a signed-in visitor with access and no balance gets not_enough_balance", () => {
    expect(view({ estimate: ready(estimate({ userBalance: sats(0) })) })).toMatchObject({ errorCode: "not_enough_balance", canAccelerate: false });
    expect(view({ estimate: ready(estimate({ userBalance: sats(-5) })) })).toMatchObject({ errorCode: "not_enough_balance" });
  });

  it("step 4 asks for access: without it an empty balance is the waitlist, not an error", () => {
    expect(view({ estimate: ready(estimate({ hasAccess: false, userBalance: sats(0) })) })).toMatchObject({ errorCode: null, waitlist: true });
  });

  it("step 6: a 403 not_available becomes waitlisted, with the waitlist notice and no Accelerate", () => {
    const shown = view({ accelerate: { status: "failed", httpStatus: 403, code: "not_available" } });
    expect(shown).toMatchObject({ errorCode: "waitlisted", waitlist: true, action: "none" });
  });

  it("step 6: any other refusal is shown as given, and Accelerate may be pressed again", () => {
    expect(view({ accelerate: { status: "failed", httpStatus: 400, code: "acceleration_outbid" } })).toMatchObject({ errorCode: "acceleration_outbid", canAccelerate: true });
    expect(view({ accelerate: { status: "failed", httpStatus: 400, code: "not_available" } })).toMatchObject({ errorCode: "not_available", waitlist: false });
  });
});

describe("panelView: sending, success and an accelerated transaction", () => {
  it("holds the button while the request is under way (one request per press)", () => {
    expect(view({ accelerate: { status: "sending" } })).toMatchObject({ sending: true, canAccelerate: false });
  });

  it("shows the success once accelerated, even as the live data turns it into an accelerated transaction", () => {
    expect(view({ accelerate: { status: "done", bid: sats(6_000) }, accelerated: true })).toEqual({ kind: "success", bid: 6_000 });
  });

  it("says it is being accelerated instead of offering it when it already is", () => {
    expect(view({ accelerated: true })).toEqual({ kind: "accelerated" });
  });
});
