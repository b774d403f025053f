/**
 * Words the page cards share: a moment to the minute in UTC (a card has no room for seconds, and
 * a preview is read anywhere, so no local time).
 *
 * @example
 * cardTimeText(t, 1_713_571_740); // "2024-04-20 00:09 UTC"
 */
import { formatDate } from "../../shared/format/date-time.ts";
import type { Translate } from "../../client/i18n/i18n.tsx";

export const cardTimeText = (t: Translate, unixSeconds: number): string => t("transaction.utc-time", { time: formatDate(unixSeconds, "minute") });
