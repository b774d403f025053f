/** English texts of one area. The header's site navigation (issue 15). Keys are prefixed by the area. */
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
} as const satisfies Record<`nav.${string}`, string>;
