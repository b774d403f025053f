import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlockGraph, type BlockGraphProps } from "../../../client/components/block-graph/block-graph.tsx";
import { GraphFilterMenu } from "../../../client/components/block-graph/graph-filter-menu.tsx";
import { GraphTooltip } from "../../../client/components/block-graph/graph-tooltip.tsx";
import { BlockScene, PLAIN_STYLE } from "../../../client/components/block-graph/scene/block-scene.ts";
import { staticPaths, staticSquares } from "../../../client/components/block-graph/static-graph.tsx";
import { createTranslator } from "../../../client/i18n/i18n.tsx";
import { enGraph } from "../../../client/i18n/locales/en/graph.ts";
import { AUDIT_STATUS_TEXTS } from "../../../shared/tables/audit-status.ts";
import { FLAG_GROUPS, TRANSACTION_FLAGS, flagsFromKeys } from "../../../shared/tables/transaction-flags.ts";
import { loadMempoolTransactions } from "../../shared/graph/mempool-fixture.ts";
import { staticSquareCount } from "../../support/static-graph-html.ts";

const TXS = loadMempoolTransactions().slice(0, 3_412);
const props = (overrides: Partial<BlockGraphProps> = {}): BlockGraphProps => ({ transactions: TXS, resolution: 86, blockLimit: 1_000_000, label: "Projected block 1", ...overrides });
const render = (overrides: Partial<BlockGraphProps> = {}) => renderToString(createElement(BlockGraph, props(overrides)));
const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();

describe("BlockGraph, rendered on the server", () => {
  it("renders a labelled figure with a canvas and the transaction count, and draws nothing", () => {
    const html = render();
    expect(html).toMatch(/^<figure class="block-graph" aria-label="Projected block 1" aria-busy="false">/);
    expect(html).toContain('<canvas class="block-graph-canvas" aria-hidden="true"></canvas>');
    expect(text(html)).toBe("3,412 transactions");
  });

  it("counts each drawable transaction once", () => {
    const [first, second] = TXS as [never, never];
    expect(text(render({ transactions: [first, first, { ...(second as object), vsize: -1 } as never] }))).toBe("1 transaction");
    expect(text(render({ transactions: null }))).toBe("0 transactions");
  });

  it("shows a spinner while loading and 'Not available' when there is nothing to show", () => {
    const loading = render({ loading: true, transactions: null });
    expect(loading).toContain('class="block-graph is-loading"');
    expect(loading).toContain('aria-busy="true"');
    expect(loading).toContain('role="status"');
    expect(text(loading)).toContain("Loading transactions…");
    const unavailable = render({ unavailable: true });
    expect(text(unavailable)).toContain("Not available");
    expect(unavailable).toMatch(/<canvas[^>]* hidden=""/);
  });
});

describe("BlockGraph's static first paint", () => {
  const GEOMETRY = { resolution: 86, blockLimit: 1_000_000, orientation: "left", flip: true } as const;

  it("draws every square the canvas draws, where the scene lays it out, inside the grid", () => {
    const squares = staticSquares(TXS, GEOMETRY, PLAIN_STYLE);
    expect(squares).toHaveLength(TXS.length);
    const scene = new BlockScene(GEOMETRY, { now: 0, animate: false });
    scene.update(TXS, 0);
    for (const square of squares.slice(0, 200)) {
      const placed = scene.squareOf(square.txid)!;
      expect(square.x).toBeCloseTo(placed.x + 0.2);
      expect(square.side).toBeCloseTo(placed.s - 0.4);
      expect(square.x + square.side).toBeLessThanOrEqual(86);
      expect(square.y + square.side).toBeLessThanOrEqual(86);
      expect(square.fill).toMatch(/^rgba\(\d{1,3},\d{1,3},\d{1,3},1\)$/);
    }
  });

  it("draws each colour's squares as one path, to a hundredth of a cell, in the order the colours first come", () => {
    const square = (x: number, y: number, side: number, fill: string) => ({ txid: "ab".repeat(32), x, y, side, fill });
    const paths = staticPaths([square(0.2, 1.234, 0.6, "red"), square(10, 0.25, 2.6, "blue"), square(3.456, 7, 0.996, "red")]);
    expect(paths).toEqual([
      { fill: "red", d: "M.2 1.23h.6v.6h-.6zM3.46 7h1v1h-1z" },
      { fill: "blue", d: "M10 .25h2.6v2.6h-2.6z" },
    ]);
    expect(staticPaths([])).toEqual([]);
  });

  it("is in the server HTML when asked for, a square per transaction in a path per colour, and absent otherwise", () => {
    const html = render({ staticFirstPaint: true });
    expect(html).toContain('<svg class="block-graph-static" viewBox="0 0 86 86"');
    expect(staticSquareCount(html)).toBe(TXS.length);
    const colours = new Set(staticSquares(TXS, GEOMETRY, PLAIN_STYLE).map((square) => square.fill));
    expect(html.match(/<path /g)).toHaveLength(colours.size);
    expect(render()).not.toContain("block-graph-static");
    expect(render({ staticFirstPaint: true, unavailable: true })).not.toContain("block-graph-static");
  });
});

