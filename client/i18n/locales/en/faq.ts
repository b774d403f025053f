import type { FlagGroup } from "../../../../shared/tables/transaction-flags.ts";

/** English texts of one area. The FAQ, /docs/faq (issue 15). Keys are prefixed by the area. */
export const enFaq = {
  "faq.title": "Frequently asked questions",
  "faq.intro": "How to read what {{product}} shows about blocks, fees and waiting transactions. Every question has its own link: copy it from the # beside the question.",
  "faq.contents": "Questions",
  "faq.anchor": "Link to this question",

  "faq.projected-blocks.q": "What are the projected blocks?",
  "faq.projected-blocks.a1": "The blocks to the left of the chain are a forecast, not blocks that exist. We sort every transaction waiting in the mempool by what it pays per virtual byte (counting the parents and children it depends on) and cut the list into block-sized pieces of 1,000,000 vB, the way a miner filling a template would. The first piece is our guess at the next block; the last one gathers everything further back.",
  "faq.projected-blocks.a2": "The forecast changes with every new transaction and every mined block. Miners may leave transactions out or add their own, and a block can come after one minute or after an hour, so the further a transaction sits from the front, the rougher its estimate.",

  "faq.fee-rates.q": "What is a fee rate, and what are sat/vB and WU?",
  "faq.fee-rates.a1": "Block space is limited by weight: a block holds at most 4,000,000 weight units (WU). Witness data (signatures in SegWit and Taproot inputs) weighs 1 WU per byte, everything else 4 WU per byte. A virtual byte (vB) is 4 WU, so a block holds 1,000,000 vB.",
  "faq.fee-rates.a2": "A fee rate is the fee divided by the space used: satoshis per virtual byte (sat/vB), or per weight unit (sat/WU, a quarter of the sat/vB figure). Miners rank transactions by rate, not by the total fee, so a small transaction with a small fee can go before a large one that pays more in total. {{product}} shows either unit, as your preference says; every page follows the same one.",

  "faq.why-waiting.q": "Why is my transaction not confirmed yet?",
  "faq.why-waiting.a1": "Usually because others pay more per vByte. Look at the transaction's page: it shows which projected block it sits in and the fee rates around it. If more than a block's worth of transactions pays more than yours, it waits for a quieter moment; blocks also come at random intervals, and ten minutes is only the average.",
  "faq.why-waiting.a2": "A transaction can also wait for its parents: one that spends an unconfirmed output cannot be mined before the transaction that created it. If it pays below the node's minimum fee when the mempool is full, it may be dropped altogether and has to be sent again. To speed it up, see replace-by-fee, CPFP and acceleration below.",

  "faq.rbf.q": "What are replace-by-fee (RBF) and full RBF?",
  "faq.rbf.a1": "Replace-by-fee lets the sender swap a waiting transaction for a new version that spends at least one of the same coins and pays a higher fee, both in total and per vByte. Nodes keep the better-paying version and drop the old one, together with anything that spent its outputs.",
  "faq.rbf.a2": "Originally a transaction had to signal that it may be replaced (an input sequence number below 0xfffffffe). With full RBF, nodes accept a replacement whatever the original signalled. The replacements page lists recent replacements as trees, from the first version to the latest, and marks those that replaced a transaction that did not signal.",

  "faq.cpfp.q": "What is child pays for parent (CPFP)?",
  "faq.cpfp.a1": "If you receive coins from a transaction that is stuck, you can spend them at once in a new transaction with a high fee. A miner who wants that fee must include the parent too, so it judges the two together by their combined fee over their combined size: the effective fee rate.",
  "faq.cpfp.a2": "Transaction pages show the effective rate, and the transactions it was worked out from, whenever a transaction is part of such a package.",

  "faq.acceleration.q": "What is acceleration?",
  "faq.acceleration.a1": "Acceleration is a paid service: you bid for a waiting transaction, and partner mining pools agree to treat it as if it paid that much more. The transaction is not changed and nothing is rebroadcast; it turns purple in the projected blocks, and the next block a partner pool finds should include it.",
  "faq.acceleration.a2": "You are charged only if a partner pool mines it; otherwise the amount held for it is released. Signed-in users with access open a transaction's page and choose Accelerate; the acceleration dashboard shows what is being accelerated and how it went.",

  "faq.audit.q": "What are block audits and health scores?",
  "faq.audit.a1": "When a block is mined we compare it with the block we projected just before. Transactions we expected and found are matched; expected but missing ones are marked removed; ones we did not expect are marked added, or fresh when they arrived too late for our projection, or accelerated when a partner pool was paid for them.",
  "faq.audit.a2": "The health score is the share of the expected block that the miner included, as a percentage. A low score is not proof of censorship: a transaction may have reached the miner late, conflict with another, or be left out by a pool's own policy. The mining pages chart the scores block by block.",

  "faq.transaction-filters.q": "What does the transaction filter on the block graph show?",
  "faq.transaction-filters.a1": "The filter highlights the transactions of a projected or mined block that have the properties you pick, and dims the others, so you can see at a glance where, say, Taproot spends or inscriptions sit in a block. Pick several and choose whether a transaction needs all of them or any one. These are the properties, by group:",
  "faq.transaction-filters.a2": "Properties are read from the transaction itself; the heuristics are educated guesses and can be wrong.",
  "faq.filter-group.features": "How the transaction is built: whether it signals that it can be replaced, its version, and whether nodes relay it at all.",
  "faq.filter-group.address-types": "The kinds of output script it spends or pays to, from the oldest (P2PK) to Taproot.",
  "faq.filter-group.behavior": "Its relation to other waiting transactions: paying for a parent, being paid for by a child, replacing an earlier version, or being accelerated.",
  "faq.filter-group.data": "Data carried rather than payments: OP_RETURN outputs, inscriptions and the tricks that hide data in fake keys or scripts.",
  "faq.filter-group.heuristics": "Patterns typical of a use: coinjoins (many equal outputs), consolidations (many inputs into few outputs) and batch payments (one payer, many payees).",
  "faq.filter-group.sighash": "What the signatures commit to: everything (the default), only some outputs, or only their own input.",

  "faq.devnet.q": "What is the devnet?",
  "faq.devnet.a1": "Without a connection to a real node, {{product}} runs its own simulated Bitcoin network: real transactions of every script kind, simulated users who pay, replace and accelerate, mining pools that build blocks by fee, and the fee market that follows. It serves the same API as a real backend, so every page works as it would on mainnet.",
  "faq.devnet.a2": "Its coins have no value and its history starts a little before you first opened it. A deployment connected to a real backend shows the real network instead.",

  "faq.api.q": "Is there an API?",
  "faq.api.a1": "Yes: everything the pages show comes from a public REST API and a live websocket, documented on the API pages.",
  "faq.api.link": "Read the API documentation",

  "faq.broadcast.q": "How do I broadcast a signed transaction?",
  "faq.broadcast.a1": "Paste its raw hex on the broadcast page. The node checks it and relays it; you get its id, or the node's reason for refusing it.",
  "faq.broadcast.link": "Broadcast a transaction",
} as const satisfies Record<`faq.filter-group.${FlagGroup}`, string> & Record<`faq.${string}`, string>;
