import type { ApiDocsTab } from "../../../../shared/network/route-normalise.ts";

/** English texts of one area. The tabs over the docs pages (issue 15). Keys are prefixed by the area. */
export const enDocsNav = {
  "docs.tabs": "Documentation",
  "docs.tab.faq": "FAQ",
  "docs.tab.rest": "REST API",
  "docs.tab.websocket": "WebSocket API",
} as const satisfies Record<`docs.tab.${ApiDocsTab}`, string> & Record<`docs.${string}`, string>;
