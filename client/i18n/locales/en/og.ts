/** English texts drawn into link-preview images (issue 13). Keys are prefixed by the area. */
export const enOg = {
  "og.tagline": "{{network}} blocks, fees and mempool, live as they happen.",
  "og.kind.block": "{{chain}} block",
  "og.kind.home": "{{chain}} right now",
  "og.kind.tx": "{{chain}} transaction",
  "og.tx.coinbase-title": "Coinbase transaction",
  "og.tx.fee": "{{fee}} ({{rate}})",
  "og.tx.effective-fee": "Fee (effective rate)",
  "og.tx.confirmed": "Confirmed, block {{height}}",
  "og.tx.in-out": "{{inputs}} in, {{outputs}} out",
  "og.tx.more": "+{{count}} more",
} as const;
