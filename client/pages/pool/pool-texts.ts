/**
 * Small formatting rules of the pool page, shared by its panels.
 *
 * @example
 * percentText(t, 0.2375);        // "23.75%"
 * websiteOf("https://pool.example/about"); // { href: "https://pool.example/about", host: "pool.example" }
 */
import { formatDate } from "../../../shared/format/date-time.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import type { Translate } from "../../i18n/i18n.tsx";
import "../../i18n/page-texts/pool.ts";

/** A fraction (0 to 1) as a percentage with two decimals. */
export const percentText = (t: Translate, fraction: number): string => t("pool.percent", { value: formatNumber(fraction * 100, "1.2-2") });

/** A date without its time, in UTC like every absolute time of the explorer. */
export const utcDateText = (unixSeconds: number): string => formatDate(unixSeconds, "day");

/**
 * The pool's website when it is a web address; anything else (a `javascript:` link from a
 * misconfigured backend) is not a link the page may offer.
 */
export function websiteOf(link: string): { readonly href: string; readonly host: string } | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  return url.protocol === "https:" || url.protocol === "http:" ? { href: url.href, host: url.host } : null;
}
