/**
 * Which way a card reads (spec §2.1: ar, fa and he are right-to-left), and the flex values that
 * mirror a card for it: satori 0.32 lays out left to right only, so a right-to-left card reverses
 * its rows and aligns its columns to the right instead of relying on CSS `direction`.
 *
 * @example
 * cardDirection("he");            // "rtl"
 * flexRow("rtl");                 // "row-reverse": the first child on the right
 * marginStart("rtl", 12);         // { marginRight: 12 }
 */
import { isRightToLeft, type LanguageCode } from "../../shared/network/languages.ts";

export type Direction = "ltr" | "rtl";

export const cardDirection = (language: LanguageCode): Direction => (isRightToLeft(language) ? "rtl" : "ltr");

/** A row whose first child sits at the reading start. */
export const flexRow = (direction: Direction): "row" | "row-reverse" => (direction === "rtl" ? "row-reverse" : "row");

/** The cross-axis edge a column's children hug: the reading start. */
export const flexStart = (direction: Direction): "flex-start" | "flex-end" => (direction === "rtl" ? "flex-end" : "flex-start");

/** A gap before an element, on the side reading comes from. */
export const marginStart = (direction: Direction, px: number): { marginLeft: number } | { marginRight: number } =>
  direction === "rtl" ? { marginRight: px } : { marginLeft: px };

/** A gap after an element, on the side reading goes to. */
export const marginEnd = (direction: Direction, px: number): { marginLeft: number } | { marginRight: number } =>
  direction === "rtl" ? { marginLeft: px } : { marginRight: px };
