/**
 * The docs and broadcast pages against the worker and the devnet: each page served whole by the
 * server, their aliases, `POST /api/tx` through the edge with its anti-forgery rule, and every
 * endpoint the API documentation lists answered by the devnet (never 404), with the examples
 * filled from the network exactly as the page fills them.
 */
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { documentedEndpoints, fillExample } from "../../../shared/api/public-api.ts";
import { SOCKET_MESSAGES } from "../../../shared/api/socket-api.ts";
import { FLAG_GROUPS } from "../../../shared/tables/transaction-flags.ts";
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from "../../../shared/rules/anti-forgery.ts";
import { FILTER_ENTRY_ID } from "../../../client/pages/docs/faq-entries.ts";
import { loadExampleValues } from "../../../client/pages/docs/api-examples-load.ts";
import { pageApi } from "../../../worker/ssr/page-api.ts";
import { readConfig, type Env } from "../../../worker/env.ts";
import { devnetKeyring, findWalletCoin, signedPayment } from "../../support/devnet-wallet.ts";

const ORIGIN = "http://explorer.test";
// A crawler gets the whole document at once (worker/ssr/crawler.ts), so the page's data is in it.
const CRAWLER = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
const page = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { headers: CRAWLER, redirect: "manual" });
const mainnetApi = pageApi((request) => SELF.fetch(request), "mainnet", "bitcoin", ORIGIN);
const TOKEN = "a".repeat(43);

describe("the docs and broadcast pages", () => {
  it.each([
    ["/pushtx", "/tx/push"],
    ["/testnet/pushtx", "/testnet/tx/push"],
    ["/docs", "/docs/faq"],
    ["/docs/api", "/docs/api/rest"],
    ["/signet/docs/api/electrum", "/signet/docs/api/rest"],
  ])("sends %s to %s", async (from, to) => {
    const response = await page(from);
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location")!, ORIGIN).pathname).toBe(to);
  });

  it("renders the broadcast form on the server", async () => {
    const response = await page("/testnet/tx/push");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Broadcast transaction");
    expect(html).toMatch(/<textarea[^>]*name="hex"/);
    expect(html).toContain("Broadcast transaction</button>");
  });

  it("renders the FAQ with an anchor per entry and the filter groups under the graph's fragment", async () => {
    const html = await (await page("/docs/faq")).text();
    expect(html).toContain(`id="${FILTER_ENTRY_ID}"`);
    for (const id of ["projected-blocks", "fee-rates", "rbf", "cpfp", "acceleration", "audit", "devnet"]) expect(html).toContain(`id="${id}"`);
    for (const group of FLAG_GROUPS) expect(html).toContain(`<dt>${group.label}</dt>`);
  });

  it("renders the REST documentation with every documented endpoint and examples of this network", async () => {
    const html = await (await page("/docs/api/rest")).text();
    const tip = await (await SELF.fetch(`${ORIGIN}/api/blocks/tip/hash`)).text();
    for (const entry of documentedEndpoints(readConfig(env as unknown as Env).features)) expect(html, entry.id).toContain(`id="${entry.id}"`);
    // The examples name a block at most a few blocks old: this one, unless the devnet found another meanwhile.
    expect(html).toMatch(/curl -sSL &quot;http:\/\/explorer\.test\/api\/block\/[0-9a-f]{64}&quot;/);
    expect(tip).toMatch(/^[0-9a-f]{64}$/);
  });

  it("renders the websocket documentation with every message", async () => {
    const html = await (await page("/testnet/docs/api/websocket")).text();
    expect(html).toContain("ws://explorer.test/testnet/api/v1/ws");
    for (const message of SOCKET_MESSAGES) expect(html).toContain(`id="${message.id}"`);
  });
});

describe("POST /api/tx through the edge", () => {
  const post = (body: string, headers: Record<string, string> = {}) => SELF.fetch(`${ORIGIN}/api/tx`, { method: "POST", body, headers: { "content-type": "text/plain", ...headers } });

  it("broadcasts a signed payment sent as the page sends it, with the anti-forgery header, and answers its txid", async () => {
    const keyring = devnetKeyring();
    const payment = signedPayment(keyring, await findWalletCoin(keyring), { kind: "p2wpkh", keyIndex: 910_001 }, 400);
    const response = await post(payment.hex, { cookie: `${XSRF_COOKIE_NAME}=${TOKEN}`, [XSRF_HEADER_NAME]: TOKEN });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(payment.txid);
    expect((await SELF.fetch(`${ORIGIN}/api/tx/${payment.txid}/status`)).status).toBe(200);
  });

  it("refuses a request with the cookie but not the header (403), before the node sees it", async () => {
    const response = await post("0200", { cookie: `${XSRF_COOKIE_NAME}=${TOKEN}` });
    expect(response.status).toBe(403);
  });

  it("relays the node's reason for a transaction it cannot read", async () => {
    const response = await post("0200000001");
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/Malformed transaction/);
  });
});

describe("the documented API", () => {
  it("is served by the devnet: every example answers, none with 404", async () => {
    const values = await loadExampleValues(mainnetApi);
    expect(values).not.toBeNull();
    const failures: string[] = [];
    for (const entry of documentedEndpoints(readConfig(env as unknown as Env).features)) {
      const path = fillExample(entry.example, values!);
      const init: RequestInit = entry.method === "POST" ? { method: "POST", body: fillExample(entry.body ?? "", values!), headers: { "content-type": "application/json" } } : {};
      // Broadcasting is tested above; here its route only has to exist.
      const response = await SELF.fetch(`${ORIGIN}${path}`, entry.id === "tx-broadcast" ? { method: "POST", body: "00" } : init);
      await response.arrayBuffer();
      if (response.status === 404 || response.status >= 500) failures.push(`${entry.method} ${path}: ${response.status}`);
    }
    expect(failures).toEqual([]);
  });
});
