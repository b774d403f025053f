import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { RbfTimeline, ReplacedBanner } from "../../../client/components/transaction/index.ts";
import { type RbfTree, readRbfInfo, readRbfTree } from "../../../shared/tx/rbf-tree.ts";
import { readFixture } from "../../shared/tx/tx-fixtures.ts";
import { countClass, links, render, text } from "./render-html.ts";

const REPLACED = "242f3fff9ca7d5aea7a7a57d886f3fa7329e24fac948598a991b3a3dd631cd29";
const REPLACEMENT = "b6a53d8a8025c0c5b194345925a99741b645cae0b1f180f0613273029f2bf698";
const tree = readRbfInfo(readFixture("cypress/details_rbf/tx02_api_rbf.json"))!.replacements!;

describe("RbfTimeline", () => {
  it("lists the versions oldest first with rate, fee, time and how long each lasted", () => {
    const shown = text(render(createElement(RbfTimeline, { tree, currentTxid: REPLACEMENT, linkBase: "" })));
    expect(shown).toBe(
      "Replacements 242f3fff…d631cd29 2.60 sat/vB 606 sats Apr 1, 2025, 21:03:27 UTC Replaced after 5 minutes " +
        "b6a53d8a…9f2bf698 4.29 sat/vB 960 sats Apr 1, 2025, 21:08:46 UTC This transaction",
    );
  });

  it("links the other versions and marks the page's own", () => {
    const html = render(createElement(RbfTimeline, { tree, currentTxid: REPLACED, linkBase: "/signet" }));
    expect(links(html).map((link) => link.href)).toEqual([`/signet/tx/${REPLACEMENT}`]);
    expect(html).toMatch(/<li class="rbf-node rbf-node-current"[^>]*aria-current="true"/);
  });

  it("marks a mined, full-RBF replacement", () => {
    const rbfPage = readFixture<{ rbfLatest: unknown[] }>("cypress/rbf_page/rbf_02.json");
    const mined = readRbfTree(rbfPage.rbfLatest[1])!;
    const html = render(createElement(RbfTimeline, { tree: mined, currentTxid: mined.tx.txid, linkBase: "" }));
    expect(text(html)).toContain("This transaction Mined Full RBF");
    expect(text(html)).toContain("Replaced after 18 minutes");
    expect(countClass(html, "rbf-node-mined")).toBe(1);
  });

  it("says when a replaced version did not signal RBF", () => {
    const silent: RbfTree = { ...tree, fullRbf: true, replaces: [{ ...tree.replaces[0]!, tx: { ...tree.replaces[0]!.tx, rbf: false } }] };
    const shown = text(render(createElement(RbfTimeline, { tree: silent, currentTxid: REPLACEMENT, linkBase: "" })));
    expect(shown).toContain("Did not signal RBF Replaced after 5 minutes");
    expect(shown).toContain("This transaction Full RBF");
  });

  it("shows sat/WU when chosen", () => {
    expect(text(render(createElement(RbfTimeline, { tree, currentTxid: REPLACEMENT, linkBase: "", rateUnit: "wu" })))).toContain("1.07 sat/WU");
  });
});

describe("ReplacedBanner", () => {
  it("alerts that the transaction was replaced and links the replacement", () => {
    const html = render(createElement(ReplacedBanner, { replacedBy: REPLACEMENT, linkBase: "/testnet" }));
    expect(html).toContain('role="alert"');
    expect(text(html)).toBe(`This transaction has been replaced by: ${REPLACEMENT}`);
    expect(links(html).map((link) => link.href)).toEqual([`/testnet/tx/${REPLACEMENT}`]);
  });
});
