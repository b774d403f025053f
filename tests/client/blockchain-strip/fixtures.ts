/**
 * Builders for the strip's tests, from the captured mainnet init bundle (tests/fixtures/mempool,
 * heights 837043–837050) and the websocket frame of 2025 (890440–890447).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import type { MempoolBlock } from "../../../shared/types/mempool.ts";
import type { BlockchainStripProps } from "../../../client/components/blockchain-strip/strip-types.ts";

const fixture = (path: string): Record<string, unknown> =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../fixtures/mempool/${path}`, import.meta.url)), "utf8")) as Record<string, unknown>;

const initBundle = fixture("cypress/mainnet_mempoolInfo.json");
const frame2025 = fixture("cypress/details_rbf/tx01_ws_blocks_01.json");

/** The 2024 init bundle's 8 projected blocks; the last is the overflow stack (168.6 MvB). */
export const MEMPOOL_BLOCKS = initBundle["mempool-blocks"] as MempoolBlock[];
/** The 2024 init bundle's blocks, newest first (the wire sends them oldest first). */
export const BLOCKS = [...(initBundle.blocks as BlockExtended[])].reverse();
/** The 2025 frame's blocks, newest first (similarity scores 0.90 … 0.99). */
export const BLOCKS_2025 = [...(frame2025.blocks as BlockExtended[])].reverse();
export const DA = initBundle.da as { adjustedTimeAvg: number; timeOffset?: number };

/** The newest fixture block. */
export const TOP = BLOCKS[0] as BlockExtended;
/** Seven minutes after the newest block. */
export const NOW_MS = (TOP.timestamp + 7 * 60) * 1000;

/** A copy of a fixture block at another height, as an older page would bring it. */
export function blockAt(height: number, overrides: Partial<BlockExtended> = {}): BlockExtended {
  const template = BLOCKS[height % BLOCKS.length] as BlockExtended;
  return { ...template, height, id: `${String(height).padStart(64, "0")}`, ...overrides };
}

export function stripProps(overrides: Partial<BlockchainStripProps> = {}): BlockchainStripProps {
  return {
    mempoolBlocks: MEMPOOL_BLOCKS,
    blocks: BLOCKS,
    tip: TOP.height,
    network: "mainnet",
    networkBase: "",
    miningView: false,
    timeLeftToRight: false,
    onToggleTimeDirection: () => {},
    loading: false,
    loadingIndicators: {},
    loadOlderBlocks: async () => [],
    now: NOW_MS,
    da: DA,
    ...overrides,
  };
}
