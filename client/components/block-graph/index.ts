export { BlockGraph, type BlockGraphHandle, type BlockGraphProps, type GraphTxClick } from "./block-graph.tsx";
export { GraphFilterMenu, type GraphFilterMenuProps } from "./graph-filter-menu.tsx";
export { opensInNewTab, type PointerKind } from "./graph-pointer.ts";
export type { FrameListener, GraphGlState } from "./use-graph-renderer.ts";
export type { SlideMotion } from "./scene/block-scene.ts";
