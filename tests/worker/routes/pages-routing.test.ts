import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "../../../shared/network/route-table.ts";
import { PAGE_COMPONENTS } from "../../../client/app/routes.tsx";

const ORIGIN = "http://explorer.test";

async function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Response> {
  return SELF.fetch(`${ORIGIN}${path}`, { method, headers, redirect: "manual" });
}

async function html(path: string, headers: Record<string, string> = {}): Promise<{ response: Response; body: string }> {
  const response = await get(path, headers);
  return { response, body: await response.text() };
}

const firstTitle = (body: string) => body.match(/<title>(.*?)<\/title>/)?.[1];
const canonical = (body: string) => body.match(/<link rel="canonical" href="([^"]*)"/)?.[1];

describe("page redirects (spec §2.2, §5)", () => {
  it.each<[string, string]>([
    ["/clock", "/clock/mempool/0"],
    ["/clock/mined", "/clock/mined/0"],
    ["/clock/blocks/3", "/clock/mined/3"],
    ["/clock/mempool/-1", "/clock/mempool/0"],
    ["/de/testnet/clock/x/2?stats=false", "/de/testnet/clock/mined/2?stats=false"],
    ["/mempool-block/abc", "/mempool-block/0"],
    ["/view/mempool-block/-4", "/view/mempool-block/0"],
    ["/signet/mining/blocks", "/signet/blocks"],
    ["/ja/signet/mining/blocks", "/ja/signet/blocks"],
  ])("%s → %s", async (path, location) => {
    const response = await get(path);
    expect(response.headers.get("location")).toBe(location);
    expect(response.status).toBe(301);
    await response.body?.cancel();
  });

  it.each<[string, string]>([
    ["/no-such-page?x=1", "/"],
    ["/testnet/no-such-page", "/testnet"],
    ["/liquidtestnet/no-such-page", "/signet"],
    ["/de/testnet/no-such-page", "/de/testnet"],
    ["/ar/signet/a/b", "/ar/signet"],
    ["/liquid/acceleration", "/"],
    ["/liquid/mining", "/"],
  ])("§2.2 the unknown path %s goes to %s with a 302 that is never stored", async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(location);
    expect(response.headers.get("cache-control")).toBe("no-store");
    await response.body?.cancel();
  });

  const unbuilt = ROUTE_TABLE.find(
    (entry) => entry.kind === "page" && entry.area === "site" && entry.sets.includes("bitcoin") && !entry.pattern.includes(":") && entry.feature === undefined && PAGE_COMPONENTS[entry.page] === undefined,
  );
  it.runIf(unbuilt !== undefined)(`a table route whose page is not built yet (${unbuilt?.pattern}) goes to the network root, not to a blank page`, async () => {
    const response = await get(`/testnet${unbuilt!.pattern}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/testnet");
    await response.body?.cancel();
  });
});

describe("titles, canonical links and direction", () => {
  it.each<[string, string, string, string, string]>([
    ["/", "Blocktide - Bitcoin Explorer", `${ORIGIN}/`, "en", "ltr"],
    ["/testnet/", "Blocktide - Bitcoin Testnet Explorer", `${ORIGIN}/testnet`, "en", "ltr"],
    ["/signet?x=1", "Blocktide - Bitcoin Signet Explorer", `${ORIGIN}/signet`, "en", "ltr"],
    ["/liquid", "Blocktide - Liquid Network Explorer", `${ORIGIN}/`, "en", "ltr"],
    ["/de/liquidtestnet", "Blocktide - Liquid Testnet-Explorer", `${ORIGIN}/de/testnet`, "de", "ltr"],
    ["/pt-BR/testnet", "Blocktide - Explorador de Bitcoin Testnet", `${ORIGIN}/pt/testnet`, "pt-BR", "ltr"],
    ["/fa", "Blocktide - کاوشگر \u2068Bitcoin\u2069", `${ORIGIN}/fa`, "fa", "rtl"],
    ["/he/signet", "Blocktide - סייר \u2068Bitcoin Signet\u2069", `${ORIGIN}/he/signet`, "he", "rtl"],
  ])("%s: title %j, canonical %s, lang %s, %s", async (path, title, link, lang, dir) => {
    const { response, body } = await html(path);
    expect(response.status).toBe(200);
    expect(firstTitle(body)).toBe(title);
    expect(canonical(body)).toBe(link);
    expect(body).toContain(`<html lang="${lang}" dir="${dir}">`);
  });

  it("embeds the build's feature flags (wrangler.toml turns the audit on), which the client routes with", async () => {
    const { body } = await html("/");
    const state = JSON.parse(body.match(/<script id="blocktide-state" type="application\/json">(.*?)<\/script>/)![1]!);
    expect(state.features).toEqual({ audit: true, lightning: false, accelerator: true, miningDashboard: true, historicalPrice: true });
  });
});

/** The language cookie a response sets, if any (pages also hand out an anti-forgery token). */
const languageCookieSet = (response: Response): string | null =>
  response.headers.getSetCookie().find((value) => value.startsWith("lang=")) ?? null;

describe("the language cookie (spec §2.1, §9)", () => {
  const COOKIE_DE = "lang=de; Expires=Sat, 01 Jan 2050 00:00:00 GMT; Path=/; SameSite=Lax";

  it("is set when a prefixed language page is served", async () => {
    const response = await get("/de/testnet");
    expect(response.status).toBe(200);
    expect(languageCookieSet(response)).toBe(COOKIE_DE);
    expect(response.headers.get("vary")).toMatch(/\bCookie\b/);
    await response.body?.cancel();
  });

  it("stores the language code of a region tag", async () => {
    const response = await get("/pt-BR");
    expect(languageCookieSet(response)).toMatch(/^lang=pt; Expires=Sat, 01 Jan 2050/);
    await response.body?.cancel();
  });

  it("is not set again when the request already carries it", async () => {
    const response = await get("/de", { cookie: "lang=de" });
    expect(response.status).toBe(200);
    expect(languageCookieSet(response)).toBeNull();
    await response.body?.cancel();
  });

  it("replaces another language when the path chooses a new one", async () => {
    const response = await get("/de", { cookie: "lang=ja" });
    expect(response.status).toBe(200);
    expect(languageCookieSet(response)).toBe(COOKIE_DE);
    await response.body?.cancel();
  });

  it.each<[string, string, string]>([
    ["/", "lang=ja", "/ja"],
    ["/testnet/tx/ab12?x=1", "theme=dark; lang=fa", "/fa/testnet/tx/ab12?x=1"],
    ["/preview/signet", "lang=ko", "/ko/preview/signet"],
  ])("sends the unprefixed %s with cookie %j to %s (302, Vary: Cookie, no-store)", async (path, cookie, location) => {
    const response = await get(path, { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(location);
    expect(response.headers.get("vary")).toMatch(/\bCookie\b/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    await response.body?.cancel();
  });

  it.each(["lang=en", "lang=xx", "other=1", ""])("serves the unprefixed page for the cookie %j", async (cookie) => {
    const response = await get("/", cookie === "" ? {} : { cookie });
    expect(response.status).toBe(200);
    expect(languageCookieSet(response)).toBeNull();
    expect(response.headers.get("vary")).toMatch(/\bCookie\b/);
    await response.body?.cancel();
  });
});

describe("a first visit follows the browser's languages (issue 16)", () => {
  it.each<[string, string, string]>([
    ["/", "de-CH, de;q=0.9, en;q=0.8", "/de"],
    ["/testnet/tx/ab12?x=1", "xx, ja;q=0.7, en;q=0.5", "/ja/testnet/tx/ab12?x=1"],
    ["/", "no", "/nb"],
  ])("sends %s with Accept-Language %j to %s (302, Vary: Cookie, Accept-Language)", async (path, accept, location) => {
    const response = await get(path, { "accept-language": accept });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(location);
    expect(response.headers.get("vary")).toBe("Cookie, Accept-Language");
    expect(response.headers.get("cache-control")).toBe("no-store");
    await response.body?.cancel();
  });

  it.each<[string, Record<string, string>]>([
    ["English first", { "accept-language": "en-US, de;q=0.9" }],
    ["nothing it knows", { "accept-language": "xx, *;q=0.1" }],
    ["a hostile header", { "accept-language": `${"de;q=abc,".repeat(200)};;;` }],
    ["an English cookie over a German browser", { "accept-language": "de", cookie: "lang=en" }],
  ])("serves the unprefixed page for %s", async (_case, headers) => {
    const response = await get("/", headers);
    expect(response.status).toBe(200);
    expect(response.headers.get("vary")).toMatch(/Accept-Language/);
    await response.body?.cancel();
  });

  it("lets the cookie's language win over the browser's", async () => {
    const response = await get("/", { "accept-language": "de", cookie: "lang=ja" });
    expect(response.headers.get("location")).toBe("/ja");
    await response.body?.cancel();
  });
});

describe("a choice from the language menu (?lang=)", () => {
  it.each<[string, string, string]>([
    ["/de/tx/ab12?lang=en&x=1", "/tx/ab12?x=1", "en"],
    ["/?lang=ja", "/ja", "ja"],
    ["/fa/testnet?lang=he", "/he/testnet", "he"],
  ])("remembers %s and answers with the page in that language at %s", async (path, location, language) => {
    const response = await get(path, { cookie: "lang=de" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(location);
    expect(languageCookieSet(response)).toMatch(new RegExp(`^lang=${language}; Expires=Sat, 01 Jan 2050`));
    await response.body?.cancel();
  });

  it("ignores an unknown language in the query", async () => {
    const response = await get("/de?lang=xx");
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });
});

describe("bad page paths answer a clear 400, never a 500", () => {
  it.each<[string, string, RegExp]>([
    ["an absurdly long path", `/tx/${"a".repeat(5000)}`, /at most 1024 characters/],
    ["an encoded slash", "/tx/ab%2Fcd", /encoded "\/"/],
    ["an encoded slash climbing out", "/..%2F..%2Fetc/passwd", /encoded "\/"/],
    ["an encoded backslash", "/tx/ab%5Ccd", /encoded/],
    ["a truncated escape", "/tx/%E0%A4%A", /invalid percent-encoding/],
    ["a stray percent sign", "/testnet/tx/100%", /invalid percent-encoding/],
    ["an encoded NUL", "/tx/a%00b", /control character/],
  ])("%s", async (_case, path, message) => {
    for (const method of ["GET", "HEAD"]) {
      const response = await get(path, {}, method);
      expect(response.status, method).toBe(400);
      if (method === "GET") expect(await response.text()).toMatch(message);
      else await response.body?.cancel();
    }
  });

  it.each(["/a/../b", "/a/%2e%2e/b", "/./tx"])("resolves the dot segments of %s before routing (a redirect, not an error)", async (path) => {
    const response = await get(path);
    expect([301, 302]).toContain(response.status);
    expect(response.headers.get("location")).toBe("/");
    await response.body?.cancel();
  });

  it("does not let a cookie language redirect a bad path", async () => {
    const response = await get("/tx/%zz", { cookie: "lang=de" });
    expect(response.status).toBe(400);
    await response.body?.cancel();
  });
});
