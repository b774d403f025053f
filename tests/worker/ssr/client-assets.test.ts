import { describe, expect, it } from "vitest";
import { ClientAssetsError, entryAssets } from "../../../worker/ssr/client-assets.ts";

describe("entryAssets", () => {
  it("links the entry script and its stylesheets from the root", () => {
    const manifest = { "entry.tsx": { file: "assets/entry-abc.js", css: ["assets/entry-def.css"], isEntry: true } };
    expect(entryAssets(manifest)).toEqual({ script: "/assets/entry-abc.js", styles: ["/assets/entry-def.css"], chunks: {} });
  });

  it("accepts an entry without stylesheets", () => {
    expect(entryAssets({ "entry.tsx": { file: "assets/entry.js" } })).toEqual({ script: "/assets/entry.js", styles: [], chunks: {} });
  });

  it.each([[null], [[]], [{}], [{ "entry.tsx": { file: 3 } }], [{ "other.tsx": { file: "a.js" } }]])(
    "rejects a manifest without a usable entry: %j",
    (manifest) => {
      expect(() => entryAssets(manifest)).toThrow(ClientAssetsError);
      expect(() => entryAssets(manifest)).toThrow(/npm run build:client/);
    },
  );
});

describe("the chunks of pages loaded on demand", () => {
  it("lists each dynamic entry's file and its imports, without the entry's own file", () => {
    const manifest = {
      "entry.tsx": { file: "assets/entry-abc.js", isEntry: true, dynamicImports: ["pages/tx-page.tsx"] },
      "pages/tx-page.tsx": { file: "assets/tx-page-1.js", isDynamicEntry: true, imports: ["entry.tsx", "_shared.js"] },
      "_shared.js": { file: "assets/shared-2.js", imports: ["entry.tsx"] },
    };
    expect(entryAssets(manifest).chunks).toEqual({ "pages/tx-page.tsx": ["/assets/tx-page-1.js", "/assets/shared-2.js"] });
  });
});
