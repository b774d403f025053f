import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BRAND_GRADIENT, NETWORK_COLOURS, PALETTE, TX_STATUS_COLOURS } from "../../../shared/theme/palette.ts";

const CSS = readFileSync(new URL("../../../client/styles/app.css", import.meta.url), "utf8");
const TRANSACTION_CSS = readFileSync(new URL("../../../client/styles/transaction.css", import.meta.url), "utf8");

/** The custom properties of the stylesheet's first `:root` block. */
function rootProperties(css: string): Map<string, string> {
  const block = css.match(/:root\s*\{([^}]*)\}/)?.[1] ?? "";
  return new Map([...block.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe("the palette drawn outside the stylesheet", () => {
  const root = rootProperties(CSS);

  it("has the stylesheet's value for every colour it names", () => {
    for (const [name, colour] of Object.entries(PALETTE)) expect([name, root.get(kebab(name))]).toEqual([name, colour]);
  });

  it("has the stylesheet's colour for every network", () => {
    for (const [network, colour] of Object.entries(NETWORK_COLOURS)) expect([network, root.get(network)]).toEqual([network, colour]);
  });

  it("has the brand mark's gradient", () => {
    const gradient = CSS.match(/\.brand-mark\s*\{[^}]*linear-gradient\(135deg,([^)]*)\)/)?.[1] ?? "";
    const stops = [...gradient.matchAll(/(#[0-9a-f]{6})\s+(\d+)%/gi)].map((m) => ({ colour: m[1]!, stop: Number(m[2]) / 100 }));
    expect(stops).toEqual(BRAND_GRADIENT);
  });

  it("has the transaction status badge's colours", () => {
    const background = (selector: string) => new RegExp(`^${selector.replace(/\./g, "\\.")} \\{[^}]*background: (#[0-9a-f]{6})`, "m").exec(TRANSACTION_CSS)?.[1];
    expect({ confirmed: background(".tx-status-badge"), unconfirmed: background(".tx-status-unconfirmed .tx-status-badge") }).toEqual(TX_STATUS_COLOURS);
  });
});
