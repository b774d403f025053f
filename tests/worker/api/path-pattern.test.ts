import { describe, expect, it } from "vitest";
import { InvalidPathError } from "../../../shared/network/errors.ts";
import { InvalidPatternError, compilePattern, matchPattern, splitApiPath } from "../../../worker/api/path-pattern.ts";

const match = (pattern: string, path: string) => matchPattern(compilePattern(pattern), splitApiPath(path));

describe("route patterns", () => {
  it.each<[string, string, Record<string, string> | null]>([
    ["/api/tx/:txid/outspend/:vout", "/api/tx/ab/outspend/3", { txid: "ab", vout: "3" }],
    ["/api/tx/:txid", "/api/tx/ab/hex", null],
    ["/api/tx/:txid/hex", "/api/tx/ab", null],
    ["/api/blocks/:height?", "/api/blocks", {}],
    ["/api/blocks/:height?", "/api/blocks/", {}],
    ["/api/blocks/:height?", "/api/blocks/12", { height: "12" }],
    ["/api/blocks/:height?", "/api/blocks/tip/height", null],
    ["/api/v1/mining/*", "/api/v1/mining", {}],
    ["/api/v1/mining/*", "/api/v1/mining/pools/1w", {}],
    ["/api/block/:hash/*", "/api/block/ab", { hash: "ab" }],
    ["/api/block/:hash/*", "/api/block/ab/txs/25", { hash: "ab" }],
    ["/api/Block/:hash", "/api/block/ab", null],
    ["/api/address/:key", "/api/address/a%2Fb", { key: "a/b" }],
    ["/api/address/:key", "/api/address//", null],
  ])("%s against %s", (pattern, path, expected) => {
    expect(match(pattern, path)).toEqual(expected);
  });

  it("refuses a segment that is not valid percent-encoding with a 400", () => {
    expect(() => splitApiPath("/api/tx/%E0%A4%A")).toThrow(InvalidPathError);
  });

  it.each(["api/x", "/api/*/x", "/api/:a?/b", "/api/:", "/api//x"])("refuses the malformed pattern %s when the table loads", (pattern) => {
    expect(() => compilePattern(pattern)).toThrow(InvalidPatternError);
  });
});
