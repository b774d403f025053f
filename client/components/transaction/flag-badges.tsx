/**
 * A transaction's flags (spec §3 flag table, research §5.5) as badges, in the table's bit order,
 * coloured by the table's group.
 */
import { keysFromFlags, transactionFlag } from "../../../shared/tables/transaction-flags.ts";
import { useT } from "../../i18n/i18n.tsx";
import "../../i18n/page-texts/transaction.ts";

export interface FlagBadgesProps {
  /** The big-integer flags value (shared/tx/classify-flags.ts, or `flags` from the wire after parseFlags). */
  readonly flags: bigint;
}

/**
 * @example
 * <FlagBadges flags={transactionFlags(tx)} />
 */
export function FlagBadges({ flags }: FlagBadgesProps) {
  const t = useT();
  const keys = keysFromFlags(flags);
  if (keys.length === 0) return null;
  return (
    <ul className="tx-flags">
      {keys.map((key) => (
        <li key={key} className={`tx-flag tx-flag-${transactionFlag(key).group}`}>
          {t(`transaction.flag.${key}`)}
        </li>
      ))}
    </ul>
  );
}
