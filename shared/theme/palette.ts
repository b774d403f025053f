/**
 * The site's colours, for what is drawn outside the stylesheet (link-preview images). The
 * stylesheet's `:root` custom properties (client/styles/app.css) carry the same values, and
 * tests/shared/theme/palette.test.ts fails when the two disagree, so this table is the reference.
 *
 * @example
 * PALETTE.bg;                 // "#0d1021", CSS var(--bg)
 * NETWORK_COLOURS.testnet;    // "#5fd068", CSS var(--testnet)
 */
import type { Network } from "../network/networks.ts";

export const PALETTE = {
  /** --bg: the page. */
  bg: "#0d1021",
  /** --bg-raised: the header, cards. */
  bgRaised: "#161a33",
  /** --bg-block: inputs, blocks, inner panels. */
  bgBlock: "#1f2447",
  /** --line: borders. */
  line: "#2c3262",
  /** --text */
  text: "#e7e9f6",
  /** --text-muted: secondary text. */
  textMuted: "#9aa0c3",
  /** --accent: links. */
  accent: "#38c6d9",
} as const;

/** Each network's colour (CSS var(--{network})): the network badge. */
export const NETWORK_COLOURS: Readonly<Record<Network, string>> = {
  mainnet: "#f7931a",
  testnet: "#5fd068",
  signet: "#b57cf2",
  liquid: "#46bee8",
  liquidtestnet: "#7fd9c0",
  bisq: "#25b135",
};

/** The brand mark's gradient, top left to bottom right (CSS `.brand-mark`). */
export const BRAND_GRADIENT: readonly { readonly colour: string; readonly stop: number }[] = [
  { colour: "#2fb5a8", stop: 0 },
  { colour: "#3b6fd9", stop: 0.55 },
  { colour: "#7a49d6", stop: 1 },
];

/** A transaction's status badge (client/styles/transaction.css `.tx-status-badge`): confirmed, or still waiting. */
export const TX_STATUS_COLOURS = {
  confirmed: "#5fd068",
  unconfirmed: "#f7b731",
} as const;
