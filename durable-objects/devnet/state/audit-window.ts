/**
 * Block audits by height: the newest RECENT_AUDITS in memory, older ones from wherever they are
 * stored (the object's storage), so memory does not grow with the chain.
 *
 * @example
 * audits.keep(audit);
 * audits.older = (height) => store.audit(height);
 * audits.get(height); // from memory, else from the store
 */
import type { BlockAudit } from "./block-audit.ts";

/** Audits kept in memory; older ones live in storage only. */
const RECENT_AUDITS = 64;

/** The audits of one network (see the module comment). */
export class AuditWindow {
  readonly #recent = new Map<number, BlockAudit>();
  #older: (height: number) => BlockAudit | undefined = () => undefined;

  /** Keeps the audit of the newest block, letting go of the one that falls out of the window. */
  keep(audit: BlockAudit): void {
    this.#recent.set(audit.height, audit);
    this.#recent.delete(audit.height - RECENT_AUDITS);
  }

  get(height: number): BlockAudit | undefined {
    return this.#recent.get(height) ?? this.#older(height);
  }

  /** Where audits older than the window come from. */
  set older(source: (height: number) => BlockAudit | undefined) {
    this.#older = source;
  }
}
