import { describe, expect, it } from "vitest";
import { parsePageState, serializePageState, type PageState } from "../../../client/app/page-state.ts";
import { resolveFeatureFlags } from "../../../shared/network/feature-flags.ts";
import { testPageState } from "../../support/page-state.ts";

const state: PageState = testPageState({ styles: ["/assets/entry-abc.css"], canonicalHosts: { bitcoin: "https://b.example", liquid: "https://l.example" }, features: resolveFeatureFlags("bitcoin", { accelerator: true }), pageScripts: ["/assets/tx-page-abc.js"] });

describe("page state", () => {
  it("reads back what it wrote", () => {
    expect(parsePageState(serializePageState(state))).toEqual(state);
  });

  it.each([["a string", "now"], ["a negative time", -1], ["infinity", "Infinity"], ["missing", undefined]])(
    "refuses a render time that is %s",
    (_, renderedAt) => {
      const json = JSON.stringify({ ...state, renderedAt }).replace('"Infinity"', "1e999");
      expect(() => parsePageState(json)).toThrow("renderedAt must be a time in milliseconds");
    },
  );

  it("keeps only the known feature flags", () => {
    const json = JSON.stringify({ ...state, features: { ...state.features, extra: true } });
    expect(parsePageState(json).features).toEqual(state.features);
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
    ["no features", JSON.stringify({ ...state, features: undefined }), /features must be an object/],
    ["a feature that is not a boolean", JSON.stringify({ ...state, features: { ...state.features, audit: "yes" } }), /feature "audit" must be true or false/],
    ["a missing feature", JSON.stringify({ ...state, features: { audit: false } }), /feature "lightning"/],
  ])("rejects %s", (_, json, error) => {
    expect(() => parsePageState(json)).toThrow(error);
  });
});
