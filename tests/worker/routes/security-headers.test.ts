/**
 * The security headers of issue 17 through the worker: every answer (page, API, image) carries them,
 * each page's Content-Security-Policy names a nonce of its own that every script of the page carries,
 * kept pages included, and only the kiosk and embed views may be framed.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ORIGIN } from "./devnet-samples.ts";
import { framingAllowed, HSTS_MAX_AGE_SECONDS } from "../../../worker/security-headers.ts";
import { ROUTE_TABLE } from "../../../shared/network/route-table.ts";
import { isKioskPage } from "../../../shared/network/kiosk-pages.ts";

const HTTPS_ORIGIN = ORIGIN.replace(/^http:/, "https:");
// A crawler gets the page in one piece (worker/ssr/crawler.ts), which the worker keeps for reuse.
const CRAWLER = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };

/** The headers of an answer; its body is read, so nothing is left streaming. */
async function headersOf(url: string, init?: RequestInit): Promise<Headers> {
  const response = await SELF.fetch(url, { redirect: "manual", ...init });
  await response.arrayBuffer();
  return response.headers;
}

async function page(url: string): Promise<{ headers: Headers; html: string }> {
  const response = await SELF.fetch(url, { headers: CRAWLER });
  expect(response.status, url).toBe(200);
  return { headers: response.headers, html: await response.text() };
}

const nonceOf = (headers: Headers): string => {
  const nonce = /'nonce-([\w-]+)'/.exec(headers.get("content-security-policy") ?? "")?.[1];
  expect(nonce, "the CSP names a nonce").toBeDefined();
  return nonce!;
};

/** Every script element's opening tag. */
const scriptTags = (html: string): string[] => html.match(/<script\b[^>]*>/g) ?? [];
/** JSON data blocks never run, so CSP does not apply to them (HTML's "data block"). */
const isDataBlock = (tag: string): boolean => /\btype="application\/json"/.test(tag);

function expectCommonHeaders(headers: Headers, { https, framable }: { https: boolean; framable: boolean }): void {
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(headers.get("strict-transport-security")).toBe(https ? `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` : null);
  expect(headers.get("x-frame-options")).toBe(framable ? null : "DENY");
}

