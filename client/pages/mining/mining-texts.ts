/**
 * Numbers of the mining dashboard in words: percentages (signed for changes) and counts, through the
 * page's translator (the signed ones are the difficulty card's too).
 *
 * @example
 * signedPercentText(t, 3.456);  // "+3.46%"
 * percentText(t, 12.5);         // "12.50%"
 */
import { formatNumber } from "../../../shared/format/decimal.ts";
import type { Translate } from "../../i18n/i18n.tsx";
import "../../i18n/page-texts/mining.ts";

export { changeDirection, countText, signedPercentText } from "../../components/difficulty/change-texts.ts";

export const percentText = (t: Translate, value: number): string => t("mining.percent", { value: formatNumber(value, "1.2-2") });
