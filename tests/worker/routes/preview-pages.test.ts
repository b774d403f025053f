/**
 * The preview area through the worker (spec §2.2, issue 13): each card page answers for every kind
 * on each network and in another language, with the previewed page's own head (title, description,
 * canonical address, og:image and its declared size) and a card showing the same; a malformed or
 * unknown id answers as the page itself does; the area's root shows a card of every kind.
 */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { freezeDevnet } from "../../support/devnet-clock.ts";
import { pngHeader } from "../../support/png.ts";
import { ORIGIN, getJson, tipHash, tipTransactions } from "./devnet-samples.ts";

// A crawler gets the whole document at once (worker/ssr/crawler.ts), so the page's data is in it.
const CRAWLER = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
const fetchPage = (path: string) => SELF.fetch(`${ORIGIN}${path}`, { headers: CRAWLER, redirect: "manual" });

const ENTITIES: Readonly<Record<string, string>> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };
const decode = (text: string): string => text.replace(/&amp;|&quot;|&#x27;|&lt;|&gt;/g, (entity) => ENTITIES[entity]!);

interface Rendered {
  readonly status: number;
  readonly title: string;
  readonly canonical: string | undefined;
  /** Every `<meta name|property content>` of the head by its name. */
  readonly meta: Readonly<Record<string, string>>;
  readonly body: string;
}

async function render(path: string): Promise<Rendered> {
  const response = await fetchPage(path);
  const html = await response.text();
  const end = html.indexOf("</head>");
  const head = html.slice(0, end);
  const meta: Record<string, string> = {};
  for (const [, name, content] of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"\/>/g)) meta[name!] = decode(content!);
  const canonical = /<link rel="canonical" href="([^"]*)"\/>/.exec(head)?.[1];
  return { status: response.status, title: decode(/<title>(.*?)<\/title>/.exec(head)![1]!), canonical: canonical && decode(canonical), meta, body: html.slice(end) };
}

/** The card's image as the page draws it: its address and the size its attributes declare. */
function cardImage(body: string): { src: string; width: string; height: string; alt: string } {
  const tag = /<img class="preview-image"[^>]*>/.exec(body)?.[0];
  if (tag === undefined) throw new Error("the page draws no preview image");
  const attribute = (name: string) => decode(new RegExp(` ${name}="([^"]*)"`).exec(tag)![1]!);
  return { src: attribute("src"), width: attribute("width"), height: attribute("height"), alt: attribute("alt") };
}

/** The previewed page and its card page agree on everything an unfurler reads, and the card shows it. */
async function expectCardOf(pagePath: string, previewPath: string): Promise<Rendered> {
  const [page, preview] = await Promise.all([render(pagePath), render(previewPath)]);
  expect(page.status, pagePath).toBe(200);
  expect(preview.status, previewPath).toBe(200);
  expect({ title: preview.title, canonical: preview.canonical, meta: preview.meta }).toEqual({ title: page.title, canonical: page.canonical, meta: page.meta });
  // Canonical links drop the preview prefix, so the image is the previewed page's.
  expect(preview.canonical).not.toContain("/preview");
  expect(preview.meta["og:image"]).toBe(`${ORIGIN}/og-image${new URL(preview.canonical!).pathname}`);
  const image = cardImage(preview.body);
  expect(image).toEqual({ src: `/og-image${pagePath}`, width: preview.meta["og:image:width"], height: preview.meta["og:image:height"], alt: preview.meta["og:image:alt"] });
  expect(preview.body).toContain(`<span class="preview-card-title">${escapeHtml(preview.title)}</span>`);
  expect(preview.body).toContain(`<span class="preview-card-description">${escapeHtml(preview.meta.description!)}</span>`);
  expect(preview.body).toContain(`<span class="preview-card-host">${new URL(ORIGIN).host}</span>`);
  expect(preview.body).toContain(`<a class="preview-card" href="${escapeHtml(pagePath)}">`);
  return preview;
}

// As React writes text: "'" too, which live descriptions have ("an hour's wait").
const escapeHtml = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

