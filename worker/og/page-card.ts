/**
 * What a page's own link-preview card is made of (issue 13): where its data comes from (the page's
 * loader, the same one the page itself runs, or the hub's live bundle for pages drawn from live
 * data) and how the data is drawn. worker/og/page-cards.ts lists one per page of OG_CARD_PAGES.
 *
 * @example
 * const blockCard = definePageCard<ViewBlockData>({ source: { pageData: viewBlockData }, draw: (data, context) => ({ element: … }) });
 */
import type { ReactElement } from "react";
import type { Network } from "../../shared/network/networks.ts";
import type { PageDataDefinition } from "../../client/app/page-data.tsx";
import type { LiveSnapshot } from "../../client/live/live-state.ts";
import type { Translate } from "../../client/i18n/i18n.tsx";
import type { Direction } from "./direction.ts";

export interface CardContext {
  readonly network: Network;
  /** The page language's translate function. */
  readonly t: Translate;
  /** The page language's reading direction: a right-to-left card is drawn mirrored. */
  readonly direction: Direction;
}

export interface DrawnCard {
  /** Satori's element tree of the whole card (card-frame.tsx gives the shared frame). */
  readonly element: ReactElement;
  /** SVG elements drawn over it in the card's pixels (treemap-svg.ts), for what satori draws slowly. */
  readonly overlay?: string;
}

/** The card's data: a page loader's (parsed as the page parses it) or read from the live snapshot. */
export type CardSource<T> =
  | { readonly pageData: PageDataDefinition<T> }
  | { readonly live: (snapshot: LiveSnapshot) => T | null };

export interface PageCard<T> {
  readonly source: CardSource<T>;
  /** False when the data holds nothing this card can show (a list that did not load): the default card stands in. */
  ready?(data: T): boolean;
  draw(data: T, context: CardContext): DrawnCard;
}

/**
 * A card as the registry holds it, whatever its data's type: the data handed to `draw` always comes
 * from the card's own source, so the one cast below is safe by construction.
 */
export interface RegisteredCard {
  readonly source: CardSource<unknown>;
  ready(data: unknown): boolean;
  draw(data: unknown, context: CardContext): DrawnCard;
}

export function definePageCard<T>(card: PageCard<T>): RegisteredCard {
  return {
    source: card.source as CardSource<unknown>,
    ready: (data) => card.ready?.(data as T) ?? true,
    draw: (data, context) => card.draw(data as T, context),
  };
}
