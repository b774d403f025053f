import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import fixture from "../../fixtures/mempool/cypress/mainnet_mempoolInfo.json";
import { FeeRecommendations, type FeeRecommendationsProps } from "../../../client/components/fees/fee-recommendations.tsx";
import { feeColour } from "../../../shared/tables/fee-colours.ts";
import type { RecommendedFees } from "../../../shared/types/mempool.ts";

// Captured bundle: fastest 8, halfHour 8, hour 8, economy 4 sat/vB; 1 BTC = 69,880 USD, 64,823 EUR.
const FEES = fixture.fees as unknown as RecommendedFees;
const BASE: FeeRecommendationsProps = { fees: FEES, network: "mainnet", rateUnit: "vb", conversions: fixture.conversions, fiat: "USD" };

const render = (props: Partial<FeeRecommendationsProps> = {}) => renderToString(createElement(FeeRecommendations, { ...BASE, ...props }));
const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();

describe("FeeRecommendations", () => {
  it("lists the four priorities from no priority to high priority", () => {
    const shown = text(render());
    const order = ["No priority", "Low priority", "Medium priority", "High priority"].map((label) => shown.indexOf(label));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(shown).toContain("Transaction fees");
  });

  it("shows each rate in sat/vB with the fiat cost of a 140 vB transaction", () => {
    const shown = text(render());
    // economy 4 sat/vB × 140 vB = 560 sats at $69,880 → $0.39; 8 sat/vB → $0.78.
    expect(shown).toContain("No priority 4.00 sat/vB $0.39");
    expect(shown).toContain("High priority 8.00 sat/vB $0.78");
    expect(shown).toContain("Fiat amounts are for a typical transaction of 140 vB.");
  });

  it("converts to sat/WU for the weight-unit preference, fiat unchanged", () => {
    const shown = text(render({ rateUnit: "wu" }));
    expect(shown).toContain("No priority 1.00 sat/WU $0.39");
    expect(shown).toContain("High priority 2.00 sat/WU $0.78");
    expect(shown).not.toContain("sat/vB");
  });

  it("prices in the chosen currency", () => {
    // 8 × 140 = 1,120 sats at €64,823 → €0.73.
    expect(text(render({ fiat: "EUR" }))).toContain("High priority 8.00 sat/vB €0.73");
  });

  it("colours each card by its fee level", () => {
    const html = render({ fees: { ...FEES, economyFee: 1.5, hourFee: 12, halfHourFee: 60, fastestFee: 250 } as RecommendedFees });
    for (const rate of [1.5, 12, 60, 250]) expect(html).toContain(`--fee-colour:${feeColour(rate)}`);
    expect(new Set([1.5, 12, 60, 250].map(feeColour)).size).toBe(4);
  });

  it("says fees are not available when there are none", () => {
    const shown = text(render({ fees: null }));
    expect(shown).toContain("Recommended fees are not available right now.");
    expect(shown.match(/Not available/g)).toHaveLength(4);
    expect(shown).not.toContain("sat/vB");
    expect(shown).not.toContain("$");
  });

  it("blanks only the card whose value is unusable", () => {
    const shown = text(render({ fees: { ...FEES, hourFee: Number.NaN } as RecommendedFees }));
    expect(shown).toContain("Low priority – Not available");
    expect(shown).toContain("Medium priority 8.00 sat/vB");
    expect(shown).not.toContain("Recommended fees are not available");
  });

  it.each([
    ["the price is unknown (-1)", { conversions: { ...fixture.conversions, USD: -1 } }],
    ["there are no conversions", { conversions: null }],
    ["the network is testnet (test coins have no price)", { network: "testnet" as const }],
    ["the network is Liquid (not a 140 vB transaction)", { network: "liquid" as const }],
  ])("shows no fiat when %s", (_case, props) => {
    const shown = text(render(props));
    expect(shown).toContain("High priority 8.00 sat/vB");
    expect(shown).not.toContain("$");
    expect(shown).not.toContain("Fiat amounts");
  });
});
