import { describe, expect, it } from "vitest";
import { hasCpfpRelatives, readCpfpInfo, readCpfpRelative, relativeFeeRate } from "../../../shared/tx/cpfp-info.ts";
import { readFixture } from "./tx-fixtures.ts";

const A = "aa".repeat(32);
const B = "bb".repeat(32);

describe("readCpfpInfo", () => {
  it("reads the captured answer of a transaction without relatives", () => {
    const info = readCpfpInfo(readFixture("cypress/details_rbf/tx02_api_cpfp.json"));
    expect(info).toEqual({
      ancestors: [],
      descendants: [],
      bestDescendant: null,
      effectiveFeePerVsize: 4.285714285714286,
      sigops: 4,
      fee: 960,
      adjustedVsize: 224,
    });
    expect(hasCpfpRelatives(info!)).toBe(false);
  });

  it("reads the cached transaction's ancestor, which makes it a CPFP child", () => {
    const cached = readFixture<{ ancestors: unknown }>("cypress/mainnet_tx_cached.json");
    const info = readCpfpInfo({ ancestors: cached.ancestors })!;
    expect(info.ancestors).toEqual([{ txid: "1e3bd5c634781a6ba8bb3d3385b14739bf38cad5332d5fbc5c0ab775e54b9aef", fee: 169_220, weight: 19_877 }]);
    expect(hasCpfpRelatives(info)).toBe(true);
    expect(relativeFeeRate(info.ancestors[0]!)).toBeCloseTo(169_220 / (19_877 / 4), 12);
  });

  it("answers the unknown-transaction shape as no relatives", () => {
    expect(readCpfpInfo({ ancestors: [] })).toEqual({ ancestors: [] });
  });

  it("drops a malformed relative but keeps the others", () => {
    const info = readCpfpInfo({
      ancestors: [{ txid: A, fee: 100, weight: 400 }, { txid: "nope", fee: 1, weight: 4 }, { txid: B, fee: -1, weight: 4 }, { txid: B, fee: 1, weight: 0 }],
      descendants: [{ txid: B.toUpperCase(), fee: 300, weight: 600 }],
      bestDescendant: { txid: "x" },
      acceleration: "yes",
      acceleratedBy: [1, "two"],
      effectiveFeePerVsize: Number.NaN,
    });
    expect(info).toEqual({ ancestors: [{ txid: A, fee: 100, weight: 400 }], descendants: [{ txid: B, fee: 300, weight: 600 }], bestDescendant: null });
  });

  it("keeps the acceleration fields of an accelerated transaction", () => {
    const info = readCpfpInfo({ ancestors: [], acceleration: true, acceleratedBy: [4, 111], acceleratedAt: 1_743_541_800, feeDelta: 5_000 });
    expect(info).toEqual({ ancestors: [], acceleration: true, acceleratedBy: [4, 111], acceleratedAt: 1_743_541_800, feeDelta: 5_000 });
  });

  it.each([null, "Not found", [], { descendants: [] }])("refuses %j, which is no CPFP answer", (bad) => {
    expect(readCpfpInfo(bad)).toBeUndefined();
  });

  it("reads one relative on its own", () => {
    expect(readCpfpRelative({ txid: A, fee: 0, weight: 4 })).toEqual({ txid: A, fee: 0, weight: 4 });
    expect(readCpfpRelative({ txid: A, fee: 1 })).toBeUndefined();
  });
});
