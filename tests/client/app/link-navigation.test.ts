import { describe, expect, it } from "vitest";
import { inAppPath, type LinkClick, type LinkTarget } from "../../../client/app/link-navigation.tsx";
import { testPageState } from "../../support/page-state.ts";

const state = testPageState();
const here = new URL("https://explorer.test/block/800000?page=2");
const click: LinkClick = { button: 0, defaultPrevented: false, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const link = (href: string, rest: Partial<LinkTarget> = {}): LinkTarget => ({ href, target: "", download: false, rel: "", ...rest });
const txid = "a".repeat(64);

describe("which link clicks stay in the app", () => {
  it("keeps a plain click on one of the app's pages in the app, with its query and fragment", () => {
    expect(inAppPath(click, link(`https://explorer.test/tx/${txid}`), here, state)).toBe(`/tx/${txid}`);
    expect(inAppPath(click, link(`/testnet/address/tb1qexample?x=1#accelerate`), here, state)).toBe("/testnet/address/tb1qexample?x=1#accelerate");
    expect(inAppPath(click, link("/"), here, state)).toBe("/");
  });

  it("keeps a known route that redirects (the app renders the redirect itself)", () => {
    expect(inAppPath(click, link("/clock"), here, state)).toBe("/clock");
  });

  it("leaves modified, non-primary and already handled clicks to the browser", () => {
    for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey", "defaultPrevented"] as const) {
      expect(inAppPath({ ...click, [key]: true }, link("/block/1"), here, state), key).toBeNull();
    }
    expect(inAppPath({ ...click, button: 1 }, link("/block/1"), here, state)).toBeNull();
  });

  it("leaves other windows, downloads, external links, other languages and other origins to the browser", () => {
    expect(inAppPath(click, link("/block/1", { target: "_blank" }), here, state)).toBeNull();
    expect(inAppPath(click, link("/block/1", { target: "_self" }), here, state)).toBe("/block/1");
    expect(inAppPath(click, link("/block/1", { download: true }), here, state)).toBeNull();
    expect(inAppPath(click, link("/block/1", { rel: "noopener external" }), here, state)).toBeNull();
    expect(inAppPath(click, link("/de/block/1", { rel: "alternate" }), here, state)).toBeNull();
    expect(inAppPath(click, link("https://elsewhere.test/block/1"), here, state)).toBeNull();
    expect(inAppPath(click, link("mailto:someone@example.test"), here, state)).toBeNull();
  });

  it("leaves a fragment of the page shown to the browser's own scrolling", () => {
    expect(inAppPath(click, link("/block/800000?page=2#transactions"), here, state)).toBeNull();
    expect(inAppPath(click, link("/block/800000#transactions"), here, state)).toBe("/block/800000#transactions");
  });

  it("leaves paths that are not the app's pages to the server (the API, assets, unknown paths)", () => {
    for (const path of [`/api/tx/${txid}`, "/favicon.svg", "/no-such-page", "/testnet/api/v1/ws", "/%zz"]) {
      expect(inAppPath(click, link(path), here, state), path).toBeNull();
    }
  });
});
