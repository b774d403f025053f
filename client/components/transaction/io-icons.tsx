/** Small glyphs of the input and output rows; decorative, the links around them carry the words. */

/** Points back to the output an input spends. */
export function PrevoutIcon() {
  return (
    <svg className="tx-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Points on to the transaction that spent an output. */
export function SpentIcon() {
  return (
    <svg className="tx-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6" fill="currentColor" />
      <path d="M6.5 5 9.5 8l-3 3" fill="none" stroke="var(--bg-raised)" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** An output nothing has spent yet. */
export function UnspentIcon() {
  return (
    <svg className="tx-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}
