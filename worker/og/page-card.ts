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

/**
 * `T` is what the source loads, `D` what the card draws: a page whose data may say it shows
 * something else (a txid that names a block) picks what it draws with `select`.
 */
export interface PageCard<T, D = T> {
  readonly source: CardSource<T>;
  /** The data to draw, or null when the page shows what the card does not draw: the default card stands in. */
  readonly select?: (data: T) => D | null;
  draw(data: D, context: CardContext): DrawnCard;
}

/**
 * A card as the registry holds it, whatever its data's type: the data handed to `select` always comes
 * from the card's own source, and `draw` gets only what `select` gave, so the casts below are safe
 * by construction.
 */
export interface RegisteredCard {
  readonly source: CardSource<unknown>;
  /** The source's data to draw, or null for the default card; `draw` takes only what this returned. */
  select(data: unknown): unknown;
  draw(data: unknown, context: CardContext): DrawnCard;
}

export function definePageCard<T, D = T>(card: PageCard<T, D>): RegisteredCard {
  const select = card.select ?? ((data: T) => data as unknown as D);
  return { source: card.source as CardSource<unknown>, select: (data) => select(data as T), draw: (data, context) => card.draw(data as D, context) };
}
