/** English texts of one area. The broadcast page, /tx/push (issue 15). Keys are prefixed by the area. */
export const enPushTx = {
  "push-tx.title": "Broadcast a transaction",
  "push-tx.intro": "Paste a signed raw transaction in hex. It goes to the {{network}} node, which checks it and relays it to its peers; the answer is the transaction's id, or the node's reason for refusing it.",
  "push-tx.label": "Raw transaction (hex)",
  "push-tx.placeholder": "02000000000101…",
  "push-tx.hint": "Spaces and line breaks are ignored.",
  "push-tx.submit": "Broadcast transaction",
  "push-tx.sending": "Broadcasting…",
  "push-tx.sent": "Transaction broadcast. Its id:",
  "push-tx.sent-link": "View transaction {{txid}}",
  "push-tx.failed": "Failed to broadcast transaction, reason: {{reason}}",
  "push-tx.problem.empty": "Paste a raw transaction first.",
  "push-tx.problem.not-hex": "A raw transaction is hexadecimal: only the digits 0–9 and letters a–f.",
  "push-tx.problem.odd-length": "The hex has an odd number of digits: a byte is two digits, so a digit is missing or extra.",
  "push-tx.problem.too-long": "That is longer than the largest transaction a block can hold (4,000,000 weight units).",
  "push-tx.no-script": "Broadcasting from this page needs JavaScript. Without it, send the hex with: {{command}}",
  "push-tx.api-link": "API documentation for broadcasting",
} as const;
