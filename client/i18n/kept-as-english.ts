/**
 * The texts a language may keep exactly as English writes them (issue 16: "a short, documented
 * allow-list"), as words: a text is kept when every word of it is on the list of every language or
 * on its own language's. Every language keeps names, units, standards and codes ("{{count}} vB",
 * "P2TR", "Blocktide"); a language adds the words its Bitcoin community writes as English does,
 * loanwords ("Mempool", "Hashrate") and words spelled alike ("Status", "Minimum"). Texts of
 * parameters and signs only ("{{from}}–{{to}}") have no word and are always kept.
 *
 * @example
 * isKeptAsEnglish("de", "{{count}} WU");  // true
 * isKeptAsEnglish("de", "Status");        // true: German writes it so
 * isKeptAsEnglish("ja", "Status");        // false
 */
import type { LanguageCode } from "../../shared/network/languages.ts";

const EVERY_LANGUAGE: readonly string[] = [
  // The product and the networks, as names.
  "Blocktide", "Bitcoin", "Liquid", "Testnet", "Signet", "Testnet4", "Mainnet", "Lightning",
  // Units and time zones.
  "sat", "sats", "vB", "WU", "B", "kB", "MB", "kvB", "MvB", "BTC", "L-BTC", "EH/s", "sat/vB", "sat/WU", "vB/s", "WU/s", "px", "UTC",
  // Standards, formats and the protocol's own field names.
  "SegWit", "Taproot", "RBF", "CPFP", "P2PK", "P2PKH", "P2SH", "P2WPKH", "P2WSH", "P2TR", "P2SH-P2WPKH", "P2SH-P2WSH", "OP_RETURN",
  "SIGHASH_ALL", "SIGHASH_NONE", "SIGHASH_SINGLE", "SIGHASH_DEFAULT", "SIGHASH_ANYONECANPAY", "Tapscript", "nSequence",
  "ScriptSig", "ScriptPubKey", "ASM", "hex", "Nonce", "Bits", "Annex", "Coinbase", "Coinjoin", "API", "REST", "WebSocket", "CSV", "PNG",
];

/** Per language: loanwords of its Bitcoin writing and words it spells as English does. */
const BY_LANGUAGE: Readonly<Partial<Record<LanguageCode, readonly string[]>>> = {
  cs: ["Data", "Halving", "Maximum", "Mempool", "min", "Minimum", "Pool"],
  da: ["Blockchain", "d", "Data", "FAQ", "Genesis", "Hash", "Hashrate", "input", "Inputs", "Inscription", "Live", "Locktime", "Median", "Mempool", "Menu", "Miner", "Minimum", "Mining", "Offline", "output", "Output", "outputs", "Outputs", "Pool", "Relation", "Sigops", "Status", "Type", "Version", "Witness"],
  de: ["Block", "Blockchain", "Details", "FAQ", "Genesis", "Halving", "Hash", "Hashrate", "In", "Inscription", "Live", "Locktime", "M", "Maximum", "Median", "Mempool", "Miner", "Minimum", "Mining", "Offline", "optional", "Pool", "Sigops", "Status", "Version", "W", "Website", "Witness"],
  es: ["General", "Halving", "Hash", "Hashrate", "Locktime", "Mempool", "min", "Pool", "Sigops", "Total", "Txs"],
  fi: ["Data", "Locktime", "Mempool", "min"],
  fr: ["Confirmations", "Consolidation", "Descendant", "Documentation", "FAQ", "Halving", "Hash", "Hashrate", "Inscription", "Locktime", "Maximum", "Mempool", "Menu", "min", "Minimum", "Page", "Pages", "Pool", "Questions", "Relation", "Sections", "Sigops", "Total", "Transaction", "Transactions", "Type", "Version"],
  hu: ["Hash", "Maximum", "Mempool", "Minimum"],
  it: ["Account", "Email", "Halving", "Hash", "Hashrate", "In", "input", "Locktime", "Mempool", "Menu", "min", "Mining", "Output", "Password", "Pool", "USD"],
  lt: ["mempool", "Mempool"],
  nb: ["Data", "Full", "Hash", "Hashrate", "Locktime", "Median", "Mempool", "min", "Minimum", "Pool", "Sigops", "Status", "Type"],
  nl: ["Account", "Blockchain", "d", "Details", "FAQ", "Filters", "Genesis", "Halving", "Hash", "Hashrate", "input", "Inputs", "Inscription", "Live", "Locktime", "m", "Maximum", "Mempool", "Menu", "min", "Miner", "Minimum", "Mining", "Offline", "output", "Output", "outputs", "Outputs", "Parameters", "Pool", "Sigops", "Status", "Type", "w", "Website", "Witness"],
  pl: ["Halving", "Mempool", "Menu", "min", "Minimum", "Status"],
  pt: ["Halving", "Hash", "Hashrate", "Locktime", "Mempool", "Menu", "min", "Pool", "Sigops", "Status", "Total"],
  ro: ["Hash", "Locktime", "Mempool", "min", "Miner", "Pool", "Sigops", "Total"],
  sl: ["Mempool", "min"],
  sv: ["Block", "Data", "Genesis", "Hash", "Hashrate", "input", "Inputs", "Inscription", "Live", "Locktime", "Maximum", "Median", "Mempool", "min", "Minimum", "Offline", "output", "Output", "outputs", "Outputs", "Period", "Pool", "Relation", "Sigops", "Status", "Version", "Witness"],
  th: ["Mempool", "Merkle", "root"],
  tr: ["Hash", "Mempool"],
  vi: ["Halving", "Mempool", "Menu"],
};

const PARAMETER = /\{\{\s*[\w-]+\s*\}\}/g;
const PLURAL_SYNTAX = /\{\s*[\w-]+\s*,\s*plural\s*,|(?:zero|one|two|few|many|other|=\d+)\s*\{/g;
const WORD = /\p{L}[\p{L}\p{N}_/-]*/gu;

export function isKeptAsEnglish(language: LanguageCode, english: string): boolean {
  const words = english.replace(PARAMETER, " ").replace(PLURAL_SYNTAX, " ").match(WORD) ?? [];
  const own = BY_LANGUAGE[language] ?? [];
  return words.every((word) => EVERY_LANGUAGE.includes(word) || own.includes(word));
}
