/**
 * Which strings satori may draw and which fonts the others need. Satori 0.32 draws a string from
 * glyphs in logical order without shaping, which is right for the Latin, Greek and Cyrillic of the
 * bundled Noto Sans subset (fonts/README.md) and wrong for Arabic and Hebrew (unjoined, unreordered),
 * Devanagari and Thai (no conjuncts, no mark placement). Any string with a character outside that
 * subset is drawn by resvg instead, which shapes with rustybuzz and orders by the bidi algorithm,
 * from the fonts of SCRIPT_FONTS (static assets, client/public/og-fonts).
 *
 * @example
 * satoriDraws("Block 840,000");          // true
 * satoriDraws("الكتلة 840,000");          // false
 * scriptFontsOf("中文 ქართული").map((font) => font.family); // ["Noto Sans Georgian", "Noto Sans CJK SC"]
 */

/** The code points of the bundled Noto Sans subset: fonts/README.md's `TEXT` ranges, the same list. */
const SATORI_TEXT =
  /^[\u0020-\u007E\u00A0-\u024F\u0259\u02B9-\u02DD\u0300-\u036F\u0370-\u03FF\u0400-\u052F\u1E00-\u1EFF\u2000-\u206F\u20A0-\u20C0\u2100-\u214F\u2190-\u2199\u2212\u2215\u2248\u2260-\u2265\uFEFF\uFFFD]*$/;

/** True when satori draws every character of `text` correctly with the bundled fonts. */
export const satoriDraws = (text: string): boolean => SATORI_TEXT.test(text);

export type FontWeight = 400 | 700;

export interface ScriptFont {
  /** The family name inside the font files, which SVG `font-family` names. */
  readonly family: string;
  /** Each weight's file under client/public/og-fonts. */
  readonly files: Readonly<Record<FontWeight, string>>;
  /** The characters this font is loaded for. */
  readonly characters: RegExp;
}

const noto = (script: string, family = `Noto Sans ${script}`, extension = "ttf"): Pick<ScriptFont, "family" | "files"> => ({
  family,
  files: { 400: `NotoSans${script}-Regular.${extension}`, 700: `NotoSans${script}-Bold.${extension}` },
});

/** The scripts of spec §9's languages beyond Latin and Cyrillic, one font family each. */
export const SCRIPT_FONTS: readonly ScriptFont[] = [
  // Arabic and Persian, with the presentation forms text copied from elsewhere may hold.
  { ...noto("Arabic"), characters: /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/ },
  { ...noto("Hebrew"), characters: /[\u0590-\u05FF\uFB1D-\uFB4F]/ },
  // Hindi and Nepali.
  { ...noto("Devanagari"), characters: /[\u0900-\u097F\u1CD0-\u1CFF\uA8E0-\uA8FF]/ },
  { ...noto("Thai"), characters: /[\u0E00-\u0E7F]/ },
  { ...noto("Georgian"), characters: /[\u10A0-\u10FF\u1C90-\u1CBF\u2D00-\u2D2F]/ },
  // Chinese, Japanese and Korean: one Pan-CJK face (its Simplified Chinese forms), subset (fonts/README.md).
  {
    ...noto("CJKsc", "Noto Sans CJK SC", "otf"),
    characters: /[\u1100-\u11FF\u2E80-\u2FDF\u3000-\u4DBF\u4E00-\u9FFF\uA960-\uA97F\uAC00-\uD7FF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]/,
  },
];

/** The script fonts `text` needs, in SCRIPT_FONTS order. */
export const scriptFontsOf = (text: string): ScriptFont[] => SCRIPT_FONTS.filter((font) => font.characters.test(text));
