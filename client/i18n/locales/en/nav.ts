import type { ApiDocsTab } from "../../../../shared/network/route-normalise.ts";

/** English texts of one area. The header's site navigation and the docs tabs (issue 15). Keys are prefixed by the area. */
export const enNav = {
  "nav.sections": "Site sections",
  "nav.menu": "Menu",
  "nav.dashboard": "Dashboard",
  "nav.blocks": "Blocks",
  "nav.graphs": "Graphs",
  "nav.mining": "Mining",
  "nav.replacements": "Replacements",
  "nav.acceleration": "Acceleration",
  "nav.docs": "Docs",
  "docs.tabs": "Documentation",
  "docs.tab.rest": "REST API",
  "docs.tab.websocket": "WebSocket API",
} as const satisfies Record<`docs.tab.${ApiDocsTab}`, string> & Record<`${"nav" | "docs"}.${string}`, string>;
