import { describe, expect, it } from "vitest";
import { describedPage, previewPagePath, previewedPagePath } from "../../../shared/network/preview-pages.ts";
import { resolveRoute, type PageMatch } from "../../../shared/network/resolve-route.ts";
import { resolveFeatureFlags } from "../../../shared/network/feature-flags.ts";
import type { BaseModule } from "../../../shared/network/networks.ts";

const matchOf = (path: string, base: BaseModule = "bitcoin"): PageMatch => {
  const resolution = resolveRoute({ pathname: path }, { base, features: resolveFeatureFlags(base), isPageServed: () => true });
  if (resolution.kind !== "page") throw new Error(`${path} is no page`);
  return resolution;
};

describe("describedPage", () => {
  it("is the previewed page for a card, with the card's parameters", () => {
    expect(describedPage(matchOf("/preview/testnet/block/5"))).toEqual({ page: "block", params: { id: "5" } });
  });

  it("is the page itself elsewhere", () => {
    expect(describedPage(matchOf("/tx/ab12"))).toEqual({ page: "tx", params: { txid: "ab12" } });
    expect(describedPage(matchOf("/preview"))).toEqual({ page: "preview", params: {} });
  });
});

describe("previewedPagePath and previewPagePath", () => {
  it.each([
    ["/preview/block/5", "/block/5"],
    ["/de/preview/testnet/block/5", "/de/testnet/block/5"],
    ["/pt-BR/preview/signet/clock/mined/0", "/pt-BR/signet/clock/mined/0"],
    ["/preview/mining/pool/f2pool/", "/mining/pool/f2pool"],
  ])("%s previews %s, and back", (preview, page) => {
    const match = matchOf(preview);
    expect(previewedPagePath(match, "bitcoin")).toBe(page);
    expect(previewPagePath({ language: match.prefix.language, network: match.prefix.network, base: "bitcoin" }, match.route)).toBe(preview.replace(/\/$/, ""));
  });

  it("writes liquid testnet as /testnet on the liquid build", () => {
    expect(previewedPagePath(matchOf("/preview/testnet/tx/ab12", "liquid"), "liquid")).toBe("/testnet/tx/ab12");
  });
});
