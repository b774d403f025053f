/**
 * English texts of one area. The transaction page (/tx/{txid}) and the address page
 * (/address/{address}) around the shared transaction components (issue 6). Keys are prefixed by
 * the area.
 */
export const enTxPage = {
  "tx-page.heading": "Transaction",
  "tx-page.loading": "Loading the transaction…",
  "tx-page.invalid.title": "This is not a transaction ID",
  "tx-page.invalid.hint": "A transaction ID is 64 hexadecimal characters, optionally followed by a colon and an output number, as in /tx/{txid}:0.",
  "tx-page.error.title": "The transaction could not be loaded",
  "tx-page.error.retry": "Try again",
  "tx-page.block.title": "This is a block",
  "tx-page.block.text": "{{hash}} is the hash of a block, not a transaction. Opening the block…",
  "tx-page.block.link": "Open the block",
  "tx-page.arrived": "The transaction has just appeared in the mempool.",
  "tx-page.output.title": "Output {{vout}}",
  "tx-page.output.missing": "This transaction has no output {{vout}}: it has {{count}}.",
  "tx-page.output.to": "To",
  "tx-page.output.amount": "Amount",
  "tx-page.output.status": "Status",
  "tx-page.output.spent-in": "Spent in transaction",
  "tx-page.output.unspent": "Unspent",
  "tx-page.output.unknown": "Not known",
  "tx-page.section.details": "Details",
  "tx-page.section.inputs-outputs": "Inputs and outputs",

  "address-page.heading": "Address",
  "address-page.loading": "Loading the address…",
  "address-page.invalid.title": "This address cannot be shown",
  "address-page.invalid.hint": "Check that the address is complete and belongs to the network of this page.",
  "address-page.error.title": "The address could not be loaded",
  "address-page.error.retry": "Try again",
  "address-page.transactions": "Transactions",
  "address-page.transactions-shown": "{{shown}} of {{total}}",
  "address-page.load-more": "Load more",
  "address-page.loading-more": "Loading more transactions…",
  "address-page.load-more-failed": "More transactions could not be loaded: {{message}}",
} as const;