describe("/preview/… card pages through the worker (issue 13)", () => {
  // Mainnet publishes nothing between the page and its card.
  beforeAll(freezeDevnet);

  it("shows the card of a block, a transaction and an address with the page's own head", async () => {
    const hash = await tipHash();
    const [coinbase, tx] = await tipTransactions();
    const address = coinbase!.vout.find((vout) => vout.scriptpubkey_address)!.scriptpubkey_address!;
    const block = await expectCardOf(`/block/${hash}`, `/preview/block/${hash}`);
    expect(block.title).toMatch(/^Block [\d,]+ - Blocktide - Bitcoin Explorer$/);
    expect(block.meta.description).toMatch(/^Bitcoin block /);
    await expectCardOf(`/tx/${(tx ?? coinbase)!.txid}`, `/preview/tx/${(tx ?? coinbase)!.txid}`);
    await expectCardOf(`/address/${address}`, `/preview/address/${address}`);
  });

  it("shows the cards of a pool, the mining dashboard, a projected block and the kiosk views", async () => {
    const { pools } = await getJson<{ pools: { slug: string }[] }>("/api/v1/mining/pools/1w");
    const height = Number(await (await SELF.fetch(`${ORIGIN}/api/blocks/tip/height`)).text());
    for (const route of [`/mining/pool/${pools[0]!.slug}`, "/mining", "/mempool-block/0", "/view/blocks", `/view/block/${height}`, "/view/mempool-block/0", "/clock/mined/0"]) {
      await expectCardOf(route, `/preview${route}`);
    }
  });

  it("answers on testnet and signet, in another language, with the language and network kept", async () => {
    for (const network of ["/testnet", "/signet"]) {
      const hash = await (await SELF.fetch(`${ORIGIN}${network}/api/blocks/tip/hash`)).text();
      const preview = await expectCardOf(`/de${network}/block/${hash}`, `/de/preview${network}/block/${hash}`);
      expect(preview.canonical).toBe(`${ORIGIN}/de${network}/block/${hash}`);
    }
  });

  it("draws the image at the size the image itself has", async () => {
    const hash = await tipHash();
    const { src, width, height } = cardImage((await render(`/preview/block/${hash}`)).body);
    const response = await SELF.fetch(`${ORIGIN}${src}`);
    expect(response.headers.get("content-type")).toBe("image/png");
    const png = pngHeader(new Uint8Array(await response.arrayBuffer()));
    expect({ width: String(png.width), height: String(png.height) }).toEqual({ width, height });
  });

  it("answers a malformed id with the page's own 400, and an unknown block with its 404 text", async () => {
    for (const [page, preview] of [["/block/xyz", "/preview/block/xyz"], ["/tx/xyz", "/preview/tx/xyz"], ["/view/block/xyz", "/preview/view/block/xyz"]] as const) {
      const [own, card] = await Promise.all([render(page), render(preview)]);
      expect(own.status, page).toBe(400);
      expect(card.status, preview).toBe(400);
    }
    const missing = "ab".repeat(32);
    const [own, card] = await Promise.all([render(`/block/${missing}`), render(`/preview/block/${missing}`)]);
    expect([own.status, card.status]).toEqual([404, 404]);
    expect(card.body).toContain("<h1>Block not found</h1>");
    expect(card.body).toContain(`The Bitcoin chain has no block ${missing}.`);
  });

  it("normalises parameters as the page does, and sends unknown paths to the area's root", async () => {
    const redirected = async (path: string) => {
      const response = await fetchPage(path);
      return [response.status, response.headers.get("location")];
    };
    expect(await redirected("/preview/mempool-block/x")).toEqual([301, "/preview/mempool-block/0"]);
    expect(await redirected("/ja/preview/testnet/clock/blocks/1")).toEqual([301, "/ja/preview/testnet/clock/mined/1"]);
    expect(await redirected("/preview/no-such-page")).toEqual([302, "/preview"]);
    expect(await redirected("/preview/signet/tx")).toEqual([302, "/preview/signet"]);
    // previewAreaExists: no preview area for liquid on the bitcoin build.
    expect(await redirected("/preview/liquid/block/1")).toEqual([302, "/preview"]);
  });
});

describe("/preview, the gallery of every card (issue 13)", () => {
  beforeAll(freezeDevnet);

  it("shows a card of each kind for the newest block, each linking to its preview page", async () => {
    const hash = await tipHash();
    const gallery = await render("/preview");
    expect(gallery.status).toBe(200);
    expect(gallery.title).toBe("Previews - Blocktide - Bitcoin Explorer");
    const links = [...gallery.body.matchAll(/<a class="preview-gallery-card" href="([^"]*)"/g)].map((match) => decode(match[1]!));
    expect(links[0]).toBe("/");
    expect(links).toContain(`/preview/block/${hash}`);
    for (const prefix of ["/preview/tx/", "/preview/address/", "/preview/mining/pool/"]) expect(links.some((link) => link.startsWith(prefix)), prefix).toBe(true);
    expect(links).toEqual(expect.arrayContaining(["/preview/mining", "/preview/mempool-block/0", "/preview/view/blocks"]));
    expect(gallery.body).toContain(`src="/og-image/block/${hash}"`);
    // Every card's preview page answers.
    for (const link of links.slice(1)) expect((await fetchPage(link)).status, link).toBe(200);
  });

  it("keeps the gallery's network and language in its links", async () => {
    const gallery = await render("/fr/preview/signet");
    expect(gallery.status).toBe(200);
    const links = [...gallery.body.matchAll(/<a class="preview-gallery-card" href="([^"]*)"/g)].map((match) => decode(match[1]!));
    expect(links[0]).toBe("/fr/signet");
    expect(links.slice(1).every((link) => link.startsWith("/fr/preview/signet/"))).toBe(true);
    expect(links).toContain("/fr/preview/signet/mempool-block/0");
  });
});
