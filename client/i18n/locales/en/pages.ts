import type { TitledPageId } from "../../../../shared/network/route-table.ts";

/**
 * English texts of one area. Page names used in titles and page-level texts (spec §2.2, §9). Keys are prefixed by the area.
 * Every titled page of the route table has a name here (the `satisfies` clause checks it); a name
 * may use the page's route parameters, e.g. {{txid}} for /tx/:txid.
 */
export const enPages = {
  "pages.preview": "Previews",
  "pages.status": "Status",
  "pages.tx": "Transaction {{txid}}",
  "pages.address": "Address {{address}}",
  "pages.block": "Block {{id}}",
  "pages.blocks": "Blocks",
  "pages.blocks.page": "Blocks, page {{page}}",
  "pages.rbf": "Replacements",
  "pages.mempool-block": "Mempool block {{index}}",
  "pages.pool": "Mining pool {{slug}}",
  "pages.mining": "Mining dashboard",
  "pages.acceleration": "Acceleration dashboard",
  "pages.login": "Sign in",
  "pages.signup": "Create an account",
  "pages.accelerator-account": "Accelerator account",
  "pages.accelerator-history": "Acceleration history",
  "pages.faq": "FAQ",
  "pages.docs-api": "API documentation",
  "pages.push-tx": "Broadcast transaction",
  "pages.graphs-mempool": "Mempool graphs",
  "pages.graphs-mining": "Mining graphs",
  "pages.clock": "Clock",
  "pages.view-block": "Block {{id}}",
  "pages.view-mempool-block": "Mempool block {{index}}",
  "pages.view-blocks": "Recent blocks",
  "pages.not-found": "Page not found",
  "pages.not-found.text": "There is no page at this address.",
} as const satisfies Record<`pages.${TitledPageId}`, string> & Record<`pages.${string}`, string>;
