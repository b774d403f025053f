import { describe, it, expect } from "vitest";
import { PAGE_COMPONENTS, isKnownPage, pageRouteContext } from "../../../client/app/routes.tsx";
import { resolveRoute } from "../../../shared/network/resolve-route.ts";
import { resolveFeatureFlags } from "../../../shared/network/feature-flags.ts";
import { ROUTE_TABLE } from "../../../shared/network/route-table.ts";

describe("client routes", () => {
  it("serves exactly the pages that have a component", () => {
    const pages = [...new Set(ROUTE_TABLE.flatMap((e) => (e.kind === "page" ? [e.page] : [])))];
    for (const page of pages) expect(isKnownPage(page), page).toBe(PAGE_COMPONENTS[page] !== undefined);
    expect(isKnownPage("home")).toBe(true);
  });

  it("routes with the page state's build and flags", () => {
    const context = pageRouteContext({ base: "liquid", features: resolveFeatureFlags("liquid") });
    expect(resolveRoute({ pathname: "/testnet" }, context)).toMatchObject({ kind: "page", page: "home" });
    expect(context.isPageServed).toBe(isKnownPage);
  });
});
