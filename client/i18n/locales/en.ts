/**
 * English, the source language. Every string the interface shows is a key here; other languages
 * translate these keys (spec §9 lists 31 more). Placeholders use rosetta's `{{name}}` syntax.
 * The accelerator's screens are all lazy chunks, so their texts travel with them instead
 * (en/accelerator.ts, en/account.ts through ../area-translator.ts). So do the texts of the other
 * pages' areas (../page-texts/*.ts): this dictionary holds only what the entry's own code shows.
 */
import { enStrip } from "./en/strip.ts";
import { enHome } from "./en/home.ts";
import { enStatus } from "./en/status.ts";
import { enSearch } from "./en/search.ts";
import { enPages } from "./en/pages.ts";
import type { enGraph } from "./en/graph.ts";
import type { enTransaction } from "./en/transaction.ts";
import type { enBlock } from "./en/block.ts";
import type { enTxPage } from "./en/tx-page.ts";
import type { enMining } from "./en/mining.ts";
import type { enPool } from "./en/pool.ts";
import { enView } from "./en/view.ts";
import type { enViewBlocks } from "./en/view-blocks.ts";
import type { enClock } from "./en/clock.ts";
import { enMeta } from "./en/meta.ts";
import { enDifficulty } from "./en/difficulty.ts";
import type { enOg } from "./en/og.ts";
import type { enPreview } from "./en/preview.ts";
import { enNav } from "./en/nav.ts";
import { enApp } from "./en/app.ts";

export const en = {
  ...enStrip,
  ...enHome,
  ...enStatus,
  ...enSearch,
  ...enPages,
  ...enView,
  ...enMeta,
  ...enDifficulty,
  ...enNav,
  ...enApp,
} as const;

/** Every key: the entry's and those of the areas that join with their chunks (../page-texts/*.ts). */
export type MessageKey =
  | keyof typeof en
  | keyof typeof enBlock
  | keyof typeof enClock
  | keyof typeof enGraph
  | keyof typeof enMining
  | keyof typeof enOg
  | keyof typeof enPool
  | keyof typeof enPreview
  | keyof typeof enTransaction
  | keyof typeof enTxPage
  | keyof typeof enViewBlocks;
