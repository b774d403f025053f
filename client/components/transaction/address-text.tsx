/**
 * An address or txid that shortens in the middle to fit its box: the head gives way with an
 * ellipsis, the last characters stay, so two long ids stay tell-apart at any width. The whole
 * string is in the text, so copying or a screen reader gets all of it.
 */

/** Characters kept at the end, about what people compare when they check an address. */
export const KEPT_TAIL_CHARACTERS = 6;

export interface MiddleTruncatedProps {
  readonly text: string;
}

/**
 * @example
 * <a href={href}><MiddleTruncated text={address} /></a>
 */
export function MiddleTruncated({ text }: MiddleTruncatedProps) {
  if (text.length <= KEPT_TAIL_CHARACTERS * 2) return <span className="tx-id">{text}</span>;
  return (
    <span className="tx-id tx-id-split" title={text}>
      <span className="tx-id-head">{text.slice(0, -KEPT_TAIL_CHARACTERS)}</span>
      <span className="tx-id-tail">{text.slice(-KEPT_TAIL_CHARACTERS)}</span>
    </span>
  );
}
