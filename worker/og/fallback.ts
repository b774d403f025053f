/**
 * The image a failed render answers with: the default card (mainnet, English) drawn once and
 * bundled, so it needs neither wasm nor fonts. Regenerate it after a redesign: `npm start`, then
 * `curl -o worker/og/fallback.png http://127.0.0.1:8787/og-image/default.png`.
 */
import fallbackPng from "./fallback.png";
import { pngResponse } from "./png-response.ts";

const FALLBACK = new Uint8Array(fallbackPng);

/**
 * The fallback image. `no-cache`: whoever stores it asks again next time, and then gets the real
 * card once the fault is gone.
 */
export function fallbackImage(): Response {
  return pngResponse(FALLBACK, { cacheControl: "no-cache" });
}
