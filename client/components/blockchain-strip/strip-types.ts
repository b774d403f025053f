/**
 * The public types of the blockchain strip: its props and the mark (spec §3 "Mark"). The lead wires
 * these from the live store; the strip itself holds only visual state.
 */
import type { Network } from "../../../shared/network/networks.ts";
import type { RateUnit } from "../../../shared/format/fee-rate.ts";
import type { BlockTiming } from "../../../shared/chain/mempool-block-eta.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import type { MempoolBlock } from "../../../shared/types/mempool.ts";

/** A confirmed block chosen by height (the block page's block). */
export interface BlockHeightMark {
  readonly blockHeight: number;
}

/** Where a searched transaction sits among the projected blocks (research §1.4 `txPosition`). */
export interface MempoolPosition {
  /** Index of the projected block. */
  readonly block: number;
  /** The transaction's midpoint, in vB from the start of that block. */
  readonly vsize: number;
}

/** A projected block, or a transaction inside one. */
export interface MempoolMark {
  readonly mempoolBlockIndex: number;
  readonly mempoolPosition?: MempoolPosition;
  readonly txid?: string;
  readonly txFeePerVSize?: number;
}

/** spec §3 "Mark": what the pointer arrow points at. */
export type StripMark = BlockHeightMark | MempoolMark;

/** Fetches confirmed blocks from `fromHeight` downwards, newest first (GET /api/v1/blocks/{height}). */
export type LoadOlderBlocks = (fromHeight: number) => Promise<readonly BlockExtended[]>;

export interface BlockchainStripProps {
  /** Projected blocks, index 0 first; the last may be the overflow stack. */
  readonly mempoolBlocks: readonly MempoolBlock[];
  /** The live confirmed blocks, newest first (the first page; at most 8 are used). */
  readonly blocks: readonly BlockExtended[];
  /** The chain tip, -1 while unknown. */
  readonly tip: number;
  readonly network: Network;
  /** The network part of links: "" or e.g. "/testnet" (RoutePrefix.networkBase). */
  readonly networkBase: string;
  /** The language and preview part of links, before networkBase: "" for English, e.g. "/de". */
  readonly linkPrefix?: string;
  /** Routes with /mining or /acceleration on mainnet, testnet and signet: pool names and total fees. */
  readonly miningView: boolean;
  /** Time runs left to right: confirmed blocks on the left of the divider. */
  readonly timeLeftToRight: boolean;
  readonly onToggleTimeDirection: () => void;
  /** Placeholders until the live connection is up and the mempool has loaded (spec §4.4). */
  readonly loading: boolean;
  /** Name → percent (`mempool`, `block-indexing`, `daily-hashrate-indexing`, `weekly-hashrate-indexing`). */
  readonly loadingIndicators: Readonly<Record<string, number>>;
  readonly mark?: StripMark | null;
  readonly loadOlderBlocks: LoadOlderBlocks;
  /** The current time in ms; ages are computed from it so the server and the browser agree. */
  readonly now: number;
  /** The `da` frame, for the projected blocks' time estimates (Liquid needs none). */
  readonly da?: BlockTiming | null;
  /** The visitor's rate unit (spec §3 rate-unit-preference); sat/vB when absent. */
  readonly rateUnit?: RateUnit;
}
