/**
 * What a link-preview card depends on, and how it is drawn. Today every page gets the default card
 * of its network and language; the page cards of issue 13 (block, transaction, …) add their kind,
 * id and data version here, and the cache key follows.
 *
 * @example
 * cardKey({ kind: "default", network: "testnet", language: "de" }); // "v1/default/testnet/de"
 */
import type { Network } from "../../shared/network/networks.ts";
import type { LanguageCode } from "../../shared/network/languages.ts";
import { OG_DEFAULT_IMAGE_SIZE } from "../../shared/og/og-image-route.ts";
import { createTranslator } from "../../client/i18n/i18n.tsx";
import { defaultCard } from "./default-card.tsx";
import { renderPng } from "./engine.ts";
import type { PngBytes } from "./png-response.ts";

/**
 * Changes whenever a card is drawn differently, so the edge's stored copies of the old design are
 * no longer found (browsers revalidate by ETag).
 */
export const CARD_DESIGN_VERSION = 1;

export interface DefaultCardRequest {
  readonly kind: "default";
  readonly network: Network;
  readonly language: LanguageCode;
}

/** Every card the engine can draw. */
export type CardRequest = DefaultCardRequest;

/** Draws a card to PNG bytes. */
export type CardRenderer = (card: CardRequest) => Promise<PngBytes>;

/** Everything the card's pixels depend on, as a path: the cache key and the single-flight key. */
export function cardKey(card: CardRequest): string {
  return `v${CARD_DESIGN_VERSION}/${card.kind}/${card.network}/${card.language}`;
}

/** The engine's renderer: the card's element tree, laid out and rasterised. */
export const renderCard: CardRenderer = (card) =>
  renderPng(defaultCard({ network: card.network, t: createTranslator(card.language) }), OG_DEFAULT_IMAGE_SIZE);
