import { describe, expect, it } from "vitest";
import { buildBlockTemplates } from "../../../../durable-objects/devnet/template/block-template.ts";
import { readGbtFixture } from "../../../../scripts/gbt-fixture.ts";

// Research §3, §5.1: 19,873 mainnet transactions and Bitcoin Core's getblocktemplate for them.
const { txs, target, txidOf } = readGbtFixture();

describe("the GBT golden mempool", () => {
  const templates = buildBlockTemplates(txs);
  const block0 = (templates.blocks[0] ?? []).map((uid) => txidOf.get(uid));

  it("gives block 0 equal to Core's template, transaction for transaction and in order", () => {
    expect(block0).toHaveLength(1_767);
    expect(block0).toEqual(target.map((tx) => tx.txid));
    expect(templates.blockWeights[0]).toBe(3_991_795);
  });

  it("places every transaction exactly once (the mempool is under 5 blocks deep)", () => {
    expect(templates.blocks).toHaveLength(5);
    for (const weight of templates.blockWeights.slice(0, 4)) expect(weight).toBeLessThanOrEqual(3_992_000);
    const placed = templates.blocks.flat();
    expect(placed).toHaveLength(txs.length);
    expect(new Set(placed).size).toBe(txs.length);
  });

  it("depends on the order tie-break: without it block 0 differs", () => {
    const untied = buildBlockTemplates(txs.map((tx) => ({ ...tx, order: 0 })));
    expect((untied.blocks[0] ?? []).map((uid) => txidOf.get(uid))).not.toEqual(target.map((tx) => tx.txid));
  });
});
