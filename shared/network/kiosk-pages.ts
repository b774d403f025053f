/**
 * The kiosk and embed views (spec §2.8–2.12): each fills the viewport on a dark ground with no
 * header, footer or scrollbars, for displays that show one thing for days.
 *
 * @example
 * isKioskPage("clock");  // true
 * isKioskPage("block");  // false
 */
import type { PageId } from "./route-table.ts";

export const KIOSK_PAGES: ReadonlySet<PageId> = new Set<PageId>(["clock", "view-block", "view-mempool-block", "view-blocks"]);

export const isKioskPage = (page: PageId): boolean => KIOSK_PAGES.has(page);
