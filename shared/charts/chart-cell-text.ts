/**
 * A value as a chart's table cell shows it: two decimals, or three significant digits below 1, so a
 * devnet's difficulty reads 4.66e-10's digits rather than 0.
 *
 * @example
 * chartCellText(1234.567, "en");            // "1,234.57"
 * chartCellText(4.656e-10, "en");           // "0.000000000466"
 */
import { intlLocale } from "../format/format-language.ts";

const formats = new Map<string, Intl.NumberFormat>();

export function chartCellText(value: number, locale: string): string {
  const small = value !== 0 && Math.abs(value) < 1;
  const key = `${locale}:${small}`;
  let format = formats.get(key);
  if (format === undefined) formats.set(key, (format = new Intl.NumberFormat(intlLocale(locale), small ? { maximumSignificantDigits: 3 } : { maximumFractionDigits: 2 })));
  return format.format(value);
}
