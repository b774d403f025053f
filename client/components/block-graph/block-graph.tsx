import { type MouseEvent, type PointerEvent, type Ref, useCallback, useEffect, useId, useImperativeHandle, useMemo, useRef, useState } from "react";
import { formatNumber } from "../../../shared/format/decimal.ts";
import type { RateUnit } from "../../../shared/format/fee-rate.ts";
import type { GraphFilter } from "../../../shared/graph/graph-colours.ts";
import { type GraphTransaction, graphTransactionProblem } from "../../../shared/graph/graph-transaction.ts";
import type { GraphOrientation } from "../../../shared/graph/orientation.ts";
import type { Network } from "../../../shared/network/networks.ts";
import { isHash64 } from "../../../shared/types/ids.ts";
import { useT } from "../../i18n/i18n.tsx";
import type { ProjectedDelta } from "../../live/projected-block.ts";
import { type PointerKind, opensInNewTab, pointToCell, tapAction, tooltipPlacement } from "./graph-pointer.ts";
import { GraphTooltip } from "./graph-tooltip.tsx";
import { StaticGraph } from "./static-graph.tsx";
import type { BlockScene, SceneStyle, SlideMotion } from "./scene/block-scene.ts";
import { useBlockScene } from "./use-block-scene.ts";
import { type FrameListener, useGraphRenderer } from "./use-graph-renderer.ts";
import "../../i18n/page-texts/graph.ts";

/** What the page gets when a square is clicked or tapped open. */
export interface GraphTxClick {
  /** `${linkBase}/tx/${txid}`. */
  readonly href: string;
  /** Shift, ctrl, meta or middle click (spec §2.6). */
  readonly newTab: boolean;
  readonly pointer: PointerKind;
}

/** Live updates without a new `transactions` list: a projected-block delta (client/live/projected-block.ts). */
export interface BlockGraphHandle {
  applyDelta(delta: ProjectedDelta): void;
}

export interface BlockGraphProps {
  /** The full list (null while there is none yet). Each new list is animated from the last one. */
  readonly transactions: readonly GraphTransaction[] | null;
  /** Cells per side: 86 for mempool blocks, 80 for blocks (shared/params/autofit.ts). */
  readonly resolution: number;
  /** The block vsize the grid stands for: BLOCK_VSIZE, or a Liquid network's blockWeightUnits / 4. */
  readonly blockLimit: number;
  /** Mempool-block pages: "left" and flip (the defaults); block pages: "top", no flip. */
  readonly orientation?: GraphOrientation;
  readonly flip?: boolean;
  /** Colour by audit status (spec §4.1). */
  readonly auditMode?: boolean;
  /** A searched txid (64 hex characters) to highlight. */
  readonly highlightTxid?: string | null;
  /** A txid hovered in another graph, drawn as hovered here. */
  readonly mirrorTxid?: string | null;
  /** The transaction filter: non-matching squares fade to 20 %. */
  readonly filter?: GraphFilter | null;
  /** A square was clicked or tapped open; the page navigates (or opens a tab). */
  readonly onTxClick?: (txid: string, click: GraphTxClick) => void;
  /** The hovered transaction changed (for mirroring into another graph). */
  readonly onTxHover?: (txid: string | null) => void;
  /** Shows a spinner over the graph. */
  readonly loading?: boolean;
  /** Shows "Not available" instead of the graph. */
  readonly unavailable?: boolean;
  /** Language and network prefix of links, e.g. "/de/testnet". */
  readonly linkBase?: string;
  readonly network?: Network;
  readonly rateUnit?: RateUnit;
  /** The graph's accessible name, e.g. "Projected block 1". */
  readonly label?: string;
  /** A new value (a new block hash, another mempool block) lays the graph out from scratch at once. */
  readonly resetKey?: string | number;
  /** With it, a new `resetKey`'s list slides in sideways as the old one slides out (the multi-block wall). */
  readonly resetMotion?: SlideMotion;
  /**
   * Draws the squares as an SVG until the canvas draws (and where it cannot): the server HTML of
   * pages that must be complete without JavaScript (kiosk views) shows the graph itself.
   */
  readonly staticFirstPaint?: boolean;
  /** For measurements: the CPU time of each drawn frame. */
  readonly onFrameDrawn?: FrameListener;
  readonly ref?: Ref<BlockGraphHandle>;
}

