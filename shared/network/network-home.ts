/**
 * Links to a network's home page from wherever the visitor is (the brand link, the network menu):
 * the language stays, and so does the preview area where the target network has one (spec §2.2).
 *
 * @example
 * networkHomePath({ language: "de", preview: true }, "signet", "bitcoin");  // "/de/preview/signet"
 * networkHomePath({ language: "de", preview: true }, "liquid", "bitcoin");  // "/de/liquid"
 */
import type { BaseModule, Network } from "./networks.ts";
import { buildPath } from "./route-prefix.ts";
import { previewAreaExists } from "./route-table.ts";

/** The prefixes a link carries over from the current page. */
export interface CurrentPrefix {
  readonly language: string | null;
  readonly preview: boolean;
}

/**
 * The home path of `network` on the build `base`, in the current language and area. Throws
 * UnsupportedNetworkError when the build does not serve `network`.
 *
 * @example
 * networkHomePath({ language: null, preview: false }, "testnet", "bitcoin");  // "/testnet"
 * networkHomePath({ language: "ar", preview: false }, "mainnet", "bitcoin");  // "/ar"
 */
export function networkHomePath(current: CurrentPrefix, network: Network, base: BaseModule): string {
  const preview = current.preview && previewAreaExists(network, base);
  return buildPath({ language: current.language, preview, network, base }, "/");
}
