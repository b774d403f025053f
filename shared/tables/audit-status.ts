/**
 * Spec §4.1: the audit status of a transaction and the text its block-tooltip badge shows. The last
 * three come from research §5.6 (mined-side statuses); their texts are Blocktide's own.
 */
export const AUDIT_STATUS_TEXTS = {
  found: "Match",
  censored: "Removed",
  missing: "Marginal fee rate",
  sigop: "High sigop count",
  fresh: "Recently broadcasted",
  freshcpfp: "Recently CPFP'd",
  added: "Added",
  selected: "Marginal fee rate",
  rbf: "Conflicting",
  accelerated: "Accelerated",
  prioritized: "Prioritized",
  deprioritized: "Deprioritized",
  unseen: "Not seen in our mempool",
} as const;

export type AuditStatus = keyof typeof AUDIT_STATUS_TEXTS;

/** A badge to draw in the tooltip. */
export interface AuditBadge {
  readonly status: AuditStatus;
  readonly text: string;
}

/**
 * Whether a value from the wire is a known audit status.
 *
 * @example
 * isAuditStatus("found"); // true
 * isAuditStatus("toString"); // false
 */
export const isAuditStatus = (value: unknown): value is AuditStatus =>
  typeof value === "string" && Object.hasOwn(AUDIT_STATUS_TEXTS, value);

/**
 * Reads a status from the wire; anything unknown counts as "no audit data" (undefined), so a new
 * backend status hides the badge instead of printing a raw code.
 *
 * @example
 * parseAuditStatus("censored"); // "censored"
 * parseAuditStatus("bogus");    // undefined
 */
export function parseAuditStatus(value: unknown): AuditStatus | undefined {
  return isAuditStatus(value) ? value : undefined;
}

/**
 * The badge for a transaction. Spec §4.1: "Without audit data, only an accelerated transaction shows
 * the Accelerated badge". With audit data the audit's own status wins (the audit already marks
 * accelerated transactions it saw).
 *
 * @example
 * auditBadge("censored", false); // { status: "censored", text: "Removed" }
 * auditBadge(undefined, true);   // { status: "accelerated", text: "Accelerated" }
 * auditBadge(undefined, false);  // undefined
 */
export function auditBadge(status: AuditStatus | undefined, accelerated: boolean): AuditBadge | undefined {
  if (isAuditStatus(status)) return { status, text: AUDIT_STATUS_TEXTS[status] };
  return accelerated === true ? { status: "accelerated", text: AUDIT_STATUS_TEXTS.accelerated } : undefined;
}
