import { describe, it, expect } from "vitest";
import { routeTitle } from "../../../client/app/route-title.ts";
import { createTranslator } from "../../../client/i18n/i18n.tsx";
import { en } from "../../../client/i18n/locales/en.ts";
import { ROUTE_TABLE, isTitledPage } from "../../../shared/network/route-table.ts";

const t = createTranslator("en");

describe("routeTitle", () => {
  it.each<[string, Parameters<typeof routeTitle>, string]>([
    ["§9 the home page has no page part", [{ page: "home", params: {} }, "mainnet", "bitcoin", t], "Blocktide - Bitcoin Explorer"],
    ["§9 the markets root has no page part", [{ page: "markets", params: {} }, "bisq", "markets", t], "Blocktide - Bisq Markets Explorer"],
    ["§9 a named page", [{ page: "status", params: {} }, "testnet", "bitcoin", t], "Status - Blocktide - Bitcoin Testnet Explorer"],
    ["a name with a route parameter", [{ page: "block", params: { id: "800000" } }, "signet", "bitcoin", t], "Block 800000 - Blocktide - Bitcoin Signet Explorer"],
    ["a liquid page", [{ page: "tx", params: { txid: "ab12" } }, "liquidtestnet", "liquid", t], "Transaction ab12 - Blocktide - Liquid Testnet Explorer"],
    ["not found", [null, "mainnet", "bitcoin", t], "Page not found - Blocktide - Bitcoin Explorer"],
  ])("%s", (_case, args, title) => {
    expect(routeTitle(...args)).toBe(title);
  });

  it("has an English name, with every placeholder a route parameter, for each titled page of the table", () => {
    for (const entry of ROUTE_TABLE) {
      if (entry.kind !== "page" || !isTitledPage(entry.page)) continue;
      const name: string = en[`pages.${entry.page}`];
      expect(name.trim(), entry.page).not.toBe("");
      const placeholders = [...name.matchAll(/\{\{(\w+)\}\}/g)].map((m) => `:${m[1]}`);
      for (const placeholder of placeholders) expect(entry.pattern.split("/"), entry.page).toContain(placeholder);
    }
  });
});
