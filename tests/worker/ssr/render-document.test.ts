import { describe, expect, it } from "vitest";
import { renderDocument } from "../../../worker/ssr/render-document.tsx";
import initBundle from "../../fixtures/mempool/cypress/mainnet_mempoolInfo.json";
import { type PageDataEntry, type PageState, preloadPage } from "../../../client/server.tsx";
import { testPageState } from "../../support/page-state.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";

const state: PageState = testPageState({ styles: ["/assets/entry.css"], canonicalHosts: { bitcoin: "https://explorer.test", liquid: "https://explorer.test" } });
const assets = { script: "/assets/entry.js", styles: state.styles, chunks: {} };
const url = new URL("https://explorer.test/");
const NONCE = "test-nonce";
/** The bundle's newest block, 837050. */
const TOP = initBundle.blocks.at(-1) as unknown as BlockExtended;

async function render(live: Promise<unknown>, complete = false, pageData: Promise<PageDataEntry | null> = Promise.resolve(null), at = url) {
  return renderDocument({ url: at, state, assets, live, pageData, complete, identityEncoding: true, nonce: NONCE });
}

async function readAll(reader: ReadableStreamDefaultReader<string>, first = ""): Promise<string> {
  let html = first;
  for (let next = await reader.read(); !next.done; next = await reader.read()) html += next.value;
  return html;
}

describe("renderDocument", () => {
  it("renders a page whose bundle is at hand in one piece, with the bundle embedded", async () => {
    const html = await (await render(Promise.resolve(initBundle))).text();
    expect(html).not.toContain("<template");
    expect(html).toContain('<script id="blocktide-live" type="application/json">{"mempoolInfo"');
    // The captured bundle's newest block, in the strip without any script.
    expect(html).toContain(">837050<");
    expect(html).not.toContain("aria-busy=\"true\"");
  });

  it("sends the shell before a slow hub answers, then the page in the same response", async () => {
    let answer!: (bundle: unknown) => void;
    const live = new Promise<unknown>((resolve) => (answer = resolve));
    const response = await render(live);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    // Nothing of the hub's bundle has been asked for yet: the header and the page's placeholders
    // come out (a shell that waited for the hub would hang here).
    let shell = "";
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      shell += next.value;
      if (shell.includes('aria-busy="true"')) break;
    }
    expect(shell).toContain('aria-busy="true"');
    expect(shell).toContain('<header class="site-header"');
    expect(shell).not.toContain("blocktide-live");
    answer(initBundle);
    const html = await readAll(reader, shell);
    expect(html).toContain('<script id="blocktide-live" type="application/json">{"mempoolInfo"');
    expect(html).toContain(">837050<");
  });

  it("puts the response's nonce on every script React writes, the reveal script of a late page too", async () => {
    let answer!: (bundle: unknown) => void;
    const live = new Promise<unknown>((resolve) => (answer = resolve));
    const response = await render(live);
    answer(initBundle);
    const html = await response.text();
    // The page came after the shell: React moves it into place with an inline script.
    expect(html).toContain("<template");
    const runnable = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('type="application/json"'));
    expect(runnable.some((tag) => !tag.includes(" src="))).toBe(true);
    for (const tag of runnable) expect(tag).toContain(` nonce="${NONCE}"`);
  });

  it("renders the placeholders, and embeds null, when the hub had no answer", async () => {
    const html = await (await render(Promise.resolve(null))).text();
    expect(html).toContain('<script id="blocktide-live" type="application/json">null</script>');
    expect(html).toContain('aria-busy="true"');
  });

  it("gives crawlers the whole document at once, however late the hub answers", async () => {
    const live = new Promise<unknown>((resolve) => setTimeout(() => resolve(initBundle), 150));
    const response = await render(live, true);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const first = await reader.read();
    expect(first.value).not.toContain("<template");
    expect(await readAll(reader, first.value)).toContain(">837050<");
  });

  it("keeps a hostile bundle from ending its script element", async () => {
    const hostile = { ...initBundle, backendInfo: { gitCommit: "</script><script>alert(1)</script>" } };
    const html = await (await render(Promise.resolve(hostile))).text();
    expect(html).not.toContain("</script><script>alert(1)");
    expect(html).toContain("\\u003c/script>");
  });

  it("embeds the page's data, and answers 404 for a page about something that does not exist", async () => {
    const found = await render(Promise.resolve(initBundle), false, Promise.resolve({ key: "block:1", data: { height: 1 } }));
    expect(found.status).toBe(200);
    expect(await found.text()).toContain('<script id="blocktide-page-data" type="application/json">{"key":"block:1","data":{"height":1}}</script>');
    const missing = await render(Promise.resolve(initBundle), false, Promise.resolve({ key: "block:9", error: { status: 404, message: "Block not found" } }));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('"error":{"status":404,"message":"Block not found"}');
  });

  it("titles and describes a page from its data in the head; a crawler waits for the data, a visitor's shell does not", async () => {
    // The worker loads a page's chunk and data definition before rendering it (worker/routes/pages.ts).
    await preloadPage("view-block");
    const viewUrl = new URL(`https://explorer.test/view/block/${TOP.height}`);
    const entry: PageDataEntry = { key: `view-block:${TOP.height}`, data: { block: TOP, transactions: [], audit: null, failed: false } };
    const slowData = () => new Promise<PageDataEntry>((resolve) => setTimeout(() => resolve(entry), 150));
    const title = `<title>Block ${TOP.height}: ${TOP.id} - Blocktide - Bitcoin Explorer</title>`;
    const crawled = await (await render(Promise.resolve(initBundle), true, slowData(), viewUrl)).text();
    expect(crawled).toContain(title);
    expect(crawled).toMatch(/<meta name="description" content="Bitcoin block 837,050 \([0-9a-f]{64}\): size 2\.14 MB, weight 3\.99 MWU, fee range 7 - 262 sat\/vB, 2,659 transactions included\. Mined by Foundry USA\."\/>/);

    const visited = await (await render(Promise.resolve(initBundle), false, slowData(), viewUrl)).text();
    expect(visited).toContain(`<title>Block ${TOP.height} - Blocktide - Bitcoin Explorer</title>`);
    expect(visited).toContain('<meta name="description" content="Live Bitcoin blocks, projected mempool blocks, transactions, fees and mining pools, as they happen."/>');
    // The data still comes with the page, for the browser to title it.
    expect(visited).toContain(`{"key":"view-block:${TOP.height}","data":`);
  });
});