describe("GraphTooltip", () => {
  const tx = { txid: "ab".repeat(32), fee: 12_345, vsize: 141.25, value: 50_000, rate: 120, flags: Number(flagsFromKeys(["rbf", "p2tr"])) };
  const tooltip = (overrides: object = {}) =>
    renderToString(createElement(GraphTooltip, { id: "t", tx, placement: { left: 10, top: 20 }, href: "/testnet/tx/x", network: "testnet", rateUnit: "vb", pinned: false, touch: false, ...overrides }));

  it("lists fee, own and effective rate, vsize, value and flags, at least 320 px wide", () => {
    const html = tooltip();
    expect(html).toContain("min-width:320px");
    expect(html).toContain("left:10px;top:20px");
    const shown = text(html);
    expect(shown).toContain("Fee 12,345 sat");
    expect(shown).toContain("Fee rate 87.4 sat/vB");
    expect(shown).toContain("Effective fee rate 120 sat/vB");
    expect(shown).toContain("Virtual size 141.25 vB");
    expect(shown).toContain("Value 0.00050000 tBTC");
    expect(shown).toContain("RBF enabled Taproot");
    expect(html).not.toContain("<a ");
  });

  it("shows the audit badge, and without audit data only the Accelerated one", () => {
    expect(text(tooltip({ tx: { ...tx, status: "censored" } }))).toContain("Removed");
    expect(text(tooltip({ tx: { ...tx, acc: true } }))).toContain("Accelerated");
    expect(text(tooltip())).not.toContain("Accelerated");
    expect(text(tooltip({ tx: { ...tx, acc: true, status: "found" } }))).toContain("Match");
  });

  it("links the txid when pinned, and asks for a second tap on touch", () => {
    const html = tooltip({ pinned: true, touch: true });
    expect(html).toContain('<a href="/testnet/tx/x">');
    expect(text(html)).toContain("Tap again to open");
  });
});

describe("GraphFilterMenu, rendered on the server", () => {
  const menu = (widthPx?: number, flags = 0n) =>
    renderToString(createElement(GraphFilterMenu, { filter: { flags, mode: "and" }, onChange: () => undefined, linkBase: "/signet", widthPx, defaultOpen: true }));

  it("lists every filter in its group, with the FAQ info link", () => {
    const html = menu();
    expect(html.match(/class="graph-filter-flag"/g)).toHaveLength(TRANSACTION_FLAGS.length);
    for (const group of FLAG_GROUPS) expect(html).toContain(`<legend>${group.label}</legend>`);
    expect(html).toContain('href="/signet/docs/faq#transaction-filters"');
  });

  it("lists only important filters at 280 px or narrower", () => {
    const html = menu(280);
    expect(html.match(/class="graph-filter-flag"/g)).toHaveLength(TRANSACTION_FLAGS.filter((flag) => flag.important).length);
    expect(html).not.toContain("<legend>Sighash Flags</legend>");
    expect(menu(281).match(/class="graph-filter-flag"/g)).toHaveLength(TRANSACTION_FLAGS.length);
  });

  it("marks selected filters and the combine mode, and counts them", () => {
    const html = menu(undefined, flagsFromKeys(["p2tr", "rbf"]));
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(2);
    expect(html).toContain('role="radio" aria-checked="true">All selected</button>');
    expect(text(html)).toContain("2 filters on");
  });
});

describe("graph texts", () => {
  it("has an English text for every flag, filter group and audit status, from their tables", () => {
    const t = createTranslator("en");
    for (const flag of TRANSACTION_FLAGS) expect(t(`graph.flag.${flag.key}`)).toBe(flag.label);
    for (const group of FLAG_GROUPS) expect(t(`graph.filter-group.${group.key}`)).toBe(group.label);
    for (const [status, label] of Object.entries(AUDIT_STATUS_TEXTS)) expect(enGraph[`graph.audit.${status}` as keyof typeof enGraph]).toBe(label);
  });
});
