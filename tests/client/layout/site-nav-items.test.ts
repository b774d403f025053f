import { describe, expect, it } from "vitest";
import { isKnownPage, resolveLocation } from "../../../client/app/routes.tsx";
import { SITE_SECTIONS, siteNavItems } from "../../../client/layout/site-nav-items.ts";
import { type FeatureFlags, resolveFeatureFlags } from "../../../shared/network/feature-flags.ts";
import type { BaseModule } from "../../../shared/network/networks.ts";

const servedWith = (base: BaseModule, features: FeatureFlags) => (pathname: string) => resolveLocation({ pathname, search: "" }, { base, features })?.kind === "page";
const BITCOIN = { ...resolveFeatureFlags("bitcoin"), accelerator: true };

describe("siteNavItems", () => {
  it("links exactly the sections whose page the route table and the client serve", () => {
    const items = siteNavItems({ language: null, network: "mainnet", base: "bitcoin" }, "/", servedWith("bitcoin", BITCOIN));
    const expected = SITE_SECTIONS.filter((section) => servedWith("bitcoin", BITCOIN)(section.path)).map((section) => section.key);
    expect(items.map((item) => item.key)).toEqual(expected);
    // Served today, whatever other sections join them.
    expect(expected).toEqual(expect.arrayContaining(["dashboard", "mining", "acceleration", "docs"]));
    // A section whose page has no component is no link (the blocks route exists in the table).
    expect(items.some((item) => item.key === "blocks")).toBe(isKnownPage("blocks"));
  });

  it("keeps the language and network prefix on every link", () => {
    const items = siteNavItems({ language: "de", network: "testnet", base: "bitcoin" }, null, servedWith("bitcoin", BITCOIN));
    expect(items.find((item) => item.key === "dashboard")?.href).toBe("/de/testnet");
    expect(items.find((item) => item.key === "docs")?.href).toBe("/de/testnet/docs/faq");
    expect(items.find((item) => item.key === "mining")?.href).toBe("/de/testnet/mining");
  });

  it("leaves out sections whose feature is off or whose network has none", () => {
    const off = siteNavItems({ language: null, network: "mainnet", base: "bitcoin" }, null, servedWith("bitcoin", { ...BITCOIN, accelerator: false, miningDashboard: false }));
    expect(off.map((item) => item.key)).not.toContain("acceleration");
    expect(off.map((item) => item.key)).not.toContain("mining");
    const liquid = siteNavItems({ language: null, network: "liquid", base: "liquid" }, null, servedWith("liquid", { ...resolveFeatureFlags("liquid"), accelerator: true }));
    expect(liquid.map((item) => item.key)).not.toContain("mining");
    expect(liquid.map((item) => item.key)).toContain("docs");
  });

  it("marks the section of the page shown, its subpages included", () => {
    const served = servedWith("bitcoin", BITCOIN);
    const current = (route: string) => siteNavItems({ language: null, network: "mainnet", base: "bitcoin" }, route, served).filter((item) => item.current).map((item) => item.key);
    expect(current("/")).toEqual(["dashboard"]);
    expect(current("/docs/api/websocket")).toEqual(["docs"]);
    expect(current("/mining/pool/tidewater")).toEqual(["mining"]);
    expect(current("/tx/push")).toEqual([]);
  });
});
