import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

async function readChunks(response: Response): Promise<string[]> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const chunks: string[] = [];
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  return chunks;
}

const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

describe("page route", () => {
  it("streams a complete server-rendered home page that loads the hashed client entry", async () => {
    // A crawler waits for the hub however long it takes; a browser would get the shell first from a cold hub.
    const response = await SELF.fetch("http://explorer.test/", { headers: { "user-agent": CRAWLER } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = (await readChunks(response)).join("");
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain("<title>Blocktide - Bitcoin Explorer</title>");
    expect(html).toMatch(/<script type="module" src="\/assets\/entry-[\w-]+\.js"[^>]*><\/script>/);
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/entry-[\w-]+\.css"/);
    expect(html).toContain('<link rel="canonical" href="http://explorer.test/"/>');
    // The hub's bundle is rendered in place (no hidden boundary a script would have to reveal) and embedded.
    expect(html).not.toContain("<template");
    expect(html).toMatch(/<script id="blocktide-live" type="application\/json">\{"backend":/);
    expect(html).toContain("chain-block-confirmed");
    expect(html.trimEnd().endsWith("</html>")).toBe(true);
  });

  it("renders the network of the path prefix", async () => {
    const html = await (await SELF.fetch("http://explorer.test/testnet")).text();
    expect(html).toContain("<title>Blocktide - Bitcoin Testnet Explorer</title>");
    const live = JSON.parse(html.match(/<script id="blocktide-live" type="application\/json">(.*?)<\/script>/)![1]!);
    const mainnet = await (await SELF.fetch("http://explorer.test/api/v1/init-data")).json<{ blocks: { id: string }[] }>();
    // Each network's page embeds its own chain.
    expect(live.blocks.at(-1).id).not.toBe(mainnet.blocks.at(-1)!.id);
  });

  it("gives a visitor an anti-forgery token once, kept out of shared caches (spec §6)", async () => {
    const first = await SELF.fetch("https://explorer.test/signet");
    const cookie = first.headers.getSetCookie().find((value) => value.startsWith("XSRF-TOKEN="));
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{43}; Path=\/; SameSite=Lax; Secure$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    await first.body?.cancel();
    const token = cookie!.split(";")[0]!;
    const again = await SELF.fetch("https://explorer.test/signet", { headers: { cookie: token } });
    expect(again.headers.getSetCookie().some((value) => value.startsWith("XSRF-TOKEN="))).toBe(false);
    expect(again.headers.get("cache-control")).toBe("no-cache");
    await again.body?.cancel();
  });

  it("renders right-to-left for a right-to-left language prefix", async () => {
    const html = await (await SELF.fetch("http://explorer.test/ar/signet")).text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("<title>Blocktide - مستكشف \u2068Bitcoin Signet\u2069</title>");
  });

  it("embeds the page state as inert JSON that cannot close its script element", async () => {
    const html = await (await SELF.fetch("http://explorer.test/")).text();
    const match = html.match(/<script id="blocktide-state" type="application\/json">(.*?)<\/script>/);
    expect(match).not.toBeNull();
    const state = JSON.parse(match![1]!);
    expect(state).toMatchObject({ base: "bitcoin", canonicalHosts: { bitcoin: "http://explorer.test" } });
    expect(state.styles).toHaveLength(1);
  });

  it.each([
    ["/no-such-page", "/"],
    ["/testnet/no-such-page", "/testnet"],
    ["/signet/a/b/c", "/signet"],
  ])("redirects the unknown path %s to its network root %s (spec §2.2)", async (path, root) => {
    const response = await SELF.fetch(`http://explorer.test${path}`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("location")!, "http://explorer.test").pathname).toBe(root);
  });

  it.each(["/assets/entry-missing.js", "/favicon.ico"])("answers 404 for the missing static file %s", async (path) => {
    const response = await SELF.fetch(`http://explorer.test${path}`, { redirect: "manual" });
    expect(response.status).toBe(404);
    await response.body?.cancel();
  });

  it("serves the bundle's own files as static assets", async () => {
    const html = await (await SELF.fetch("http://explorer.test/")).text();
    const script = html.match(/src="(\/assets\/entry-[\w-]+\.js)"/)![1]!;
    const response = await SELF.fetch(`http://explorer.test${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    await response.body?.cancel();
    expect((await SELF.fetch("http://explorer.test/favicon.svg")).headers.get("content-type")).toMatch(/svg/);
  });

  it("does not stream uncompressed outside development", async () => {
    const response = await SELF.fetch("http://explorer.test/");
    expect(response.headers.get("content-encoding")).toBeNull();
    await response.body?.cancel();
  });
});
