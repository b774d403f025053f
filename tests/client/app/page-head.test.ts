import { beforeAll, describe, expect, it } from "vitest";
import { pageHeadOf } from "../../../client/app/page-head.ts";
import { loadedPageData, loadPageData } from "../../../client/app/routes.tsx";
import { createTranslator } from "../../../client/i18n/i18n.tsx";
import type { ViewBlockData } from "../../../client/pages/view/view-block-data.ts";
import { TOP } from "../blockchain-strip/fixtures.ts";

const t = createTranslator("en");
const data: ViewBlockData = { block: TOP, transactions: [], audit: null, failed: false };
const viewBlock = { page: "view-block" as const, params: { id: String(TOP.height) } };
const entry = { key: `view-block:${TOP.height}`, data };

describe("the head a page's data gives (document.tsx)", () => {
  // Definitions load with their pages' chunks; the worker and the browser's entry load the shown one first.
  beforeAll(async () => {
    expect(loadedPageData("view-block")).toBeUndefined();
    await Promise.all([loadPageData("view-block"), loadPageData("view-blocks")]);
  });

  it("takes the title and description from the page's own data", () => {
    expect(pageHeadOf(viewBlock, entry, "?autofit=true", "signet", t)).toEqual({
      title: `Block ${TOP.height}: ${TOP.id}`,
      description: expect.stringMatching(/^Bitcoin Signet block 837,050 /),
    });
  });

  it("gives nothing for another page's data, a failed load, data it cannot read, or a page without a head", () => {
    expect(pageHeadOf({ ...viewBlock, params: { id: "1" } }, entry, "", "mainnet", t)).toEqual({});
    expect(pageHeadOf(viewBlock, { key: entry.key, error: { status: 404, message: "Block not found" } }, "", "mainnet", t)).toEqual({});
    expect(pageHeadOf(viewBlock, { key: entry.key, data: { block: "junk" } }, "", "mainnet", t)).toEqual({});
    expect(pageHeadOf({ page: "view-blocks", params: {} }, { key: "view-blocks", data: { blocks: [] } }, "", "mainnet", t)).toEqual({});
    expect(pageHeadOf(viewBlock, null, "", "mainnet", t)).toEqual({});
    expect(pageHeadOf(null, entry, "", "mainnet", t)).toEqual({});
  });
});
