/**
 * English texts of the block view and the pending block view (spec §2.8, §2.11). Keys are prefixed by
 * the area. The block view's title is spec §2.8's 'Block {height}: {hash}'; its description mentions
 * size, weight, fee range and included transactions, then the audit (expected vs actual) on Bitcoin,
 * and the network's name takes the Testnet or Signet suffix where it applies.
 */
export const enView = {
  "view-block.title": "Block {{height}}: {{hash}}",
  "view-block.chain.bitcoin": "Bitcoin",
  "view-block.chain.liquid": "Liquid",
  "view-block.suffix.testnet": " Testnet",
  "view-block.suffix.signet": " Signet",
  "view-block.description":
    "{{network}} block {{height}} ({{hash}}): size {{size}}, weight {{weight}}, fee range {{feeRange}}, {{transactions}} included.",
  "view-block.description.no-fee-range": "{{network}} block {{height}} ({{hash}}): size {{size}}, weight {{weight}}, {{transactions}} included.",
  "view-block.description.miner": "Mined by {{pool}}.",
  "view-block.description.audit": "Audit (expected vs actual): {{expectedCount}} vs {{actualCount}} transactions, {{expectedFees}} vs {{actualFees}} in fees.",
  "view-block.description.audit-health":
    "Audit (expected vs actual): {{expectedCount}} vs {{actualCount}} transactions, {{expectedFees}} vs {{actualFees}} in fees, {{health}}% health.",
  "view-block.not-found.hint": "Check the height or the hash in the address.",
  "view-mempool-block.label": "{{heading}}: {{transactions}}",
} as const;
