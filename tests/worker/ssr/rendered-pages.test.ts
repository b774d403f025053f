import { describe, expect, it, vi } from "vitest";
import {
  awaitRender,
  claimRender,
  keepPage,
  MAX_KEPT_PAGES,
  PAGE_REUSE_MS,
  renderUnderWay,
  replayedHtml,
  reusablePage,
  SHARED_RENDER_WAIT_MS,
} from "../../../worker/ssr/rendered-pages.ts";

describe("pages kept for reuse", () => {
  it("gives back a page for the same address within the reuse window, and not after", () => {
    keepPage("https://a.test/", { status: 200, html: "<p>a</p>", nonce: "n" }, 1_000);
    expect(reusablePage("https://a.test/", 1_000 + PAGE_REUSE_MS - 1)).toEqual({ status: 200, html: "<p>a</p>", nonce: "n", at: 1_000 });
    expect(reusablePage("https://a.test/?x=1", 1_001)).toBeUndefined();
    expect(reusablePage("https://a.test/", 1_000 + PAGE_REUSE_MS)).toBeUndefined();
    // An expired page is gone, not revived by a clock that goes back.
    expect(reusablePage("https://a.test/", 1_000)).toBeUndefined();
  });

  it("gives each reuse its own nonce in place of the one the page was rendered with", () => {
    const html = (nonce: string) => `<link rel="modulepreload" nonce="${nonce}"/><p>a page</p><script type="module" src="/e.js" nonce="${nonce}"></script>`;
    const kept = { status: 200, html: html("Zx3kq8Vb1sN0fLw7Yp2TgA"), nonce: "Zx3kq8Vb1sN0fLw7Yp2TgA" };
    expect(replayedHtml(kept, "Qm5cR9hD4jE6uK1oW8aXzB")).toBe(html("Qm5cR9hD4jE6uK1oW8aXzB"));
  });

  it("keeps the status of a page about something missing", () => {
    keepPage("https://a.test/block/00", { status: 404, html: "<p>not found</p>", nonce: "n" }, 5_000);
    expect(reusablePage("https://a.test/block/00", 5_001)?.status).toBe(404);
  });

  it("holds at most MAX_KEPT_PAGES addresses, dropping the oldest", () => {
    for (let i = 0; i <= MAX_KEPT_PAGES; i++) keepPage(`https://b.test/${i}`, { status: 200, html: String(i), nonce: "n" }, 10_000);
    expect(reusablePage("https://b.test/0", 10_001)).toBeUndefined();
    expect(reusablePage(`https://b.test/${MAX_KEPT_PAGES}`, 10_001)?.html).toBe(String(MAX_KEPT_PAGES));
  });
});

describe("a render shared while it is under way", () => {
  const page = { status: 200, html: "<p>one</p>", nonce: "n" };

  it("is found under its key from the claim until it settles, and gives its page to those waiting", async () => {
    const claim = claimRender("https://c.test/kiosk");
    const under = renderUnderWay("https://c.test/kiosk");
    expect(under).toBeDefined();
    expect(renderUnderWay("https://c.test/other")).toBeUndefined();
    const waiting = [awaitRender(under!), awaitRender(under!)];
    claim.settle(page);
    expect(await Promise.all(waiting)).toEqual([page, page]);
    expect(renderUnderWay("https://c.test/kiosk")).toBeUndefined();
  });

  it("keeps its first settlement: a failure reported after the page changes nothing", async () => {
    const claim = claimRender("https://c.test/first");
    const under = renderUnderWay("https://c.test/first")!;
    claim.settle(page);
    claim.settle(undefined);
    expect(await awaitRender(under)).toEqual(page);
  });

  it("leaves those waiting to render their own when it fails, is slower than their wait, or is never settled", async () => {
    const failed = claimRender("https://c.test/failed");
    const failing = awaitRender(renderUnderWay("https://c.test/failed")!);
    failed.settle(undefined);
    expect(await failing).toBeUndefined();

    claimRender("https://c.test/slow");
    expect(await awaitRender(renderUnderWay("https://c.test/slow")!, 10)).toBeUndefined();

    vi.useFakeTimers();
    try {
      claimRender("https://c.test/forgotten");
      const forgotten = awaitRender(renderUnderWay("https://c.test/forgotten")!, SHARED_RENDER_WAIT_MS * 2);
      await vi.advanceTimersByTimeAsync(SHARED_RENDER_WAIT_MS);
      expect(await forgotten).toBeUndefined();
      expect(renderUnderWay("https://c.test/forgotten")).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("is replaced by a new claim, whose settlement the old one cannot undo", async () => {
    const old = claimRender("https://c.test/again");
    const fresh = claimRender("https://c.test/again");
    const under = renderUnderWay("https://c.test/again")!;
    old.settle(undefined);
    expect(renderUnderWay("https://c.test/again")).toBe(under);
    fresh.settle(page);
    expect(await awaitRender(under)).toEqual(page);
  });
});
