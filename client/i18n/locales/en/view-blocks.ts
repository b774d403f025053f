/** English texts of one area. The multi-block wall, /view/blocks (spec §2.9, §2.10). Keys are prefixed by the area. */
export const enViewBlocks = {
  "view-blocks.label": "Recent blocks",
  "view-blocks.block": "Block {{height}}",
  "view-blocks.mined-by": "by {{pool}}",
  "view-blocks.unknown-pool": "Unknown",
  "view-blocks.loading": "Loading the latest blocks…",
  "view-blocks.failed": "The latest blocks could not be loaded: {{message}}",
  "view-blocks.empty": "No blocks yet.",
} as const;
