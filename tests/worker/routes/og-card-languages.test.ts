/**
 * Every page's link-preview card in the languages whose script satori cannot draw (issue 16): each
 * string of a card's tree must reach resvg as a cardText line, or it comes out as boxes (Arabic,
 * CJK) or unjoined, unordered letters. The cards are the worker's own, loaded from the devnet's data
 * through the route; only their rasterising is left out here (card-scripts.test.ts draws the scripts).
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../worker/app.ts";
import type { Env } from "../../../worker/env.ts";
import { drawCard, type CardRequest } from "../../../worker/og/card.ts";
import { undrawableTexts } from "../../../worker/og/card-text.tsx";
import { getJson, spendingAddresses, tipHash, tipTransactions } from "./devnet-samples.ts";

/** One language per script beyond satori's Latin, Greek and Cyrillic. */
const LANGUAGES = ["ar", "fa", "he", "hi", "th", "ka", "ja", "ko", "zh"] as const;
const ORIGIN = "http://cards-in-every-script.test";
const NOT_A_PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

describe("link-preview cards in every script", () => {
  const cards: CardRequest[] = [];
  const app = createApp({ og: { render: async (card) => (cards.push(card), NOT_A_PNG) } });
  let paths: string[] = [];

  beforeAll(async () => {
    const block = await tipHash();
    const [coinbase] = await tipTransactions();
    const [spender] = await spendingAddresses();
    const pool = (await getJson<{ pools: { slug: string }[] }>("/api/v1/mining/pools/1w")).pools[0]!.slug;
    paths = ["", `/block/${block}`, "/mempool-block/0", `/tx/${coinbase!.txid}`, `/address/${spender!.address}`, "/mining", `/mining/pool/${pool}`, "/view/blocks", "/no-such-page"];
  });

  it.each(LANGUAGES)("%s: every card's text is drawn by the engine that can draw it", async (language) => {
    cards.length = 0;
    for (const path of paths) {
      const ctx = createExecutionContext();
      const response = await app.fetch(new Request(`${ORIGIN}/og-image/${language}${path}`), env as unknown as Env, ctx);
      await waitOnExecutionContext(ctx);
      expect(response.status === 200 || path === "/no-such-page", path).toBe(true);
    }
    expect(cards.map((card) => (card.kind === "page" ? card.page : "default")).sort()).toEqual(
      ["address", "block", "default", "home", "mempool-block", "mining", "pool", "tx", "view-blocks"].sort(),
    );
    for (const card of cards) {
      expect(card.language).toBe(language);
      expect(undrawableTexts(drawCard(card).element), card.kind === "page" ? card.page : "default").toEqual([]);
    }
  });
});
