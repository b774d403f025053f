/** English texts drawn into link-preview images (issue 13). Keys are prefixed by the area. */
export const enOg = {
  "og.tagline": "{{network}} blocks, fees and mempool, live as they happen.",
  "og.kind.block": "{{chain}} block",
  "og.kind.projected-block": "{{chain}} mempool",
  "og.kind.home": "{{chain}} right now",
  "og.kind.wall": "{{chain}} blocks, live",
  "og.kind.clock": "{{chain}} block clock",
} as const;
