/**
 * The fonts of the scripts satori does not draw (text-scripts.ts), read from the Worker's own static
 * assets (client/public/og-fonts, built into dist/client) rather than bundled: CJK alone is 6 MB, and
 * most cards need none of them. Each file is read once per isolate, when a card first needs it.
 *
 * @example
 * const fonts = assetFonts(env.ASSETS);
 * const arabic = await fonts("NotoSansArabic-Regular.ttf");
 */
import type { ShapedLine } from "./card-text.tsx";
import { SANS_BYTES } from "./fonts.ts";
import { scriptFontsOf } from "./text-scripts.ts";

/** A font file's bytes by its name under og-fonts/. */
export type FontSource = (file: string) => Promise<Uint8Array>;

/** Where the asset store serves the fonts; its host is never resolved, the binding answers. */
const FONT_ASSET_BASE = "https://assets.invalid/og-fonts/";

const loaded = new Map<string, Promise<Uint8Array>>();

/** The fonts under the ASSETS binding, kept for the isolate; a failed read is forgotten so the next card tries again. */
export function assetFonts(assets: Fetcher): FontSource {
  return (file) => {
    let font = loaded.get(file);
    if (font === undefined) {
      font = readFont(assets, file);
      loaded.set(file, font);
      font.catch(() => loaded.delete(file));
    }
    return font;
  };
}

async function readFont(assets: Fetcher, file: string): Promise<Uint8Array> {
  const response = await assets.fetch(new Request(`${FONT_ASSET_BASE}${file}`));
  if (!response.ok) throw new Error(`og fonts: ${file} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Every font resvg needs for `lines`: the bundled Latin faces (digits and Latin words inside other
 * scripts) and each script's face in each weight the lines use.
 */
export async function fontsForLines(lines: readonly ShapedLine[], source: FontSource): Promise<Uint8Array[]> {
  const files = new Set<string>();
  const latin = new Set<Uint8Array>();
  for (const line of lines) {
    latin.add(SANS_BYTES[line.fontWeight]);
    for (const font of scriptFontsOf(line.text)) files.add(font.files[line.fontWeight]);
  }
  return [...latin, ...(await Promise.all([...files].map(source)))];
}
