/**
 * One row of the latest replacements (research §1.4 `rbfSummary` / `rbfLatestSummary`): the newest
 * replacement of a chain, with the fee and size of the transaction it replaced. Fees in sats, sizes in vB.
 */
export interface ReplacementSummary {
  readonly txid: string;
  readonly mined: boolean;
  readonly fullRbf: boolean;
  readonly oldFee: number;
  readonly oldVsize: number;
  readonly newFee: number;
  readonly newVsize: number;
}

/** Rows the summary carries (the original sends its six latest replacements). */
export const REPLACEMENT_SUMMARY_ROWS = 6;
