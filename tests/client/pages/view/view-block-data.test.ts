import { beforeAll, describe, expect, it } from "vitest";
import { loadPageDataEntry, type PageDataSite } from "../../../../client/app/page-data.tsx";
import { readViewBlockData, viewBlockData, type ViewBlockData } from "../../../../client/pages/view/view-block-data.ts";
import { resolveFeatureFlags } from "../../../../shared/network/feature-flags.ts";
import type { TransactionStripped } from "../../../../shared/types/compressed-tx.ts";
import { blockDevnet, type BlockDevnet } from "../block/devnet-api.ts";

const AUDITED: PageDataSite = { network: "mainnet", features: resolveFeatureFlags("bitcoin", { audit: true }), side: "server" };
const UNAUDITED: PageDataSite = { network: "mainnet", features: resolveFeatureFlags("bitcoin", { audit: false }), side: "server" };

let devnet: BlockDevnet;
let audited: { hash: string; height: number };
// Seeding a devnet takes seconds, more when every core is busy.
beforeAll(async () => {
  devnet = await blockDevnet();
  // A block whose template held transactions, so the audit has figures to compare.
  const found = await devnet.findAudited((audit) => audit.template!.length > 0);
  if (found === null) throw new Error("No recent devnet block has an audit with a template.");
  audited = found;
}, 120_000);

async function loaded(id: string, site: PageDataSite): Promise<ViewBlockData> {
  const entry = await loadPageDataEntry(viewBlockData, { id }, devnet.api, site);
  if (!("data" in entry)) throw new Error(`expected the block's data, got ${JSON.stringify(entry)}`);
  return readViewBlockData(entry.data);
}

describe("the block view's data (spec §2.8)", () => {
  it("holds the block, its transactions in block order with their audit status, and the audit's figures", async () => {
    const summary = await devnet.harness.json<TransactionStripped[]>(`/api/v1/block/${audited.hash}/summary`);
    const audit = await devnet.harness.json<{ template: unknown[]; matchRate: number }>(`/api/v1/block/${audited.hash}/audit-summary`);
    const data = await loaded(String(audited.height), AUDITED);
    expect(data.block).toMatchObject({ id: audited.hash, height: audited.height });
    expect(data.transactions.map((tx) => tx.txid)).toEqual(summary.map((tx) => tx.txid));
    // The coinbase has no status; every other transaction names one for its tooltip (spec §4.1).
    expect(data.transactions[0]!.status).toBeUndefined();
    for (const tx of data.transactions.slice(1)) expect(tx.status, tx.txid).toBeDefined();
    expect(data.audit).toMatchObject({ expectedCount: audit.template.length, actualCount: data.block.tx_count - 1, health: audit.matchRate });
    expect(data.failed).toBe(false);
  });

  it("asks for no audit when the build has none, nor for a Liquid block", async () => {
    for (const site of [UNAUDITED, { ...AUDITED, network: "liquid" } satisfies PageDataSite]) {
      devnet.asked.length = 0;
      const data = await loaded(audited.hash, site);
      expect(devnet.asked).toEqual([`/api/v1/block/${audited.hash}`, `/api/v1/block/${audited.hash}/summary`]);
      expect(data.audit).toBeNull();
      expect(data.transactions.every((tx) => tx.status === undefined)).toBe(true);
    }
  });

  it("reads back from the document exactly what it loaded", async () => {
    const entry = await loadPageDataEntry(viewBlockData, { id: String(audited.height) }, devnet.api, AUDITED);
    if (!("data" in entry)) throw new Error("expected data");
    expect(readViewBlockData(JSON.parse(JSON.stringify(entry.data)))).toEqual(entry.data);
  });

  it("carries the block page's errors: 400 for a malformed id, 404 for a block the chain does not have", async () => {
    expect(await loadPageDataEntry(viewBlockData, { id: "12ab" }, devnet.api, AUDITED)).toMatchObject({ key: "view-block:12ab", error: { status: 400 } });
    expect(await loadPageDataEntry(viewBlockData, { id: String(devnet.tip + 1000) }, devnet.api, AUDITED)).toMatchObject({ error: { status: 404, message: "Block not found" } });
  });

  it("drops a transaction it cannot draw, and refuses data without transactions or with broken audit figures", async () => {
    const data = await loaded(String(audited.height), AUDITED);
    const json = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
    const withJunk = { ...json, transactions: [...(json.transactions as unknown[]), { txid: "nope" }] };
    expect(readViewBlockData(withJunk).transactions).toHaveLength(data.transactions.length);
    expect(() => readViewBlockData({ ...json, transactions: undefined })).toThrow(/transactions/);
    expect(() => readViewBlockData({ ...json, audit: { expectedCount: "many" } })).toThrow(/expected and actual/);
    expect(readViewBlockData({ ...json, audit: null }).audit).toBeNull();
  });
});
