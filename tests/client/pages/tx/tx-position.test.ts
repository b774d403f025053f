import { describe, expect, it } from "vitest";
import { txProjectedPosition, txStripMark } from "../../../../client/pages/tx/tx-position.ts";
import { replacedBy } from "../../../../client/pages/tx/tx-replacement.ts";
import { readRbfTree } from "../../../../shared/tx/rbf-tree.ts";
import { satPerVByte, vbytes } from "../../../../shared/types/units.ts";
import { confirmedTx, hash, REPLACED_TXID, REPLACEMENT_TXID, replacementRbf, replacementTx } from "./tx-fixtures.ts";

const projected = (feeRange: number[], vsize: number) => ({ feeRange: feeRange.map(satPerVByte), blockVSize: vbytes(vsize) });
const blocks = [projected([10, 12, 20, 30, 40, 50, 60], 1_000_000), projected([3, 4, 5, 6, 7, 8, 9], 1_000_000), projected([1, 1, 1, 2, 2, 2, 3], 400_000)];

describe("txStripMark", () => {
  it("points at the block of a confirmed transaction", () => {
    expect(txStripMark(confirmedTx(840_000), null, blocks, 4)).toEqual({ blockHeight: 840_000 });
  });

  it("points at the reported position of an unconfirmed one, with its txid and rate", () => {
    expect(txStripMark(replacementTx(), { block: 2, vsize: 1234.5 }, blocks, 4.29)).toEqual({
      mempoolBlockIndex: 2,
      mempoolPosition: { block: 2, vsize: 1234.5 },
      txid: REPLACEMENT_TXID,
      txFeePerVSize: 4.29,
    });
  });

  it("estimates the position from the rate until the server reports it", () => {
    expect(txProjectedPosition(replacementTx(), null, blocks, 4.29)?.block).toBe(1);
    expect(txStripMark(replacementTx(), null, blocks, 100)).toMatchObject({ mempoolBlockIndex: 0, mempoolPosition: { block: 0, vsize: 0 } });
  });

  it("has no mark without projected blocks to place it among", () => {
    expect(txStripMark(replacementTx(), null, [], 4)).toBeNull();
    expect(txProjectedPosition(confirmedTx(), { block: 0, vsize: 1 }, blocks, 4)).toBeNull();
  });
});

describe("replacedBy", () => {
  const tree = readRbfTree((replacementRbf() as { replacements: unknown }).replacements)!;

  it("reads the direct replacement from the tree", () => {
    expect(replacedBy({ txid: REPLACED_TXID, status: { confirmed: false } }, tree, null)).toBe(REPLACEMENT_TXID);
    expect(replacedBy(replacementTx(), tree, null)).toBeNull();
  });

  it("prefers what the socket said, and says nothing for a mined transaction", () => {
    expect(replacedBy(replacementTx(), tree, hash(6))).toBe(hash(6));
    expect(replacedBy(confirmedTx(), tree, hash(6))).toBeNull();
    expect(replacedBy(replacementTx(), null, null)).toBeNull();
  });
});
