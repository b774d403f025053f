/**
 * The card of each page of OG_CARD_PAGES (shared/og/og-image-route.ts): the one place that says
 * which drawing serves which page (a page listed there without a card here does not compile). A
 * kiosk view shares the card of the page it shows.
 */
import type { CardPage } from "../../shared/og/og-image-route.ts";
import type { RegisteredCard } from "./page-card.ts";
import { addressCard } from "./cards/address-card.tsx";
import { blockCard } from "./cards/block-card.tsx";
import { projectedBlockCard } from "./cards/projected-block-card.tsx";
import { liveCard } from "./cards/live-card.tsx";
import { miningCard } from "./cards/mining-card.tsx";
import { poolCard } from "./cards/pool-card.tsx";
import { txCard } from "./cards/tx-card.tsx";

export const PAGE_CARDS: Readonly<Record<CardPage, RegisteredCard>> = {
  block: blockCard,
  "view-block": blockCard,
  "mempool-block": projectedBlockCard,
  "view-mempool-block": projectedBlockCard,
  home: liveCard("og.kind.home"),
  "view-blocks": liveCard("og.kind.wall"),
  clock: liveCard("og.kind.clock"),
  address: addressCard,
  pool: poolCard,
  mining: miningCard,
  tx: txCard,
};
