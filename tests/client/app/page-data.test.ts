import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../client/api/api-fetch.ts";
import { definePageData, loadPageDataEntry, PageDataProvider, type PageDataSource, usePageData } from "../../../client/app/page-data.tsx";
import { PageProvider } from "../../../client/app/page-context.tsx";
import { parseRoutePrefix } from "../../../shared/network/route-prefix.ts";
import { TEST_SITE, testPageState } from "../../support/page-state.ts";

const heightData = definePageData({
  key: ({ id }) => `block:${id}`,
  load: async ({ id }, api) => (await (await api(`/api/v1/block/${id}`)).json()) as { height: number },
  parse: (json) => {
    if (typeof json !== "object" || json === null || typeof (json as { height?: unknown }).height !== "number") throw new TypeError("not a block");
    return json as { height: number };
  },
});

function Probe({ id }: { id: string }) {
  const result = usePageData(heightData, { id });
  if (result.status === "ready") return createElement("p", null, `height ${result.data.height}`);
  if (result.status === "error") return createElement("p", null, `error ${result.code}: ${result.message}`);
  return createElement("p", null, "loading");
}

const page = { state: testPageState(), route: parseRoutePrefix("/block/7", "bitcoin") };
const render = (source: PageDataSource, id: string) =>
  renderToStaticMarkup(createElement(PageProvider, { value: page, children: createElement(PageDataProvider, { source, children: createElement(Probe, { id }) }) }));

describe("page data", () => {
  it("renders the document's data at once when it is for this page", () => {
    expect(render({ entry: { key: "block:7", data: { height: 7 } } }, "7")).toBe("<p>height 7</p>");
  });

  it("shows the loading state for data of another page (a navigation), never the wrong data", () => {
    expect(render({ entry: { key: "block:7", data: { height: 7 } } }, "8")).toBe("<p>loading</p>");
    expect(render({ entry: null }, "8")).toBe("<p>loading</p>");
  });

  it("shows the server's error, and treats data that fails its check as an error", () => {
    expect(render({ entry: { key: "block:9", error: { status: 404, message: "Block not found" } } }, "9")).toBe("<p>error 404: Block not found</p>");
    expect(render({ entry: { key: "block:9", data: { height: "nine" } } }, "9")).toBe("<p>error 500: not a block</p>");
  });

  it("turns a loader's failure into an entry with the API's status and message", async () => {
    const missing = await loadPageDataEntry(heightData, { id: "5" }, () => Promise.reject(new ApiError(404, "/api/v1/block/5", "Block not found")), TEST_SITE);
    expect(missing).toEqual({ key: "block:5", error: { status: 404, message: "Block not found" } });
    const found = await loadPageDataEntry(heightData, { id: "5" }, async () => new Response(JSON.stringify({ height: 5 })), TEST_SITE);
    expect(found).toEqual({ key: "block:5", data: { height: 5 } });
  });

  it("embeds the packed form of a definition that packs, and parses it back to the data", async () => {
    const packed = definePageData({ ...heightData, pack: (data) => [data.height], parse: (json) => ({ height: (json as number[])[0]! }) });
    const entry = await loadPageDataEntry(packed, { id: "5" }, async () => new Response(JSON.stringify({ height: 5 })), TEST_SITE);
    expect(entry).toEqual({ key: "block:5", data: [5] });
    function PackedProbe() {
      const result = usePageData(packed, { id: "5" });
      return createElement("p", null, result.status === "ready" ? `height ${result.data.height}` : result.status);
    }
    const markup = renderToStaticMarkup(createElement(PageProvider, { value: page, children: createElement(PageDataProvider, { source: { entry }, children: createElement(PackedProbe) }) }));
    expect(markup).toBe("<p>height 5</p>");
  });
});
