/**
 * English, the source language. Every string the interface shows is a key here; other languages
 * translate these keys (spec §9 lists 31 more). Placeholders use rosetta's `{{name}}` syntax.
 * The accelerator's screens are all lazy chunks, so their texts travel with them instead
 * (en/accelerator.ts, en/account.ts through ../area-translator.ts).
 */
import { enStrip } from "./en/strip.ts";
import { enHome } from "./en/home.ts";
import { enStatus } from "./en/status.ts";
import { enSearch } from "./en/search.ts";
import { enPages } from "./en/pages.ts";
import { enGraph } from "./en/graph.ts";
import { enTransaction } from "./en/transaction.ts";
import { enBlock } from "./en/block.ts";
import { enTxPage } from "./en/tx-page.ts";
import { enMining } from "./en/mining.ts";
import { enPool } from "./en/pool.ts";
import { enView } from "./en/view.ts";
import { enViewBlocks } from "./en/view-blocks.ts";
import { enClock } from "./en/clock.ts";
import { enMeta } from "./en/meta.ts";
import { enOg } from "./en/og.ts";
import { enPreview } from "./en/preview.ts";
import { enNav } from "./en/nav.ts";

export const en = {
  ...enStrip,
  ...enHome,
  ...enStatus,
  ...enSearch,
  ...enPages,
  ...enGraph,
  ...enTransaction,
  ...enBlock,
  ...enTxPage,
  ...enMining,
  ...enPool,
  ...enView,
  ...enViewBlocks,
  ...enClock,
  ...enMeta,
  ...enOg,
  ...enPreview,
  ...enNav,
  "app.skip-to-content": "Skip to content",
  "nav.networks": "Networks",
  "nav.current-network": "Current network: {{name}}",
  "nav.home": "Home",
  "nav.sign-in": "Sign in",
  "home.heading": "Live blocks and mempool",
  "footer.product": "{{product}} is open-source software.",
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
