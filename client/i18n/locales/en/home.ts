/** English texts of one area. The home page around the strip: fee recommendations and the mempool figures. Keys are prefixed by the area. */
export const enHome = {
  "home.fees.title": "Transaction fees",
  "home.fees.economy": "No priority",
  "home.fees.hour": "Low priority",
  "home.fees.half-hour": "Medium priority",
  "home.fees.fastest": "High priority",
  "home.fees.unavailable": "Recommended fees are not available right now.",
  "home.fees.no-value": "Not available",
  "home.fees.fiat-note": "Fiat amounts are for a typical transaction of {{vsize}} vB.",
  "home.fees.fiat-title": "Fee of a typical {{vsize}} vB transaction",
} as const;