interface PointedTx {
  readonly txid: string;
  /** CSS pixels from the graph's top-left corner. */
  readonly anchor: { readonly x: number; readonly y: number };
}

/** Transactions the graph can draw (valid, each txid once): the accessible count, the same on server and client. */
function drawableCount(transactions: readonly GraphTransaction[] | null): number {
  if (transactions === null) return 0;
  const seen = new Set<string>();
  for (const tx of transactions) if (graphTransactionProblem(tx) === undefined) seen.add(tx.txid);
  return seen.size;
}

/**
 * The block overview graph (spec §2.6, §4.5): every transaction as a square sized by vsize, coloured
 * by fee rate (or audit status), laid out best-first and animated on the GPU. On the server it renders
 * a sized, labelled box with the transaction count; the browser draws into the canvas after hydration.
 *
 * @example
 * <BlockGraph transactions={tracking.mempoolBlockTransactions} resolution={86} blockLimit={BLOCK_VSIZE}
 *   linkBase={networkBase} label="Projected block 1" resetKey={index}
 *   onTxClick={(txid, click) => (click.newTab ? window.open(click.href) : navigate(click.href))} />
 */
export function BlockGraph(props: BlockGraphProps) {
  const t = useT();
  const {
    transactions,
    resolution,
    blockLimit,
    orientation = "left",
    flip = true,
    auditMode = false,
    filter = null,
    loading = false,
    unavailable = false,
    linkBase = "",
    network = "mainnet",
    rateUnit = "vb",
    onTxClick,
    onTxHover,
  } = props;
  const tooltipId = useId();
  const containerRef = useRef<HTMLElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const sceneRef = useRef<BlockScene | null>(null);
  const pointerKind = useRef<PointerKind>("mouse");
  const [hovered, setHovered] = useState<PointedTx | null>(null);
  const [pinned, setPinned] = useState<PointedTx | null>(null);
  const [, setSceneVersion] = useState(0);

  const highlightTxid = isHash64(props.highlightTxid) ? props.highlightTxid.toLowerCase() : null;
  const mirrorTxid = isHash64(props.mirrorTxid) ? props.mirrorTxid.toLowerCase() : null;
  const filterFlags = filter?.flags;
  const filterMode = filter?.mode;
  const style = useMemo<SceneStyle>(
    () => ({
      auditMode,
      filter: filterFlags === undefined || filterMode === undefined || filterFlags === 0n ? null : { flags: filterFlags, mode: filterMode },
      hoverTxid: pinned?.txid ?? hovered?.txid ?? mirrorTxid,
      highlightTxid,
    }),
    [auditMode, filterFlags, filterMode, pinned?.txid, hovered?.txid, mirrorTxid, highlightTxid],
  );
  const geometry = useMemo(() => ({ resolution, blockLimit, orientation, flip }), [resolution, blockLimit, orientation, flip]);

  const { glState, requestFrame } = useGraphRenderer(canvasRef, sceneRef, props.onFrameDrawn);
  const onSceneUpdated = useCallback(() => {
    requestFrame();
    setSceneVersion((version) => version + 1);
  }, [requestFrame]);
  const applyDelta = useBlockScene(sceneRef, { transactions, resetKey: props.resetKey, resetMotion: props.resetMotion, geometry, style }, onSceneUpdated);
  useImperativeHandle(props.ref, () => ({ applyDelta }), [applyDelta]);

  // A square that left the graph takes its tooltip with it.
  const shown = sceneRef.current?.transactions;
  const hoveredTx = hovered === null ? undefined : shown?.get(hovered.txid);
  const pinnedTx = pinned === null ? undefined : shown?.get(pinned.txid);
  useEffect(() => {
    if (hovered !== null && hoveredTx === undefined) setHovered(null);
    if (pinned !== null && pinnedTx === undefined) setPinned(null);
  }, [hovered, hoveredTx, pinned, pinnedTx]);

  const hoverRef = useRef<string | null>(null);
  useEffect(() => {
    const txid = hovered?.txid ?? null;
    if (hoverRef.current === txid) return;
    hoverRef.current = txid;
    onTxHover?.(txid);
  }, [hovered?.txid, onTxHover]);

  // spec §4.5: a pinned tooltip stays until a click lands elsewhere.
  useEffect(() => {
    if (pinned === null) return;
    const onDocumentPointerDown = (event: globalThis.PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setPinned(null);
    };
    document.addEventListener("pointerdown", onDocumentPointerDown);
    return () => document.removeEventListener("pointerdown", onDocumentPointerDown);
  }, [pinned]);

  const locate = (event: { clientX: number; clientY: number }): PointedTx | null => {
    const canvas = canvasRef.current;
    const scene = sceneRef.current;
    if (canvas === null || scene === null) return null;
    const box = canvas.getBoundingClientRect();
    const anchor = { x: event.clientX - box.left, y: event.clientY - box.top };
    const cell = pointToCell(anchor, box, resolution);
    const tx = scene.transactionAt(cell.x, cell.y);
    return tx === undefined ? null : { txid: tx.txid, anchor };
  };
  const hrefOf = (txid: string) => `${linkBase}/tx/${txid}`;

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    pointerKind.current = event.pointerType === "touch" || event.pointerType === "pen" ? event.pointerType : "mouse";
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.pointerType === "touch") return;
    const pointed = locate(event);
    if (pointed?.txid !== hovered?.txid) setHovered(pointed);
    else if (pointed !== null) setHovered(pointed);
  };
  const onClick = (event: MouseEvent<HTMLCanvasElement>) => {
    const pointed = locate(event);
    const newTab = opensInNewTab(event);
    const pointer = pointerKind.current;
    const action = tapAction(pointer, pinned?.txid ?? null, pointed?.txid ?? null);
    if (action.kind === "unpin") setPinned(null);
    else if (action.kind === "pin") setPinned(pointed);
    else {
      onTxClick?.(action.txid, { href: hrefOf(action.txid), newTab, pointer });
      if (action.kind === "open-and-pin") setPinned(pointed);
      if (action.kind === "open-and-unpin" || action.kind === "open") setPinned(null);
    }
  };
  const onAuxClick = (event: MouseEvent<HTMLCanvasElement>) => {
    if (event.button !== 1) return;
    const pointed = locate(event);
    if (pointed === null) return;
    event.preventDefault();
    onTxClick?.(pointed.txid, { href: hrefOf(pointed.txid), newTab: true, pointer: pointerKind.current });
  };

  const count = useMemo(() => drawableCount(transactions), [transactions]);
  const summary = t("graph.summary", { count: formatNumber(count, "1.0-0") });
  const tooltip = pinned !== null && pinnedTx !== undefined ? { ...pinned, tx: pinnedTx, isPinned: true } : hovered !== null && hoveredTx !== undefined ? { ...hovered, tx: hoveredTx, isPinned: false } : null;
  const canvasBox = canvasRef.current;
  const size = { width: canvasBox?.clientWidth ?? 0, height: canvasBox?.clientHeight ?? 0 };
  const glMessage = glState === "unsupported" ? t("graph.webgl-unavailable") : null;
  const staticGraph = props.staticFirstPaint === true && transactions !== null && !unavailable && glState !== "ready" ? <StaticGraph transactions={transactions} geometry={geometry} style={style} /> : null;
  const classes = ["block-graph", loading ? "is-loading" : "", unavailable ? "is-unavailable" : "", tooltip !== null ? "has-tooltip" : ""].filter(Boolean).join(" ");

  return (
    <figure ref={containerRef} className={classes} aria-label={props.label} aria-busy={loading}>
      <canvas
        ref={canvasRef}
        className="block-graph-canvas"
        aria-hidden="true"
        hidden={unavailable}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setHovered(null)}
        onClick={onClick}
        onAuxClick={onAuxClick}
      />
      {staticGraph}
      <figcaption className="visually-hidden">{summary}</figcaption>
      {loading ? (
        <div className="block-graph-loading" role="status">
          <span className="block-graph-spinner" aria-hidden="true" />
          <span className="visually-hidden">{t("graph.loading")}</span>
        </div>
      ) : null}
      {unavailable ? <p className="block-graph-message">{t("graph.unavailable")}</p> : glMessage !== null ? <p className="block-graph-message">{glMessage}</p> : null}
      {tooltip !== null && !unavailable ? (
        <GraphTooltip
          id={tooltipId}
          tx={tooltip.tx}
          placement={tooltipPlacement(tooltip.anchor, size)}
          href={hrefOf(tooltip.txid)}
          network={network}
          rateUnit={rateUnit}
          pinned={tooltip.isPinned}
          touch={pointerKind.current === "touch"}
        />
      ) : null}
    </figure>
  );
}
