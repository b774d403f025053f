/**
 * The FAQ's questions in page order: each entry's anchor (its #fragment) and the keys of its texts.
 * The transaction-filter entry's anchor is the fragment the block graph's info badge links to.
 *
 * @example
 * FAQ_ENTRIES.map((entry) => entry.id); // ["projected-blocks", "fee-rates", …]
 */
import { FILTER_FAQ_PATH } from "../../../shared/graph/graph-constants.ts";
import type { FaqKey } from "../../i18n/locales/faq-area.ts";

/** The fragment of the graph's info badge, without "#". */
export const FILTER_ENTRY_ID = FILTER_FAQ_PATH.slice(FILTER_FAQ_PATH.indexOf("#") + 1);

export interface FaqEntry {
  readonly id: string;
  readonly question: FaqKey;
  readonly answer: readonly FaqKey[];
  /** A page the answer leads to, under the network's prefix. */
  readonly link?: { readonly path: string; readonly label: FaqKey };
  /** Where the filter's groups are listed, generated from the flag table. */
  readonly flagGroups?: true;
}

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  { id: "projected-blocks", question: "faq.projected-blocks.q", answer: ["faq.projected-blocks.a1", "faq.projected-blocks.a2"] },
  { id: "fee-rates", question: "faq.fee-rates.q", answer: ["faq.fee-rates.a1", "faq.fee-rates.a2"] },
  { id: "why-waiting", question: "faq.why-waiting.q", answer: ["faq.why-waiting.a1", "faq.why-waiting.a2"] },
  { id: "rbf", question: "faq.rbf.q", answer: ["faq.rbf.a1", "faq.rbf.a2"] },
  { id: "cpfp", question: "faq.cpfp.q", answer: ["faq.cpfp.a1", "faq.cpfp.a2"] },
  { id: "acceleration", question: "faq.acceleration.q", answer: ["faq.acceleration.a1", "faq.acceleration.a2"] },
  { id: "audit", question: "faq.audit.q", answer: ["faq.audit.a1", "faq.audit.a2"] },
  { id: FILTER_ENTRY_ID, question: "faq.transaction-filters.q", answer: ["faq.transaction-filters.a1", "faq.transaction-filters.a2"], flagGroups: true },
  { id: "devnet", question: "faq.devnet.q", answer: ["faq.devnet.a1", "faq.devnet.a2"] },
  { id: "broadcast", question: "faq.broadcast.q", answer: ["faq.broadcast.a1"], link: { path: "/tx/push", label: "faq.broadcast.link" } },
  { id: "api", question: "faq.api.q", answer: ["faq.api.a1"], link: { path: "/docs/api/rest", label: "faq.api.link" } },
];
