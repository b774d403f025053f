import { describe, expect, it } from "vitest";
import { keepPage, MAX_KEPT_PAGES, PAGE_REUSE_MS, reusablePage } from "../../../worker/ssr/rendered-pages.ts";

describe("pages kept for reuse", () => {
  it("gives back a page for the same address within the reuse window, and not after", () => {
    keepPage("https://a.test/", { status: 200, html: "<p>a</p>" }, 1_000);
    expect(reusablePage("https://a.test/", 1_000 + PAGE_REUSE_MS - 1)).toEqual({ status: 200, html: "<p>a</p>", at: 1_000 });
    expect(reusablePage("https://a.test/?x=1", 1_001)).toBeUndefined();
    expect(reusablePage("https://a.test/", 1_000 + PAGE_REUSE_MS)).toBeUndefined();
    // An expired page is gone, not revived by a clock that goes back.
    expect(reusablePage("https://a.test/", 1_000)).toBeUndefined();
  });

  it("keeps the status of a page about something missing", () => {
    keepPage("https://a.test/block/00", { status: 404, html: "<p>not found</p>" }, 5_000);
    expect(reusablePage("https://a.test/block/00", 5_001)?.status).toBe(404);
  });

  it("holds at most MAX_KEPT_PAGES addresses, dropping the oldest", () => {
    for (let i = 0; i <= MAX_KEPT_PAGES; i++) keepPage(`https://b.test/${i}`, { status: 200, html: String(i) }, 10_000);
    expect(reusablePage("https://b.test/0", 10_001)).toBeUndefined();
    expect(reusablePage(`https://b.test/${MAX_KEPT_PAGES}`, 10_001)?.html).toBe(String(MAX_KEPT_PAGES));
  });
});
