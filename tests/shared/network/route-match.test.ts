import { describe, it, expect } from "vitest";
import { matchRoutePattern, withoutTrailingSlash } from "../../../shared/network/route-match.ts";
import { InvalidPathError } from "../../../shared/network/errors.ts";

describe("matchRoutePattern", () => {
  it.each<[string, string, Record<string, string> | null]>([
    ["/", "/", {}],
    ["/status", "/status", {}],
    ["/status", "/status/", {}],
    ["/status", "/Status", null],
    ["/status", "/status/x", null],
    ["/tx/:txid", "/tx/ab12", { txid: "ab12" }],
    ["/tx/:txid", "/tx/ab12/", { txid: "ab12" }],
    ["/tx/:txid", "/tx/", null],
    ["/tx/:txid", "/tx", null],
    ["/tx/:txid", "/tx//", null],
    ["/tx/:txid", "/tx/caf%C3%A9", { txid: "café" }],
    ["/clock/:mode/:index", "/clock/mined/3", { mode: "mined", index: "3" }],
    ["/clock/:mode/:index", "/clock/mined", null],
    ["/mining/pool/:slug", "/mining/pools/x", null],
    ["/tx/:txid", "/t%78/ab12", null],
  ])("%s against %s", (pattern, rest, params) => {
    expect(matchRoutePattern(pattern, rest)).toEqual(params);
  });

  it("throws InvalidPathError for a parameter with invalid percent-encoding", () => {
    expect(() => matchRoutePattern("/tx/:txid", "/tx/%zz")).toThrow(InvalidPathError);
  });
});

describe("withoutTrailingSlash", () => {
  it.each([
    ["/", "/"],
    ["/a/", "/a"],
    ["/a//", "/a/"],
    ["/a", "/a"],
  ])("%s → %s", (rest, expected) => {
    expect(withoutTrailingSlash(rest)).toBe(expected);
  });
});
