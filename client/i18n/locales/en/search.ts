/** English texts of one area. The search box. Keys are prefixed by the area. */
export const enSearch = {
  "search.label": "Search the {{network}} network",
  "search.placeholder": "Transaction ID, block height or hash, address",
  "search.submit": "Search",
  "search.suggestions": "Matching addresses",
  "search.error.empty": "Type a transaction ID, a block height or hash, or an address.",
  "search.error.too-long": "That is too long to be a transaction ID, a block or an address.",
  "search.error.height-too-large": "Block heights have at most nine digits.",
  "search.error.wrong-network": "That address belongs to another network, not {{network}}.",
  "search.error.invalid-address": "That is not a valid {{network}} address: check it for typos.",
  "search.error.unrecognised": "Not a transaction ID, block height, block hash or {{network}} address.",
  "search.error.incomplete-address": "Not a complete {{network}} address. Pick a match from the list, or check it for typos.",
} as const;
