/**
 * The Content-Security-Policy of issue 17 as Chromium enforces it: each page below loads, hydrates
 * (its scripts ran), opens its live socket where it has one, and draws with its styles, while the
 * browser reports no violation of the policy, neither on the console nor as a
 * `securitypolicyviolation` event; the bundle's files, which the asset store answers, carry the
 * headers of every answer.
 */
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { useChromium } from "./chromium.ts";
import { apiJson, apiText, openHydrated } from "./page-helpers.ts";
import { resourcePolicy } from "../../worker/security-headers.ts";

const baseURL = inject("baseURL");
const browser = useChromium();

interface Violation {
  readonly directive: string;
  readonly blocked: string;
  readonly sample: string;
}

/** Records the page's CSP violations on `window` from before its first script runs. */
async function recordViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const found: { directive: string; blocked: string; sample: string }[] = [];
    (window as unknown as { cspViolations: typeof found }).cspViolations = found;
    document.addEventListener("securitypolicyviolation", (event) => {
      found.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);
}

describe("the content security policy in Chromium", () => {
  it("lets the home, a block, a transaction, the mempool graphs and the block wall run, hydrate and go live", async () => {
    const hash = await apiText(baseURL, "/api/blocks/tip/hash");
    const txids = await apiJson<string[]>(baseURL, `/api/block/${hash}/txids`);
    const paths = ["/", `/block/${hash}`, `/tx/${txids.at(-1)!}`, "/graphs/mempool", "/view/blocks"];
    const context = await browser().newContext({ viewport: { width: 1440, height: 900 } });
    try {
      for (const path of paths) {
        const page = await context.newPage();
        const consoleReports: string[] = [];
        page.on("console", (message) => {
          if (message.text().includes("Content Security Policy")) consoleReports.push(message.text());
        });
        const sockets: string[] = [];
        page.on("websocket", (socket) => sockets.push(socket.url()));
        const assets: { url: string; headers: Record<string, string> }[] = [];
        page.on("response", (response) => {
          if (new URL(response.url()).pathname.startsWith("/assets/")) assets.push({ url: response.url(), headers: response.headers() });
        });
        const violations = await recordViolations(page);
        const documentAnswer = page.waitForResponse((response) => response.request().isNavigationRequest());
        await openHydrated(page, `${baseURL}${path}`);
        // The policy is there to be broken: a page without one would pass for nothing.
        expect((await documentAnswer).headers()["content-security-policy"], path).toMatch(/script-src 'self' 'nonce-[\w-]+'/);
        // The live socket is same-origin ws: on the dev server (connect-src).
        await expect.poll(() => sockets.length, { message: `${path} opens its live socket` }).toBeGreaterThan(0);
        // The bundle's stylesheet applies (style-src).
        expect(await page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.includes("/assets/") && sheet.cssRules.length > 0)), path).toBe(true);
        // The asset store answers the bundle without the worker; its _headers file gives the same headers.
        expect(assets.length, path).toBeGreaterThan(0);
        for (const asset of assets) {
          expect(asset.headers["x-content-type-options"], asset.url).toBe("nosniff");
          expect(asset.headers["content-security-policy"], asset.url).toBe(resourcePolicy(false));
        }
        expect(await violations(), path).toEqual([]);
        expect(consoleReports, path).toEqual([]);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });
});
