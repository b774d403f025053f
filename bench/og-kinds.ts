/**
 * The link-preview images the bench measures, one per page kind, and what "warm" means for each:
 * an image the warm isolate has not drawn before. Kinds with ids take a new id each sample; a
 * kind with one address takes a new version of its data, the devnet stepped between samples.
 *
 * @example
 * const kinds = imageKinds({ block, warmBlocks: () => mined, ids, warmSamples: 20 }, steps);
 * kinds[1].path;                 // "/og-image/block/00…": what cold and cached samples ask for
 * kinds[1].warm.paths().length;  // 20 distinct blocks (fewer when fewer were mined)
 */
import { ogImagePath, OG_DEFAULT_IMAGE_PATH, pagePathOfOgImage } from "../shared/og/og-image-route.ts";
import type { DevnetIds, MinedBlock } from "./og-devnet.ts";

export const KIND_NAMES = ["home", "block", "tx", "address", "pool", "mining", "mempool_block", "kiosk", "default"] as const;
export type KindName = (typeof KIND_NAMES)[number];

export interface WarmPlan {
  /** The path of each warm sample, read when the kind's warm samples start (blocks mined meanwhile count). */
  readonly paths: () => readonly string[];
  /** Run before sample `index` (never before the first): moves the devnet on when the kind has one address. */
  readonly before?: (index: number) => Promise<void>;
  /** What a warm sample of this kind is, for the JSON line. */
  readonly means: string;
}

export interface ImageKind {
  readonly name: KindName;
  /** What cold and cached samples ask for; the first warm sample's path too. */
  readonly path: string;
  readonly warm: WarmPlan;
}

export interface KindInputs {
  /** The fullest block mined: the block kind's image. */
  readonly block: MinedBlock;
  /** The blocks of the block kind's warm samples (the fullest first), read when they start. */
  readonly warmBlocks: () => readonly MinedBlock[];
  readonly ids: DevnetIds;
  readonly warmSamples: number;
}

/** How the devnet is moved between warm samples of a single-address kind. */
export interface DevnetSteps {
  /** Moves the clock a second: new arrivals, a new mempool. */
  readonly second: () => Promise<void>;
  /** Mines a block. */
  readonly block: () => Promise<void>;
}

const image = (pagePath: string): string => ogImagePath(pagePath);

export function imageKinds(inputs: KindInputs, steps: DevnetSteps): ImageKind[] {
  const n = inputs.warmSamples;
  // A new address each time: the route keeps each address's answer for a minute (worker/og/answer-cache.ts).
  const repeat = (path: string): string[] => Array.from({ length: n }, (_, i) => `${path}?warm=${i}`);
  const withIds = (name: KindName, first: string, pagePaths: () => readonly string[], means: string): ImageKind => ({
    name,
    path: image(first),
    warm: { paths: () => pagePaths().slice(0, n).map(image), means },
  });
  const slugs = inputs.ids.poolSlugs;
  const txPaths = inputs.ids.txids.map((txid) => `/tx/${txid}`);
  const addressPaths = inputs.ids.addresses.map((address) => `/address/${address}`);
  return [
    {
      name: "home",
      path: image("/"),
      warm: { paths: () => repeat(image("/")), before: steps.second, means: "a new query on the same page (answers are kept by address for a minute) after the devnet's clock moved 1 s (new arrivals: a new mempool)" },
    },
    withIds("block", `/block/${inputs.block.hash}`, () => inputs.warmBlocks().map((b) => `/block/${b.hash}`), "a different block each sample: the fullest, then the others the bench mined, newest first (their sizes: block_txs_warm)"),
    withIds("tx", txPaths[0]!, () => txPaths, "a different transaction of the fullest block each sample"),
    withIds("address", addressPaths[0]!, () => addressPaths, "a different address paid in the fullest block each sample"),
    {
      name: "pool",
      path: image(`/mining/pool/${slugs[0]!}`),
      warm: {
        paths: () => Array.from({ length: n }, (_, i) => image(`/mining/pool/${slugs[i % slugs.length]!}`)),
        before: async (index) => {
          if (index % slugs.length === 0) await steps.block();
        },
        means: `each of the devnet's ${slugs.length} pools in turn; before a pool's next turn a block is mined (a new version of its data)`,
      },
    },
    {
      name: "mining",
      path: image("/mining"),
      warm: { paths: () => repeat(image("/mining")), before: steps.block, means: "a new query on the same page (answers are kept by address for a minute) after the devnet mined one more block" },
    },
    {
      name: "mempool_block",
      path: image("/mempool-block/0"),
      warm: { paths: () => repeat(image("/mempool-block/0")), before: steps.second, means: "a new query on the same page (answers are kept by address for a minute) after the devnet's clock moved 1 s (new arrivals: a new projected block)" },
    },
    {
      name: "kiosk",
      path: image("/view/blocks"),
      warm: { paths: () => repeat(image("/view/blocks")), before: steps.second, means: "a new query on the same page (answers are kept by address for a minute) after the devnet's clock moved 1 s" },
    },
    {
      name: "default",
      path: OG_DEFAULT_IMAGE_PATH,
      // Its pixels depend on nothing the devnet holds: only its first request in a warm isolate draws it.
      warm: { paths: () => [OG_DEFAULT_IMAGE_PATH], means: "its first request in the warm isolate: one fixed image, so one sample only" },
    },
  ];
}

/**
 * The page whose document loads what an image's card loads, asked for before a cold or warm sample
 * so the sample times the Worker (its fresh isolate: wasm, fonts; reading the data; the draw) and not
 * the embedded devnet waking from its storage or working out a block's summary for the first time,
 * which a deployment's upstream has done before anyone asks. A block's card loads what the block
 * view does (its transactions and audit); null for an image with no page.
 *
 * @example
 * wakePathOf("/og-image/block/00ab"); // "/view/block/00ab"
 */
export function wakePathOf(imagePath: string): string | null {
  const page = pagePathOfOgImage(imagePath.split("?")[0]!);
  return page === null ? null : page.replace(/^\/block\//, "/view/block/");
}
