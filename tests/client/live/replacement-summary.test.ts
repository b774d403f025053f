import { describe, expect, it } from "vitest";
import { applyFrame } from "../../../client/live/apply-frame.ts";
import { snapshotFromInitBundle } from "../../../client/live/init-snapshot.ts";
import { readReplacementSummary } from "../../../client/live/live-fields.ts";
import { REPLACEMENT_SUMMARY_ROWS } from "../../../shared/types/replacement-summary.ts";
import { liveState, txid } from "./live-builders.ts";

const row = (i: number, extra: Record<string, unknown> = {}) => ({
  txid: txid(i), mined: false, fullRbf: i % 2 === 0, oldFee: 200 + i, oldVsize: 141, newFee: 400 + i, newVsize: 141.25, ...extra,
});

describe("the latest replacements (rbfSummary / rbfLatestSummary)", () => {
  it("reads rows in the order sent, at most REPLACEMENT_SUMMARY_ROWS", () => {
    const rows = Array.from({ length: 9 }, (_, i) => row(i));
    expect(readReplacementSummary(rows)).toEqual(rows.slice(0, REPLACEMENT_SUMMARY_ROWS));
  });

  it("drops malformed rows and refuses what is not a list", () => {
    const rows = [row(1), row(2, { txid: "nope" }), row(3, { mined: "yes" }), row(4, { oldFee: -1 }), row(5, { newVsize: 0 }), "junk", row(6)];
    expect(readReplacementSummary(rows)?.map((r) => r.txid)).toEqual([txid(1), txid(6)]);
    expect(readReplacementSummary({ 0: row(1) })).toBeUndefined();
    expect(readReplacementSummary(undefined)).toBeUndefined();
  });

  it("keeps only the fields it read", () => {
    expect(readReplacementSummary([row(1, { extra: "x" })])?.[0]).toEqual(row(1));
  });

  it("comes with the init bundle as rbfSummary, empty when the bundle has none", () => {
    expect(snapshotFromInitBundle({ rbfSummary: [row(1)] }).rbfSummary).toEqual([row(1)]);
    expect(snapshotFromInitBundle({}).rbfSummary).toEqual([]);
  });

  it("is replaced by each rbfLatestSummary frame, and a malformed one keeps the last good list", () => {
    const state = liveState();
    applyFrame(state, { rbfLatestSummary: [row(1), row(2)] });
    expect(state.rbfSummary.map((r) => r.txid)).toEqual([txid(1), txid(2)]);
    expect(applyFrame(state, { rbfLatestSummary: "junk" })).toEqual([{ kind: "ignored", key: "rbfLatestSummary", reason: "malformed value" }]);
    expect(state.rbfSummary).toHaveLength(2);
    applyFrame(state, { rbfLatestSummary: [] });
    expect(state.rbfSummary).toEqual([]);
  });
});
