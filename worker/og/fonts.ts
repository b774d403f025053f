/**
 * The fonts every link-preview image may use, bundled with the Worker (fonts/README.md says where
 * they come from). Built once per isolate: satori parses each font the first time it lays out text
 * and keeps it with the font object, so the array must live at module scope.
 */
import type { Font } from "satori/standalone";
import sansRegular from "./fonts/NotoSans-Regular.ttf";
import sansBold from "./fonts/NotoSans-Bold.ttf";

import monoRegular from "./fonts/NotoSansMono-Regular.ttf";

/** The `fontFamily` names the cards use; a family not listed here draws nothing in satori. */
export const OG_FONT_FAMILY = {
  sans: "Noto Sans",
  mono: "Noto Sans Mono",
} as const;

export const OG_FONTS: Font[] = [
  { name: OG_FONT_FAMILY.sans, data: sansRegular, weight: 400, style: "normal" },
  { name: OG_FONT_FAMILY.sans, data: sansBold, weight: 700, style: "normal" },
  { name: OG_FONT_FAMILY.mono, data: monoRegular, weight: 400, style: "normal" },
];

/** The sans faces by weight, as resvg takes them: for digits and Latin words inside other scripts (script-fonts.ts). */
export const SANS_BYTES = { 400: new Uint8Array(sansRegular), 700: new Uint8Array(sansBold) } as const;
