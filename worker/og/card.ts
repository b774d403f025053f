/**
 * What a link-preview card depends on, and how it is drawn: the default card of a network and
 * language, or a page's own card from that page's data. The data's digest is part of the card's key,
 * so a block drawn once is found again by anyone, and a live page's card is new when its data is.
 *
 * @example
 * cardKey({ kind: "default", network: "testnet", language: "de" }); // "v4/default/testnet/de"
 * cardKey({ kind: "page", page: "block", network: "mainnet", language: "en", data, version: "3f9a…" }); // "v4/block/mainnet/en/3f9a…"
 */
import type { Network } from "../../shared/network/networks.ts";
import type { LanguageCode } from "../../shared/network/languages.ts";
import { OG_DEFAULT_IMAGE_SIZE, OG_PREVIEW_IMAGE_SIZE, type CardPage } from "../../shared/og/og-image-route.ts";
import { createTranslator, type Translate } from "../../client/i18n/i18n.tsx";
import { withoutIsolates } from "../../client/i18n/message-format.ts";
import "../../client/i18n/page-texts/all.ts";
import { defaultCard } from "./default-card.tsx";
import { renderPng } from "./engine.ts";
import { cardDirection } from "./direction.ts";
import type { FontSource } from "./script-fonts.ts";
import { PAGE_CARDS } from "./page-cards.ts";
import type { DrawnCard } from "./page-card.ts";
import type { PngBytes } from "./png-response.ts";

/**
 * Changes whenever a card is drawn differently, so the edge's stored copies of the old design are
 * no longer found (browsers revalidate by ETag).
 */
export const CARD_DESIGN_VERSION = 4;

export interface DefaultCardRequest {
  readonly kind: "default";
  readonly network: Network;
  readonly language: LanguageCode;
}

export interface PageCardRequest {
  readonly kind: "page";
  readonly page: CardPage;
  readonly network: Network;
  readonly language: LanguageCode;
  /** As the card's source gave it (page-card.ts). */
  readonly data: unknown;
  /** A digest of the data: two requests with the same one draw the same pixels. */
  readonly version: string;
}

/** Every card the engine can draw. */
export type CardRequest = DefaultCardRequest | PageCardRequest;

/** Draws a card to PNG bytes, with `fonts` for the scripts satori cannot draw (script-fonts.ts). */
export type CardRenderer = (card: CardRequest, fonts: FontSource) => Promise<PngBytes>;

/** Everything the card's pixels depend on, as a path: the cache key and the single-flight key. */
export function cardKey(card: CardRequest): string {
  const head = `v${CARD_DESIGN_VERSION}/${card.kind === "default" ? "default" : card.page}/${card.network}/${card.language}`;
  return card.kind === "default" ? head : `${head}/${card.version}`;
}

/** The card's element tree and overlay, in its language and direction. */
export function drawCard(card: CardRequest): DrawnCard {
  const translate = createTranslator(card.language);
  // The card lays out each line with its direction; the page's isolates would only pick a font without Latin letters.
  const t: Translate = (key, params) => withoutIsolates(translate(key, params));
  const context = { network: card.network, t, direction: cardDirection(card.language) };
  return card.kind === "default" ? { element: defaultCard(context) } : PAGE_CARDS[card.page].draw(card.data, context);
}

/** The engine's renderer: the card's element tree, laid out and rasterised. */
export const renderCard: CardRenderer = (card, fonts) => {
  const drawn = drawCard(card);
  return renderPng(drawn.element, card.kind === "default" ? OG_DEFAULT_IMAGE_SIZE : OG_PREVIEW_IMAGE_SIZE, fonts, drawn.overlay);
};
