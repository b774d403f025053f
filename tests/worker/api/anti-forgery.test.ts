import { describe, expect, it } from "vitest";
import { MISMATCHED_XSRF_HEADER, MISSING_XSRF_HEADER, antiForgeryRefusal, xsrfCookieFor } from "../../../worker/api/anti-forgery.ts";

const post = (headers: Record<string, string>) => new Request("https://explorer.test/api/tx", { method: "POST", headers });

describe("antiForgeryRefusal (spec §6)", () => {
  it("lets a request without the cookie through: it carries no ambient credentials", () => {
    expect(antiForgeryRefusal(post({}))).toBeNull();
    expect(antiForgeryRefusal(post({ cookie: "lang=de" }))).toBeNull();
  });

  it("lets a request through whose header matches its cookie", () => {
    expect(antiForgeryRefusal(post({ cookie: "XSRF-TOKEN=abc", "X-XSRF-TOKEN": "abc" }))).toBeNull();
  });

  it("refuses a cookie without the header, and a header that differs", () => {
    expect(antiForgeryRefusal(post({ cookie: "XSRF-TOKEN=abc" }))).toBe(MISSING_XSRF_HEADER);
    expect(antiForgeryRefusal(post({ cookie: "XSRF-TOKEN=abc", "X-XSRF-TOKEN": "abd" }))).toBe(MISMATCHED_XSRF_HEADER);
    expect(antiForgeryRefusal(post({ cookie: "XSRF-TOKEN=abc", "X-XSRF-TOKEN": "abcd" }))).toBe(MISMATCHED_XSRF_HEADER);
  });

  it.each(["GET", "HEAD", "OPTIONS"])("does not check %s, which changes nothing", (method) => {
    expect(antiForgeryRefusal(new Request("https://explorer.test/api/tx/ab", { method, headers: { cookie: "XSRF-TOKEN=abc" } }))).toBeNull();
  });
});

describe("xsrfCookieFor", () => {
  const counting = (length: number) => Uint8Array.from({ length }, (_, i) => i);

  it("issues a random token readable by the page, Lax, on the whole site, Secure on https", () => {
    expect(xsrfCookieFor(new Request("https://explorer.test/"), counting)).toBe("XSRF-TOKEN=AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8; Path=/; SameSite=Lax; Secure");
    expect(xsrfCookieFor(new Request("http://127.0.0.1:8787/"), counting)).toBe("XSRF-TOKEN=AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8; Path=/; SameSite=Lax");
  });

  it("keeps a well-formed token the visitor already has, and replaces a malformed one", () => {
    const token = "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8";
    expect(xsrfCookieFor(new Request("https://explorer.test/", { headers: { cookie: `XSRF-TOKEN=${token}` } }))).toBeNull();
    expect(xsrfCookieFor(new Request("https://explorer.test/", { headers: { cookie: "XSRF-TOKEN=short" } }))).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; /);
  });

  it("draws a different token each time by default", () => {
    const first = xsrfCookieFor(new Request("https://explorer.test/"));
    const second = xsrfCookieFor(new Request("https://explorer.test/"));
    expect(first).not.toBe(second);
  });
});
