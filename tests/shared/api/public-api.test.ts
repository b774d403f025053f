import { describe, expect, it } from "vitest";
import { PUBLIC_API, documentedEndpoints, fillExample, patternParams } from "../../../shared/api/public-api.ts";
import { EXAMPLE_PLACEHOLDERS, type ExampleValues, readExampleValues } from "../../../shared/api/example-values.ts";
import { exampleValuesFrom } from "../../../shared/api/example-values-from.ts";
import { FEATURE_FLAG_DEFAULTS } from "../../../shared/network/feature-flags.ts";
import { enApiDocs } from "../../../client/i18n/locales/en/api-docs.ts";
import { API_PARAM_RULES, findApiParamRule } from "../../../worker/api/api-param-table.ts";
import { compilePattern, matchPattern, splitApiPath } from "../../../worker/api/path-pattern.ts";

const VALUES: ExampleValues = {
  txid: "a".repeat(64),
  hash: `00000000${"b".repeat(56)}`,
  height: "840000",
  time: "1713571767",
  address: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
  slug: "tidewater",
};

// A pattern with its parameters' names left out: the docs may name them better than the code.
const shape = (pattern: string | undefined) => pattern?.replace(/:[a-z]+/gi, ":");

describe("PUBLIC_API", () => {
  it("names each endpoint once, so every anchor on the page is unique", () => {
    const ids = PUBLIC_API.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has a description for every endpoint, and none for an endpoint that is gone", () => {
    const described = Object.keys(enApiDocs).filter((key) => key.startsWith("api-docs.endpoint.")).map((key) => key.slice("api-docs.endpoint.".length));
    expect(described.sort()).toEqual(PUBLIC_API.map((entry) => entry.id).sort());
  });

  it("gives every endpoint an example its own pattern matches, with known placeholders only", () => {
    for (const entry of PUBLIC_API) {
      const path = fillExample(entry.example, VALUES).split("?")[0]!;
      expect(matchPattern(compilePattern(entry.pattern), splitApiPath(path)), `${entry.id}: ${path}`).not.toBeNull();
    }
  });

  it("holds every documented parameter of the network API to a rule of the edge's check, under the same pattern", () => {
    for (const entry of PUBLIC_API.filter((e) => e.networked && patternParams(e.pattern).length > 0)) {
      // The hub's own route (projected blocks) is checked by the hub.
      if (entry.pattern.startsWith("/api/v1/projected-block/")) continue;
      const path = fillExample(entry.example, VALUES).split("?")[0]!;
      expect(shape(findApiParamRule(path)?.rule.pattern), entry.id).toBe(shape(entry.pattern));
    }
    expect(API_PARAM_RULES.length).toBeGreaterThan(0);
  });

  it("documents the query parameters the edge checks", () => {
    for (const entry of PUBLIC_API) {
      const rule = findApiParamRule(fillExample(entry.example, VALUES).split("?")[0]!)?.rule;
      for (const name of Object.keys(rule?.query ?? {})) {
        // The edge accepts both spellings of the transaction-times list; the docs show the bracketed one.
        if (name === "txId") continue;
        expect(entry.query, `${entry.id} ${name}`).toContain(name);
      }
    }
  });

  it("leaves out the endpoints of features that are off", () => {
    const off = documentedEndpoints({ ...FEATURE_FLAG_DEFAULTS, audit: false, accelerator: false });
    expect(off.some((entry) => entry.feature === "audit" || entry.feature === "accelerator")).toBe(false);
    const on = documentedEndpoints({ ...FEATURE_FLAG_DEFAULTS, audit: true, accelerator: true });
    expect(on.map((entry) => entry.id)).toEqual(expect.arrayContaining(["audit-score", "services-accelerate"]));
  });
});

describe("fillExample", () => {
  it("fills each placeholder, encoded for a path", () => {
    expect(fillExample("/api/block/{hash}/txid/0", VALUES)).toBe(`/api/block/${VALUES.hash}/txid/0`);
    expect(fillExample("/x/{slug}", { ...VALUES, slug: "a b" })).toBe("/x/a%20b");
  });

  it("refuses a placeholder it does not know", () => {
    expect(() => fillExample("/api/{nope}", VALUES)).toThrow(/unknown placeholder \{nope\}/);
  });
});

describe("example values", () => {
  const block = { id: VALUES.hash, height: 840000, timestamp: 1713571767, extras: { pool: { slug: "tidewater" } } };
  const coinbase = { txid: "c".repeat(64), vout: [{ scriptpubkey_address: "bc1qcoinbase" }] };
  const payment = { txid: VALUES.txid, vout: [{ scriptpubkey_type: "op_return" }, { scriptpubkey_address: VALUES.address }] };

  it("takes the first transaction after the coinbase and the first output with an address", () => {
    expect(exampleValuesFrom(block, [coinbase, payment])).toEqual(VALUES);
  });

  it("falls back to the coinbase in a block of one transaction, and to a known pool without a slug", () => {
    expect(exampleValuesFrom({ ...block, extras: {} }, [coinbase])).toEqual({ ...VALUES, txid: coinbase.txid, address: "bc1qcoinbase", slug: "unknown" });
  });

  it("reads nothing from answers of another shape", () => {
    expect(exampleValuesFrom({ height: 1 }, [coinbase])).toBeUndefined();
    expect(exampleValuesFrom(block, [])).toBeUndefined();
    expect(exampleValuesFrom(block, [{ txid: "x", vout: [{}] }])).toBeUndefined();
  });

  it("reads stored values back only when every placeholder is text", () => {
    expect(readExampleValues(VALUES)).toEqual(VALUES);
    expect(readExampleValues({ ...VALUES, height: 5 })).toBeUndefined();
    expect(EXAMPLE_PLACEHOLDERS).toHaveLength(Object.keys(VALUES).length);
  });
});
