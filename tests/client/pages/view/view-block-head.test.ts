import { describe, expect, it } from "vitest";
import { viewBlockDescription, viewBlockHead, viewBlockTitle } from "../../../../client/pages/view/view-block-head.ts";
import type { BlockAuditFigures } from "../../../../client/pages/view/view-block-data.ts";
import { createTranslator } from "../../../../client/i18n/i18n.tsx";
import type { BlockExtended } from "../../../../shared/types/block-extended.ts";
import { TOP } from "../../blockchain-strip/fixtures.ts";

const t = createTranslator("en");
// The captured mainnet block 837050: 2,137,871 B, 3,992,678 WU, 2,659 transactions, fees 7.12 … 261.78 sat/vB.
const block: BlockExtended = TOP;
const audit: BlockAuditFigures = { expectedCount: 2_700, actualCount: 2_658, expectedFees: 12_345_678, actualFees: 12_000_000, health: 97.5 };
const SUMMARY = `block 837,050 (${block.id}): size 2.14 MB, weight 3.99 MWU, fee range 7 - 262 sat/vB, 2,659 transactions included. Mined by Foundry USA.`;

describe("the block view's title and description (spec §2.8)", () => {
  it("titles the view 'Block {height}: {hash}'", () => {
    expect(viewBlockTitle(block, t)).toBe(`Block 837050: ${block.id}`);
    expect(viewBlockHead({ block, transactions: [], audit, failed: false }, { network: "mainnet", t }).title).toBe(`Block 837050: ${block.id}`);
  });

  it("names size, weight, fee range, included transactions and the miner, then the audit's expected against actual figures", () => {
    expect(viewBlockDescription({ block, audit }, "mainnet", t)).toBe(
      `Bitcoin ${SUMMARY} Audit (expected vs actual): 2,700 vs 2,658 transactions, 0.12345678 BTC vs 0.12000000 BTC in fees, 97.5% health.`,
    );
    expect(viewBlockDescription({ block, audit: { ...audit, health: null } }, "mainnet", t)).toBe(
      `Bitcoin ${SUMMARY} Audit (expected vs actual): 2,700 vs 2,658 transactions, 0.12345678 BTC vs 0.12000000 BTC in fees.`,
    );
  });

  it("adds the Testnet or Signet suffix where it applies, with the network's amounts", () => {
    expect(viewBlockDescription({ block, audit }, "testnet", t)).toBe(
      `Bitcoin Testnet ${SUMMARY} Audit (expected vs actual): 2,700 vs 2,658 transactions, 0.12345678 tBTC vs 0.12000000 tBTC in fees, 97.5% health.`,
    );
    expect(viewBlockDescription({ block, audit: null }, "signet", t)).toBe(`Bitcoin Signet ${SUMMARY}`);
  });

  it("has no audit part without an audit, as on Liquid", () => {
    expect(viewBlockDescription({ block, audit: null }, "mainnet", t)).toBe(`Bitcoin ${SUMMARY}`);
    // Liquid rounds fee rates to one decimal (spec §9).
    expect(viewBlockDescription({ block, audit: null }, "liquid", t)).toBe(`Liquid ${SUMMARY.replace("7 - 262", "7.1 - 261.8")}`);
    expect(viewBlockDescription({ block, audit: null }, "liquidtestnet", t)).toMatch(/^Liquid Testnet block 837,050 /);
  });

  it("leaves the fee range out of a block that has none, counts one transaction as one, and names no miner the backend did not", () => {
    const coinbaseOnly: BlockExtended = { ...block, tx_count: 1, extras: { ...block.extras, feeRange: [] } };
    expect(viewBlockDescription({ block: coinbaseOnly, audit: null }, "mainnet", t)).toBe(
      `Bitcoin block 837,050 (${block.id}): size 2.14 MB, weight 3.99 MWU, 1 transaction included. Mined by Foundry USA.`,
    );
    const unnamed: BlockExtended = { ...block, extras: { ...block.extras, pool: { ...block.extras.pool, name: "" } } };
    expect(viewBlockDescription({ block: unnamed, audit: null }, "mainnet", t)).toMatch(/transactions included\.$/);
  });
});
