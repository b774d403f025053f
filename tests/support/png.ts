/**
 * Just enough PNG reading for tests: the header's size, and the pixels of an 8-bit RGB or RGBA image
 * (what resvg writes), inflated with the platform's DecompressionStream, so it runs in workerd and Node.
 */

export interface PngHeader {
  readonly width: number;
  readonly height: number;
  readonly bitDepth: number;
  /** 2: RGB, 6: RGBA. */
  readonly colourType: number;
}

export interface DecodedPng extends PngHeader {
  /** RGBA, row by row, 4 bytes a pixel. */
  readonly rgba: Uint8Array;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The IHDR fields; throws when `bytes` do not start like a PNG. */
export function pngHeader(bytes: Uint8Array): PngHeader {
  if (!SIGNATURE.every((byte, i) => bytes[i] === byte)) throw new Error("not a PNG: the signature is missing");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (chunkType(bytes, 12) !== "IHDR") throw new Error("not a PNG: the first chunk is not IHDR");
  return { width: view.getUint32(16), height: view.getUint32(20), bitDepth: bytes[24]!, colourType: bytes[25]! };
}

/** Every pixel of a non-interlaced 8-bit RGB or RGBA PNG, as RGBA. */
export async function decodePng(bytes: Uint8Array): Promise<DecodedPng> {
  const header = pngHeader(bytes);
  if (header.bitDepth !== 8 || (header.colourType !== 6 && header.colourType !== 2)) {
    throw new Error(`decodePng reads 8-bit RGB or RGBA only, got depth ${header.bitDepth}, colour type ${header.colourType}`);
  }
  if (bytes[28] !== 0) throw new Error("decodePng reads non-interlaced images only");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const idat: Uint8Array[] = [];
  for (let offset = 8; offset < bytes.length; ) {
    const length = view.getUint32(offset);
    if (chunkType(bytes, offset + 4) === "IDAT") idat.push(bytes.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const raw = await inflate(idat);
  const channels = header.colourType === 6 ? 4 : 3;
  const stride = header.width * channels;
  const pixels = unfilter(raw, header.height, stride, channels);
  const rgba = new Uint8Array(header.width * header.height * 4);
  for (let p = 0, q = 0; p < pixels.length; p += channels, q += 4) {
    rgba.set(pixels.subarray(p, p + 3), q);
    rgba[q + 3] = channels === 4 ? pixels[p + 3]! : 255;
  }
  return { ...header, rgba };
}

/** The RGBA of pixel (x, y). */
export function pixelAt(png: DecodedPng, x: number, y: number): [number, number, number, number] {
  const i = (y * png.width + x) * 4;
  return [png.rgba[i]!, png.rgba[i + 1]!, png.rgba[i + 2]!, png.rgba[i + 3]!];
}

/** A rectangle of pixels: x from x0 up to x1, y from y0 up to y1 (ends excluded). */
export interface PixelRegion {
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
}

/** The share of `region`'s pixels whose mean channel is above `level`: how much light text it holds. */
export function litShare(png: DecodedPng, region: PixelRegion, level: number): number {
  let lit = 0;
  for (let y = region.y0; y < region.y1; y++) {
    for (let x = region.x0; x < region.x1; x++) {
      const [r, g, b] = pixelAt(png, x, y);
      if (r + g + b > 3 * level) lit++;
    }
  }
  return lit / ((region.x1 - region.x0) * (region.y1 - region.y0));
}

const chunkType = (bytes: Uint8Array, offset: number): string => String.fromCharCode(...bytes.subarray(offset, offset + 4));

async function inflate(parts: Uint8Array[]): Promise<Uint8Array> {
  const stream = new Blob(parts as BlobPart[]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Undoes the per-row filters of PNG (None, Sub, Up, Average, Paeth). */
function unfilter(raw: Uint8Array, height: number, stride: number, bpp: number): Uint8Array {
  const out = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? out[row + x - bpp]! : 0;
      const b = y > 0 ? out[row - stride + x]! : 0;
      const c = x >= bpp && y > 0 ? out[row - stride + x - bpp]! : 0;
      const predictor = filter === 0 ? 0 : filter === 1 ? a : filter === 2 ? b : filter === 3 ? (a + b) >> 1 : paeth(a, b, c);
      if (filter > 4) throw new Error(`unknown PNG filter ${filter} on row ${y}`);
      out[row + x] = (raw[src + x]! + predictor) & 0xff;
    }
  }
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}
