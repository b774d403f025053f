import { describe, expect, it } from "vitest";
import { previewExamples } from "../../../../client/pages/preview/gallery-examples.ts";
import { readPreviewGalleryData } from "../../../../client/pages/preview/preview-gallery-data.ts";

const HASH = "00".repeat(32);
const TXID = "ab".repeat(32);

describe("previewExamples", () => {
  it("lists the home page first, then a card of each kind for the examples", () => {
    const examples = previewExamples({ block: { hash: HASH, height: 5 }, txid: TXID, address: "bc1q xyz", poolSlug: "foundryusa" });
    expect(examples).toEqual([
      { kind: "home", route: "/" },
      { kind: "block", route: `/block/${HASH}` },
      { kind: "tx", route: `/tx/${TXID}` },
      { kind: "address", route: "/address/bc1q%20xyz" },
      { kind: "pool", route: "/mining/pool/foundryusa" },
      { kind: "mining", route: "/mining" },
      { kind: "mempool-block", route: "/mempool-block/0" },
      { kind: "view-blocks", route: "/view/blocks" },
    ]);
  });

  it("leaves out an address and a pool the block does not have", () => {
    const kinds = previewExamples({ block: { hash: HASH, height: 5 }, txid: TXID, address: null, poolSlug: null }).map((example) => example.kind);
    expect(kinds).not.toContain("address");
    expect(kinds).not.toContain("pool");
  });
});

describe("readPreviewGalleryData", () => {
  it("reads back what the loader wrote", () => {
    const data = { block: { hash: HASH, height: 5 }, txid: TXID, address: null, poolSlug: "x" };
    expect(readPreviewGalleryData(JSON.parse(JSON.stringify(data)))).toEqual(data);
  });

  it.each([
    ["no block", { txid: TXID, address: null, poolSlug: null }],
    ["a txid that is not one", { block: { hash: HASH, height: 5 }, txid: "x", address: null, poolSlug: null }],
    ["an empty address", { block: { hash: HASH, height: 5 }, txid: TXID, address: "", poolSlug: null }],
    ["a missing pool", { block: { hash: HASH, height: 5 }, txid: TXID, address: null }],
  ])("refuses examples with %s", (_case, json) => {
    expect(() => readPreviewGalleryData(json)).toThrow(TypeError);
  });
});
