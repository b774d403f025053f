import { describe, expect, it } from "vitest";
import { ClientAssetsError, entryAssets } from "../../../worker/ssr/client-assets.ts";

describe("entryAssets", () => {
  it("links the entry script and its stylesheets from the root", () => {
    const manifest = { "entry.tsx": { file: "assets/entry-abc.js", css: ["assets/entry-def.css"], isEntry: true } };
    expect(entryAssets(manifest)).toEqual({ script: "/assets/entry-abc.js", styles: ["/assets/entry-def.css"] });
  });

  it("accepts an entry without stylesheets", () => {
    expect(entryAssets({ "entry.tsx": { file: "assets/entry.js" } })).toEqual({ script: "/assets/entry.js", styles: [] });
  });

  it.each([[null], [[]], [{}], [{ "entry.tsx": { file: 3 } }], [{ "other.tsx": { file: "a.js" } }]])(
    "rejects a manifest without a usable entry: %j",
    (manifest) => {
      expect(() => entryAssets(manifest)).toThrow(ClientAssetsError);
      expect(() => entryAssets(manifest)).toThrow(/npm run build:client/);
    },
  );
});
