import { describe, expect, it } from "vitest";
import { ApiError } from "../../../client/api/api-fetch.ts";
import { homePageData, parseHomePageData } from "../../../client/pages/home/home-page-data.ts";
import type { PageDataSite } from "../../../client/app/page-data.tsx";

const SITE: PageDataSite = { network: "mainnet", features: { audit: false, lightning: false, accelerator: false, miningDashboard: true, historicalPrice: true }, side: "server" };
const ROW = { added: 1_700_000_000, count: 3, vbytes_per_second: 12, min_fee: 1, vsizes: Array.from({ length: 39 }, (_, i) => (i === 2 ? 500 : 0)) };

describe("the home page's data", () => {
  it("carries the live window's statistics for the dashboard's charts", async () => {
    const paths: string[] = [];
    const data = await homePageData.load({}, async (path) => (paths.push(path), Response.json([ROW])), SITE);
    expect(paths).toEqual(["/api/v1/statistics/2h"]);
    expect(data.statistics?.window).toBe("2h");
    expect(data.statistics?.rows[0]).toMatchObject(ROW);
    expect(parseHomePageData(JSON.parse(JSON.stringify(data)))).toEqual(data);
  });

  it("keeps the page when the backend has no statistics: the charts' place says so", async () => {
    const data = await homePageData.load({}, async (path) => Promise.reject(new ApiError(503, path, "no statistics")), SITE);
    expect(data).toEqual({ statistics: null });
    expect(parseHomePageData({ statistics: null })).toEqual({ statistics: null });
  });

  it("refuses data of another shape read back from the document", () => {
    expect(() => parseHomePageData({})).toThrow(TypeError);
    expect(() => parseHomePageData({ statistics: { window: "5y", rows: [] } })).toThrow(TypeError);
  });
});
