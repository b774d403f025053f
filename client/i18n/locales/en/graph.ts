/**
 * English texts of the block overview graph (spec §2.6, §2.7, §4.1, §4.5). Keys are prefixed by the
 * area. Flag labels, filter groups and audit badges come from their tables in shared/tables, so the
 * interface and the tables cannot drift apart.
 */
import { AUDIT_STATUS_TEXTS } from "../../../../shared/tables/audit-status.ts";
import { FLAG_GROUPS, TRANSACTION_FLAGS, type FlagGroup, type TransactionFlagKey } from "../../../../shared/tables/transaction-flags.ts";

type Keyed<Prefix extends string, Key extends string> = { readonly [K in `${Prefix}${Key}`]: string };

function keyed<const Prefix extends string, Key extends string>(prefix: Prefix, entries: readonly (readonly [Key, string])[]): Keyed<Prefix, Key> {
  return Object.fromEntries(entries.map(([key, text]) => [`${prefix}${key}`, text])) as Keyed<Prefix, Key>;
}

const auditTexts = keyed("graph.audit.", Object.entries(AUDIT_STATUS_TEXTS) as [keyof typeof AUDIT_STATUS_TEXTS, string][]);
const flagLabels = keyed("graph.flag.", TRANSACTION_FLAGS.map((flag): [TransactionFlagKey, string] => [flag.key, flag.label]));
const groupLabels = keyed("graph.filter-group.", FLAG_GROUPS.map((group): [FlagGroup, string] => [group.key, group.label]));

export const enGraph = {
  "graph.summary": "{count, plural, one {# transaction} other {# transactions}}",
  "graph.loading": "Loading transactions…",
  "graph.unavailable": "Not available",
  "graph.webgl-unavailable": "This browser cannot draw the block graph: WebGL is turned off or not supported.",
  "graph.tooltip.label": "Transaction details",
  "graph.tooltip.transaction": "Transaction",
  "graph.tooltip.fee": "Fee",
  "graph.tooltip.fee-sats": "{{fee}} sat",
  "graph.tooltip.fee-rate": "Fee rate",
  "graph.tooltip.effective-rate": "Effective fee rate",
  "graph.tooltip.vsize": "Virtual size",
  "graph.tooltip.value": "Value",
  "graph.tooltip.flags": "Flags",
  "graph.tooltip.open": "Open transaction",
  "graph.tooltip.tap-again": "Tap again to open",
  "graph.filter.toggle": "Filter transactions",
  "graph.filter.heading": "Filters",
  "graph.filter.match": "Match",
  "graph.filter.mode.and": "All selected",
  "graph.filter.mode.or": "Any selected",
  "graph.filter.clear": "Clear",
  "graph.filter.info": "What do the filters show?",
  "graph.filter.active": "{count, plural, one {# filter on} other {# filters on}}",
  ...auditTexts,
  ...flagLabels,
  ...groupLabels,
} as const;
