import { describe, expect, it } from "vitest";
import { pageFromQuery, pagerLinks, pageSearch } from "../../../client/components/accelerator/paging.ts";

describe("pageFromQuery (spec §5: only integers, else the default)", () => {
  it.each<[string | null, number]>([
    [null, 1],
    ["3", 3],
    ["0", 1],
    ["-2", 1],
    ["2.5", 1],
    ["x", 1],
    ["9999999", 1],
  ])("%s → %s", (value, page) => {
    expect(pageFromQuery(value)).toBe(page);
  });
});

describe("pagerLinks", () => {
  it("links the neighbours inside the list", () => {
    expect(pagerLinks({ page: 1, total: 40, pageLength: 15 })).toEqual({ previous: null, next: 2, last: 3 });
    expect(pagerLinks({ page: 3, total: 40, pageLength: 15 })).toEqual({ previous: 2, next: null, last: 3 });
    expect(pagerLinks({ page: 1, total: 0, pageLength: 15 })).toEqual({ previous: null, next: null, last: 1 });
  });

  it("leads a page past the end back to the last one", () => {
    expect(pagerLinks({ page: 9, total: 40, pageLength: 15 })).toEqual({ previous: 3, next: null, last: 3 });
  });
});

describe("pageSearch", () => {
  it("sets the page beside the other parameters, and drops it for the first", () => {
    expect(pageSearch("?page=2&x=1", 3)).toBe("?page=3&x=1");
    expect(pageSearch("?page=2", 1)).toBe("");
    expect(pageSearch("", 2)).toBe("?page=2");
  });
});