/** An answer that is not a page may load and run nothing when opened on its own. */
function expectResourcePolicy(headers: Headers): void {
  expect(headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
}

describe("security headers", () => {
  it("gives a page its policy: a nonce for scripts, no inline scripts otherwise, the live socket, no framing", async () => {
    const { headers } = await page(`${HTTPS_ORIGIN}/`);
    expectCommonHeaders(headers, { https: true, framable: false });
    const nonce = nonceOf(headers);
    expect(headers.get("content-security-policy")).toBe(
      `default-src 'self'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'unsafe-inline'; img-src 'self'; font-src 'self'; ` +
        "connect-src 'self' wss://explorer.test; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
    // Over plain HTTP (development) the socket is ws:, and there is no HSTS.
    const plain = await headersOf(`${ORIGIN}/`);
    expect(plain.get("content-security-policy")).toContain("connect-src 'self' ws://explorer.test;");
    expectCommonHeaders(plain, { https: false, framable: false });
  });

  it("puts the nonce of the header on every script of the page that can run", async () => {
    for (const path of ["/", "/mining", "/de/testnet/view/blocks"]) {
      const { headers, html } = await page(`${ORIGIN}${path}`);
      const nonce = nonceOf(headers);
      const tags = scriptTags(html);
      const runnable = tags.filter((tag) => !isDataBlock(tag));
      // At least the client entry; every other script of the page is a JSON data block.
      expect(runnable.length, path).toBeGreaterThan(0);
      for (const tag of runnable) expect(tag, path).toContain(` nonce="${nonce}"`);
      expect(tags.filter(isDataBlock).length, path).toBeGreaterThan(0);
      // The module preloads of React's bootstrap carry it too; no other nonce is in the page.
      expect(new Set(html.match(/ nonce="[^"]*"/g)), path).toEqual(new Set([` nonce="${nonce}"`]));
    }
  });

  it("gives two answers of the same kept page different nonces, each matching its own header", async () => {
    const withoutNonce = (html: string, nonce: string): string => html.replaceAll(nonce, "");
    // The second answer comes from the kept render when both documents are the same but for the
    // nonce (each render has its own renderedAt); a render that finished late is tried again.
    for (let attempt = 0; attempt < 5; attempt++) {
      const first = await page(`${ORIGIN}/graphs/mempool`);
      const second = await page(`${ORIGIN}/graphs/mempool`);
      const [a, b] = [nonceOf(first.headers), nonceOf(second.headers)];
      expect(a).not.toBe(b);
      // Booleans: a failure should not print two whole documents.
      expect(first.html.includes(` nonce="${a}"`), "the first page carries its header's nonce").toBe(true);
      expect(second.html.includes(` nonce="${b}"`), "the second page carries its header's nonce").toBe(true);
      expect(second.html.includes(a), "the second page still carries the first one's nonce").toBe(false);
      if (withoutNonce(first.html, a) === withoutNonce(second.html, b)) return;
    }
    expect.fail("no answer came from the kept page");
  });

  it("lets the kiosk and embed views be framed, under any language and network prefix, and nothing else", async () => {
    for (const path of ["/view/blocks", "/de/clock/mempool/0", "/de/testnet/view/blocks", "/clock"]) {
      const headers = await headersOf(`${ORIGIN}${path}`);
      expect(headers.get("x-frame-options"), path).toBeNull();
      expect(headers.get("content-security-policy") ?? "", path).not.toContain("frame-ancestors");
      expectCommonHeaders(headers, { https: false, framable: true });
    }
    for (const path of ["/", "/mining", "/testnet/block/0", "/preview/view/blocks"]) {
      const headers = await headersOf(`${ORIGIN}${path}`);
      expect(headers.get("x-frame-options"), path).toBe("DENY");
      if (headers.has("content-security-policy")) expect(headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
    }
  });

  it("frames exactly the kiosk and embed views of the route table", () => {
    for (const entry of ROUTE_TABLE) {
      if (entry.kind !== "page" || entry.area !== "site") continue;
      const path = entry.pattern.replace(/:\w+/g, "0");
      expect(framingAllowed(path, "bitcoin"), entry.pattern).toBe(isKioskPage(entry.page));
      expect(framingAllowed(`/ja/signet${path}`, "bitcoin"), entry.pattern).toBe(isKioskPage(entry.page));
    }
  });

  it("puts the common headers on an API answer and keeps its CORS headers", async () => {
    for (const origin of [ORIGIN, HTTPS_ORIGIN]) {
      const response = await SELF.fetch(`${origin}/api/blocks/tip/height`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      expectCommonHeaders(response.headers, { https: origin === HTTPS_ORIGIN, framable: false });
      expectResourcePolicy(response.headers);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(response.headers.get("access-control-expose-headers")).toBe("X-Total-Count");
    }
    // Errors too.
    const refused = await SELF.fetch(`${HTTPS_ORIGIN}/api/block/not-a-hash`);
    expect(refused.status).toBe(400);
    await refused.arrayBuffer();
    expectCommonHeaders(refused.headers, { https: true, framable: false });
    expectResourcePolicy(refused.headers);
    expect(refused.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("puts the common headers on images: link previews and the asset store's", async () => {
    for (const path of ["/og-image/default.png", "/favicon.svg"]) {
      const response = await SELF.fetch(`${HTTPS_ORIGIN}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toMatch(/^image\//);
      await response.arrayBuffer();
      expectCommonHeaders(response.headers, { https: true, framable: false });
      expectResourcePolicy(response.headers);
    }
  });

  it("passes a websocket upgrade through untouched", async () => {
    const response = await SELF.fetch(`${HTTPS_ORIGIN}/api/v1/ws`, { headers: { upgrade: "websocket" } });
    expect(response.status).toBe(101);
    const socket = response.webSocket!;
    expect(socket).not.toBeNull();
    socket.accept();
    socket.close(1000, "done");
  });
});
