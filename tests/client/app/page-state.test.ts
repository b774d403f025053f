import { describe, expect, it } from "vitest";
import { parsePageState, serializePageState, type PageState } from "../../../client/app/page-state.ts";

const state: PageState = {
  base: "bitcoin",
  styles: ["/assets/entry-abc.css"],
  canonicalHosts: { bitcoin: "https://b.example", liquid: "https://l.example" },
};

describe("page state", () => {
  it("reads back what it wrote", () => {
    expect(parsePageState(serializePageState(state))).toEqual(state);
  });

  it("cannot end its script element or open a comment, whatever the data holds", () => {
    const hostile = { ...state, styles: ["</script><script>alert(1)</script>", "<!--", "\u2028\u2029"] };
    const json = serializePageState(hostile);
    expect(json).not.toMatch(/<|\u2028|\u2029/);
    expect(parsePageState(json)).toEqual(hostile);
  });

  it.each([
    ["not JSON", "{", SyntaxError],
    ["an array", "[]", /must be a JSON object/],
    ["an unknown base", JSON.stringify({ ...state, base: "dogecoin" }), /unknown base module: dogecoin/],
    ["styles that are not URLs", JSON.stringify({ ...state, styles: [1] }), /styles must be a list/],
    ["no canonical hosts", JSON.stringify({ ...state, canonicalHosts: null }), /canonical hosts/],
    ["a canonical host that is not text", JSON.stringify({ ...state, canonicalHosts: { bitcoin: 1, liquid: "x" } }), /canonical hosts/],
  ])("rejects %s", (_, json, error) => {
    expect(() => parsePageState(json)).toThrow(error);
  });
});
