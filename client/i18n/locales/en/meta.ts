/**
 * English texts of the pages' meta descriptions, which link previews show under the title (issue 13).
 * Each names the facts a reader of a shared link wants first; identifiers stay whole.
 */
export const enMeta = {
  "meta.site": "Live {{network}} blocks, projected mempool blocks, transactions, fees and mining pools, as they happen.",
  "meta.home":
    "{{network}} right now: {{waiting}} waiting ({{size}}); the next block takes {{fastest}}, an hour's wait {{hour}}. Newest block: {{height}}.",
  "meta.outputs": "{count, plural, one {# output} other {# outputs}}",
  "meta.blocks": "{count, plural, one {# block} other {# blocks}}",
  "meta.tx.confirmed": "{{network}} transaction {{txid}}: {{amount}} to {{outputs}}, fee {{fee}} ({{rate}}), confirmed in block {{height}}.",
  "meta.tx.waiting": "{{network}} transaction {{txid}}: {{amount}} to {{outputs}}, fee {{fee}} ({{rate}}), waiting to be mined.",
  "meta.tx.coinbase": "{{network}} coinbase transaction {{txid}}: {{amount}} to {{outputs}}, in block {{height}}.",
  "meta.address": "{{network}} address {{address}}: balance {{balance}}, {{confirmed}} confirmed, {{waiting}} waiting.",
  "meta.pool":
    "{{pool}}, a {{network}} mining pool: {{week}} found in the last week ({{share}} of all), {{total}} in all, estimated hashrate {{hashrate}}.",
  "meta.mempool-block": "{{network}} projected block {{position}}: {{transactions}}, {{size}}, fee range {{feeRange}}.",
  "meta.mempool-block.empty": "{{network}} projected block {{position}}: empty for now.",
  "meta.mining": "{{network}} mining: hashrate {{hashrate}}, difficulty {{difficulty}}. {{top}} leads with {{share}} of the last {{blocks}}.",
} as const;
