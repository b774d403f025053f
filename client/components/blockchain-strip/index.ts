export { BlockchainStrip } from "./blockchain-strip.tsx";
export type { BlockchainStripProps, BlockHeightMark, LoadOlderBlocks, MempoolMark, MempoolPosition, StripMark } from "./strip-types.ts";
export { useArrowKeyBlockNavigation } from "./use-arrow-key-block-navigation.ts";
export { arrowSideOf, neighbourTarget, stripTargetPath, type ArrowSide, type NavigationContext, type StripTarget } from "./block-navigation.ts";
export { playChime, createChimePlayer, CHIME_URL, type PlayChime } from "./play-chime.ts";
