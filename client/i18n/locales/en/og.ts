/** English texts drawn into link-preview images (issue 13). Keys are prefixed by the area. */
export const enOg = {
  "og.tagline": "{{network}} blocks, fees and mempool, live as they happen.",
  "og.kind.block": "{{chain}} block",
  "og.kind.home": "{{chain}} right now",
} as const;
