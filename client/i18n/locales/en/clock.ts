/** English texts of one area. The clock view (spec §2.12). Keys are prefixed by the area. */
export const enClock = {
  "clock.label": "Clock",
  "clock.face.label": "Clock face: {{count}} blocks in the last hour",
  "clock.block.mined": "Block {{height}}",
  "clock.block.projected": "Projected block {{height}}",
  "clock.block.graph": "Transactions of block {{height}}",
  "clock.stats.label": "Figures",
  "clock.stats.price": "Price",
  "clock.stats.fastest-fee": "High priority",
  "clock.stats.size": "Size",
  "clock.stats.transactions": "Transactions",
  "clock.stats.memory": "Memory usage",
  "clock.stats.unconfirmed": "Unconfirmed",
} as const;
