/**
 * The link-preview image engine: satori lays a React element out into SVG (text as glyph paths),
 * resvg rasterises the SVG to PNG. Both are WebAssembly, imported as modules because workerd
 * refuses to compile wasm from bytes, and initialised once per isolate. Lines satori cannot draw
 * (card-text.tsx) are added as SVG `<text>`, which resvg (2.6, with rustybuzz) shapes and orders
 * right-to-left where the bidi algorithm says so, from the fonts of script-fonts.ts.
 *
 * @example
 * const png = await renderPng(<div style={{ display: "flex" }}>Blocktide</div>, { width: 1000, height: 500 }, fonts);
 */
import type { ReactNode } from "react";
import satori, { init as initSatori } from "satori/standalone";
import yogaWasm from "satori/yoga.wasm";
import { initWasm as initResvg, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";
import type { ImageSize } from "../../shared/og/og-image-route.ts";
import { OG_FONT_FAMILY, OG_FONTS } from "./fonts.ts";
import { shapedLineOf, shapedLineSvg, type ShapedLine } from "./card-text.tsx";
import { fontsForLines, type FontSource } from "./script-fonts.ts";
import type { PngBytes } from "./png-response.ts";

let ready: Promise<void> | undefined;

/**
 * Initialises both engines once. resvg's initWasm throws "Already initialized" when called twice
 * in an isolate, so every caller shares one promise; a failed start is forgotten, so the next
 * request tries again instead of failing for the isolate's lifetime.
 */
function ensureReady(): Promise<void> {
  ready ??= Promise.all([initSatori(yogaWasm), initResvg(resvgWasm)]).then(
    () => undefined,
    (error: unknown) => {
      ready = undefined;
      throw error;
    },
  );
  return ready;
}

/**
 * Draws `element` at `size`, then `overlay` (SVG elements in the card's pixels) on top, then the
 * lines satori left to resvg, and encodes it as PNG. The element follows satori's rules: every
 * `div` with more than one child says `display: "flex"`, sizes are pixels, and only the families
 * of fonts.ts exist.
 */
export async function renderPng(element: ReactNode, size: ImageSize, fonts: FontSource, overlay = ""): Promise<PngBytes> {
  await ensureReady();
  const shaped: string[] = [];
  const lines: ShapedLine[] = [];
  const laidOut = await satori(element, {
    width: size.width,
    height: size.height,
    fonts: OG_FONTS,
    // A glyph none of the fonts has is left out rather than fetched: a Worker fetches nothing to draw.
    loadAdditionalAsset: async () => [],
    onNodeDetected: (node) => {
      const line = shapedLineOf(node.props);
      if (line === null) return;
      lines.push(line);
      shaped.push(shapedLineSvg(line, node));
    },
  });
  // The overlay is drawn over the laid-out card (e.g. a treemap's squares in its picture box), the lines last.
  const extra = overlay + shaped.join("");
  const svg = extra === "" ? laidOut : `${laidOut.slice(0, laidOut.lastIndexOf("</svg>"))}${extra}</svg>`;
  // Fonts are handed to resvg only when it draws text: every other card rasterises as before.
  const font = lines.length === 0
    ? { loadSystemFonts: false }
    : { fontBuffers: await fontsForLines(lines, fonts), defaultFontFamily: OG_FONT_FAMILY.sans };
  const resvg = new Resvg(svg, { fitTo: { mode: "width", value: size.width }, font });
  try {
    const image = resvg.render();
    try {
      // Copied into a plain ArrayBuffer, the form a Response body and crypto.subtle take.
      return new Uint8Array(image.asPng());
    } finally {
      image.free();
    }
  } finally {
    // wasm memory is not collected with the JS object: free it, or a busy isolate grows.
    resvg.free();
  }
}
