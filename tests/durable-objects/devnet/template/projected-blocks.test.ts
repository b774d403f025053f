import { describe, expect, it } from "vitest";
import { buildBlockTemplates } from "../../../../durable-objects/devnet/template/block-template.ts";
import { projectBlocks } from "../../../../durable-objects/devnet/template/projected-blocks.ts";
import { TemplateInputError } from "../../../../durable-objects/devnet/template/template-input-error.ts";
import { blockFeeStatistics } from "../../../../shared/fees/block-fee-statistics.ts";
import { onlineFeeStatistics } from "../../../../shared/fees/online-fee-statistics.ts";
import { satPerVByte, weightUnits } from "../../../../shared/types/units.ts";
import { readGbtFixture } from "../../../../scripts/gbt-fixture.ts";
import { templateTx } from "./builders.ts";

/** One block of 20,000 WU is 5,000 vB, so 1.2 blocks are 6,000 vB. */
const SMALL_BLOCK = { blockWeightLimit: 20_000 } as const;

describe("projectBlocks (research §5.1 post-processing)", () => {
  it("positions each transaction at its midpoint: vsize before it plus half its own", () => {
    const txs = [
      templateTx(1, { rate: 30, weight: 400 }),
      templateTx(2, { rate: 20, weight: 800 }),
      templateTx(3, { rate: 10, weight: 1_202 }),
    ];
    const { blocks, positionOf } = projectBlocks(txs, buildBlockTemplates(txs));
    expect(blocks[0]!.transactions.map((tx) => tx.position)).toEqual([
      { block: 0, vsize: 50 },
      { block: 0, vsize: 200 },
      { block: 0, vsize: 300 + 300.5 / 2 }, // weight / 4 unrounded: 300.5 vB
    ]);
    expect(positionOf(2)).toEqual({ block: 0, vsize: 200 });
    expect(positionOf(404)).toBeUndefined();
  });

  it("restarts positions in every block", () => {
    const txs = [templateTx(1, { rate: 9, weight: 8_000 }), templateTx(2, { rate: 8, weight: 8_000 })];
    const { positionOf } = projectBlocks(txs, buildBlockTemplates(txs, SMALL_BLOCK), SMALL_BLOCK);
    expect([positionOf(1), positionOf(2)]).toEqual([{ block: 0, vsize: 1_000 }, { block: 1, vsize: 1_000 }]);
  });

  it("summarises a block: Σ size (weight / 4 without one), Σ weight / 4, count, fees, §5.2 statistics", () => {
    const txs = [
      { ...templateTx(1, { rate: 19, parents: [2] }), size: 250 },
      { ...templateTx(2, { rate: 1 }), size: 190 },
      templateTx(3, { rate: 4, weight: 561 }),
    ];
    const templates = buildBlockTemplates(txs);
    const { summary, transactions } = projectBlocks(txs, templates).blocks[0]!;
    const expectedStats = blockFeeStatistics(
      transactions.map((tx) => ({ weight: tx.weight, effectiveFeePerVsize: tx.effectiveFeePerVsize })),
    );
    expect(summary).toEqual({
      blockSize: 250 + 190 + 561 / 4,
      blockVSize: (400 + 400 + 561) / 4,
      nTx: 3,
      totalFees: 1_900 + 100 + 4 * 141,
      ...expectedStats,
    });
    expect(transactions.map((tx) => tx.effectiveFeePerVsize)).toEqual([10, 10, 564 / (561 / 4)]);
    expect(summary.feeRange).toHaveLength(7);
  });

  it("lists transactions only up to 1.2 blocks of cumulative vsize; the summary covers all", () => {
    // 12 transactions of 600 vB in one unbounded block: 10 reach exactly 6,000 vB and are listed.
    const txs = Array.from({ length: 12 }, (_, k) => templateTx(k, { rate: 50 - k, weight: 2_400 }));
    const templates = buildBlockTemplates(txs, { ...SMALL_BLOCK, blockCount: 1 });
    const [stack] = projectBlocks(txs, templates, SMALL_BLOCK).blocks;
    expect(stack!.transactions.map((tx) => tx.uid)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(stack!.summary.nTx).toBe(12);
    expect(stack!.summary.blockVSize).toBe(7_200);
  });

  it("gives the stack block, heavier than one block, the streamed 11-band statistics", () => {
    const txs = Array.from({ length: 12 }, (_, k) => templateTx(k, { rate: 50 - k, weight: 2_400 }));
    const templates = buildBlockTemplates(txs, { ...SMALL_BLOCK, blockCount: 1 });
    const [stack] = projectBlocks(txs, templates, SMALL_BLOCK).blocks;
    const streamed = onlineFeeStatistics(
      txs.map((tx, k) => ({ weight: weightUnits(tx.weight), effectiveFeePerVsize: satPerVByte(50 - k) })),
    );
    expect(stack!.summary).toMatchObject(streamed);
    expect(stack!.summary.feeRange).toHaveLength(11);
  });

  it("rejects templates that name a transaction it was not given", () => {
    const txs = [templateTx(1), templateTx(2)];
    const templates = buildBlockTemplates(txs);
    expect(() => projectBlocks([txs[0]!], templates)).toThrow(TemplateInputError);
    expect(() => projectBlocks([txs[0]!], templates)).toThrow(
      /templates\.blocks\[0\]\[1\] 2: expected a uid of one of the txs/,
    );
  });

  it("on the GBT golden mempool, summarises block 0 as Core's full block", () => {
    const { txs } = readGbtFixture();
    const { blocks } = projectBlocks(txs, buildBlockTemplates(txs));
    expect(blocks[0]!.summary).toMatchObject({ nTx: 1_767, blockVSize: 3_991_795 / 4 });
    expect(blocks[0]!.transactions).toHaveLength(1_767);
    const last = blocks[0]!.transactions.at(-1)!;
    expect(last.position.vsize).toBe(3_991_795 / 4 - last.vsize / 2);
  });
});
