import { describe, expect, it } from "vitest";
import { hasPageData, loadedPageData, loadPageData } from "../../../client/app/routes.tsx";
import { blockPageData } from "../../../client/pages/block/block-page-data.ts";
import { homePageData } from "../../../client/pages/home/home-page-data.ts";

describe("page data definitions load with their pages (client/app/routes.tsx)", () => {
  it("loads a page's definition once and then has it at hand", async () => {
    expect(hasPageData("block")).toBe(true);
    expect(loadedPageData("block")).toBeUndefined();
    const first = loadPageData("block");
    expect(loadPageData("block")).toBe(first);
    expect(await first).toBe(blockPageData);
    expect(loadedPageData("block")).toBe(blockPageData);
  });

  it("answers undefined for a page whose facts are the live data", async () => {
    expect(hasPageData("status")).toBe(false);
    expect(await loadPageData("status")).toBeUndefined();
    expect(loadedPageData("status")).toBeUndefined();
  });

  it("gives the home page the live window's statistics, for its charts", async () => {
    expect(await loadPageData("home")).toBe(homePageData);
  });
});
