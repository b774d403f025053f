/**
 * The card of each page of OG_CARD_PAGES (shared/og/og-image-route.ts): the one place that says
 * which drawing serves which page. A kiosk view shares the card of the page it shows.
 */
import type { CardPage } from "../../shared/og/og-image-route.ts";
import type { RegisteredCard } from "./page-card.ts";
import { blockCard } from "./cards/block-card.tsx";
import { txCard } from "./cards/tx-card.tsx";

export const PAGE_CARDS: Readonly<Partial<Record<CardPage, RegisteredCard>>> = {
  block: blockCard,
  "view-block": blockCard,
  tx: txCard,
};
