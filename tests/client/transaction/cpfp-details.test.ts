import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { CpfpDetails } from "../../../client/components/transaction/index.ts";
import { type CpfpInfo, readCpfpInfo } from "../../../shared/tx/cpfp-info.ts";
import { readFixture } from "../../shared/tx/tx-fixtures.ts";
import { links, render, text } from "./render-html.ts";

const PARENT = "aa".repeat(32);
const CHILD = "bb".repeat(32);
const GRANDCHILD = "cc".repeat(32);

describe("CpfpDetails", () => {
  it("renders nothing for a transaction without relatives", () => {
    const none = readCpfpInfo(readFixture("cypress/details_rbf/tx02_api_cpfp.json"))!;
    expect(render(createElement(CpfpDetails, { cpfp: none, linkBase: "" }))).toBe("");
  });

  it("lists descendants, the best one marked, then ancestors, each with its own rate", () => {
    const cpfp: CpfpInfo = {
      ancestors: [{ txid: PARENT, fee: 1_000, weight: 800 }],
      descendants: [
        { txid: CHILD, fee: 2_000, weight: 560 },
        { txid: GRANDCHILD, fee: 440, weight: 440 },
      ],
      bestDescendant: { txid: CHILD, fee: 2_000, weight: 560 },
      effectiveFeePerVsize: 7.25,
    };
    const html = render(createElement(CpfpDetails, { cpfp, linkBase: "/testnet" }));
    expect(text(html)).toBe(
      "Related transactions Relation Transaction Virtual size Fee rate " +
        "Best descendant bbbbbbbbbb…bbbbbbbbbb 140 vB 14.3 sat/vB " +
        "Descendant cccccccccc…cccccccccc 110 vB 4.00 sat/vB " +
        "Ancestor aaaaaaaaaa…aaaaaaaaaa 200 vB 5.00 sat/vB " +
        "Effective fee rate 7.25 sat/vB",
    );
    expect(links(html).map((link) => link.href)).toEqual([CHILD, GRANDCHILD, PARENT].map((txid) => `/testnet/tx/${txid}`));
  });

  it("adds a best descendant the descendant list left out", () => {
    const html = render(createElement(CpfpDetails, { cpfp: { ancestors: [], bestDescendant: { txid: CHILD, fee: 2_000, weight: 560 } }, linkBase: "" }));
    expect(text(html)).toContain("Best descendant bbbbbbbbbb…bbbbbbbbbb 140 vB");
    expect(text(html)).not.toContain("Effective fee rate");
  });
});
