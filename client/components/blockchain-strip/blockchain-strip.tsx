import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type FocusEvent } from "react";
import { specialEventAt, recentlyCompletedEvent } from "../../../shared/chain/special-events.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { NETWORKS } from "../../../shared/network/networks.ts";
import {
  STRIP_BLOCK_GAP_PX,
  STRIP_BLOCK_PITCH_PX,
  STRIP_BLOCK_WIDTH_PX,
  STRIP_FIRST_PAGE_BLOCKS,
  stripDividerOffsetPx,
} from "../../../shared/params/strip-layout.ts";
import { MEMPOOL_BLOCKS_AMOUNT } from "../../../shared/protocol/socket-limits.ts";
import { blockHeight, WITNESS_SCALE_FACTOR } from "../../../shared/types/units.ts";
import { useT } from "../../i18n/i18n.tsx";
import { stripTargetPath } from "./block-navigation.ts";
import type { BlockViewContext } from "./block-view.ts";
import { ConfirmedBlockCard } from "./confirmed-block-card.tsx";
import { MarkArrow } from "./mark-arrow.tsx";
import { isBlockHeightMark, markTarget } from "./mark-position.ts";
import { MempoolBlockCard } from "./mempool-block-card.tsx";
import { PlaceholderBlock } from "./placeholder-slots.tsx";
import { playChime } from "./play-chime.ts";
import { StripBanners } from "./strip-banners.tsx";
import { StripDivider } from "./strip-divider.tsx";
import {
  DIVIDER_CLEARANCE_PX,
  clampOffset,
  confirmedSlotSpan,
  mempoolSlotSpan,
  offsetBounds,
  offsetToReveal,
  visibleConfirmedSlots,
  type Span,
} from "./strip-geometry.ts";
import type { BlockchainStripProps } from "./strip-types.ts";
import { useConfirmedBlocks } from "./use-confirmed-blocks.ts";
import { useStripDrag } from "./use-strip-drag.ts";
import { useBlockArrival, useMarkInstant, useTimeDirectionFlip } from "./use-strip-motion.ts";

/** Blocks rendered beyond each edge of the viewport, so a fast drag never shows a gap. */
const OVERSCAN_SLOTS = 2;
/** How long an animated jump (back to the tip, to a marked block) takes; matches the stylesheet. */
const SETTLE_MS = 600;

/**
 * The home page's blockchain strip (spec §2.3, §2.4, §4.4): projected blocks on one side of the
 * divider, confirmed blocks on the other, scrollable into the past with drag momentum, with the
 * pointer arrow, the indexing, countdown and celebration banners, and the time-direction toggle.
 * It renders the same markup on the server and in the browser's first render.
 *
 * @example
 * <BlockchainStrip
 *   mempoolBlocks={live.mempoolBlocks} blocks={live.blocks} tip={live.tip} network="mainnet"
 *   networkBase="" miningView={false} timeLeftToRight={false} onToggleTimeDirection={toggle}
 *   loading={!ready} loadingIndicators={live.loadingIndicators} da={live.da}
 *   loadOlderBlocks={(height) => api.blocksFrom(height)} now={clock.now} />
 */
export function BlockchainStrip(props: BlockchainStripProps) {
  const t = useT();
  const { network, networkBase, linkPrefix = "", miningView, timeLeftToRight, loading, mark, now, da, rateUnit = "vb" } = props;
  const liveBlocks = useMemo(() => props.blocks.slice(0, STRIP_FIRST_PAGE_BLOCKS), [props.blocks]);
  const projected = useMemo(() => props.mempoolBlocks.slice(0, MEMPOOL_BLOCKS_AMOUNT), [props.mempoolBlocks]);
  const { cache, version, show } = useConfirmedBlocks(liveBlocks, network, props.loadOlderBlocks);
  const topHeight = loading ? -1 : liveBlocks.reduce((top, block) => Math.max(top, block.height), -1);
  const tip = Math.max(props.tip, topHeight);
  const confirmedSign: 1 | -1 = timeLeftToRight ? -1 : 1;
  const href = (route: string) => `${linkPrefix}${networkBase}${route}`;

  // Measured after the first render; until then the stylesheet alone places the divider.
  const viewportRef = useRef<HTMLDivElement>(null);
  const [widthPx, setWidthPx] = useState<number | null>(null);
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (viewport === null) return;
    setWidthPx(viewport.clientWidth);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setWidthPx(viewport.clientWidth));
    observer.observe(viewport);
    return () => observer.disconnect();
  }, []);
  const dividerPx = widthPx === null ? null : stripDividerOffsetPx(widthPx, network);

  const mempoolSlots = loading ? MEMPOOL_BLOCKS_AMOUNT : projected.length;
  const bounds: Span =
    widthPx === null || dividerPx === null ? { start: 0, end: 0 } : offsetBounds({ widthPx, dividerPx }, mempoolSlots, topHeight + 1);
  const boundsRef = useRef(bounds);
  boundsRef.current = bounds;

  const [offset, setOffsetState] = useState(0);
  const offsetRef = useRef(0);
  const setOffset = useCallback((wanted: number) => {
    const applied = clampOffset(wanted, boundsRef.current);
    offsetRef.current = applied;
    setOffsetState(applied);
    return applied;
  }, []);
  // A resize or a shorter chain can leave the offset out of range.
  useEffect(() => {
    if (clampOffset(offsetRef.current, bounds) !== offsetRef.current) setOffset(offsetRef.current);
  }, [bounds.start, bounds.end, setOffset]);

  const [settling, setSettling] = useState(false);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const glideTo = useCallback(
    (wanted: number) => {
      setSettling(true);
      setOffset(wanted);
      if (settleTimer.current !== null) clearTimeout(settleTimer.current);
      settleTimer.current = setTimeout(() => setSettling(false), SETTLE_MS);
    },
    [setOffset],
  );
  useEffect(() => () => {
    if (settleTimer.current !== null) clearTimeout(settleTimer.current);
  }, []);

  const [dragging, setDragging] = useState(false);
  useStripDrag({
    viewportRef,
    confirmedSign,
    getOffset: () => offsetRef.current,
    setOffset: (wanted) => {
      setSettling(false);
      return setOffset(wanted);
    },
    onDraggingChange: setDragging,
  });

  const { flipping, requestFlip } = useTimeDirectionFlip(timeLeftToRight);
  const shownOffset = flipping ? 0 : offset;

  const newest = liveBlocks[0];
  const arriving = useBlockArrival(
    loading || newest === undefined ? null : { height: topHeight, similarity: newest.extras?.similarity },
    network,
    (height, previousTop) => {
      // The chime greets a special block (a halving) arriving live, not one already there on load.
      if (previousTop >= 0 && specialEventAt(network, blockHeight(height)) !== null) void playChime();
    },
  );
  const celebrated = tip >= 0 ? recentlyCompletedEvent(network, blockHeight(tip)) : null;

  const blockVsize = NETWORKS[network].blockWeightUnits / WITNESS_SCALE_FACTOR;
  const target = loading ? null : markTarget(mark, { topHeight, mempoolBlockCount: projected.length, blockVsize });
  const markKey = mark === null || mark === undefined ? "" : isBlockHeightMark(mark) ? `h${mark.blockHeight}` : `m${mark.mempoolBlockIndex}:${mark.txid ?? ""}`;
  const markInstant = useMarkInstant(markKey);

  // spec §4.4: a newly marked block out of view is scrolled to.
  const targetSpanKey = target === null ? "" : `${target.side}:${target.slot}`;
  useEffect(() => {
    if (target === null || widthPx === null || dividerPx === null) return;
    const span = target.side === "confirmed" ? confirmedSlotSpan(target.slot) : mempoolSlotSpan(target.slot);
    const wanted = offsetToReveal(span, { offset: offsetRef.current, widthPx, dividerPx });
    if (wanted !== offsetRef.current) glideTo(wanted);
    // Only a new mark or a new viewport moves the strip; later data updates leave the visitor's scroll alone.
  }, [markKey, targetSpanKey, widthPx === null]);

  const range =
    widthPx === null || dividerPx === null
      ? { first: 0, last: liveBlocks.length - 1 }
      : visibleConfirmedSlots({ offset: shownOffset, widthPx, dividerPx }, OVERSCAN_SLOTS);
  const firstSlot = range.first;
  const lastSlot = Math.min(range.last, topHeight);
  useEffect(() => {
    if (topHeight < 0 || lastSlot < firstSlot) return;
    show(topHeight - lastSlot, topHeight - firstSlot);
  }, [show, topHeight, firstSlot, lastSlot, version]);

  // Keyboard focus on a block out of view brings it into view; the viewport never scrolls natively.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const viewport = viewportRef.current;
    if (viewport !== null) viewport.scrollLeft = 0;
    const slotElement = (event.target as Element).closest<HTMLElement>("[data-slot]");
    if (slotElement === null || widthPx === null || dividerPx === null) return;
    const slot = Number(slotElement.dataset.slot);
    const span = slotElement.dataset.side === "mempool" ? mempoolSlotSpan(slot) : confirmedSlotSpan(slot);
    const wanted = offsetToReveal(span, { offset: offsetRef.current, widthPx, dividerPx });
    if (wanted !== offsetRef.current) glideTo(wanted);
  };

  const context: BlockViewContext = { t, network, rateUnit, miningView, nowMs: now, timing: da ?? null };
  const classes = [
    "chain-strip",
    timeLeftToRight ? "is-ltr" : "",
    loading ? "is-loading" : "",
    flipping ? "is-flipping" : "",
    dragging ? "is-dragging" : "",
    settling ? "is-settling" : "",
    markInstant ? "is-mark-instant" : "",
    NETWORKS[network].chain === "liquid" ? "is-liquid" : "",
  ];
  const style = {
    "--block-width": `${STRIP_BLOCK_WIDTH_PX}px`,
    "--block-gap": `${STRIP_BLOCK_GAP_PX}px`,
    "--block-pitch": `${STRIP_BLOCK_PITCH_PX}px`,
    "--divider-clearance": `${DIVIDER_CLEARANCE_PX}px`,
    ...(dividerPx === null ? {} : { "--divider-x": `${dividerPx}px` }),
  } as CSSProperties;

  const confirmedSlots: number[] = [];
  for (let slot = firstSlot; slot <= (loading ? Math.max(lastSlot, STRIP_FIRST_PAGE_BLOCKS - 1) : lastSlot); slot++) confirmedSlots.push(slot);

  return (
    <section className={classes.filter(Boolean).join(" ")} style={style} aria-label={t("strip.label")} aria-busy={loading}>
      <StripBanners network={network} tip={tip} loadingIndicators={props.loadingIndicators} />
      <div className="chain-viewport" ref={viewportRef} onFocus={onFocus}>
        <div className="chain-rail" style={{ transform: `translateX(${round(-confirmedSign * shownOffset)}px)` }}>
          <ol className="chain-side chain-side-mempool" aria-label={t("strip.mempool-blocks")}>
            {loading
              ? Array.from({ length: MEMPOOL_BLOCKS_AMOUNT }, (_, slot) => <PlaceholderBlock key={slot} side="mempool" slot={slot} />)
              : projected.map((block, index) => (
                  <li key={index} className="chain-slot chain-slot-mempool" style={{ "--slot": index } as CSSProperties} data-slot={index} data-side="mempool">
                    <MempoolBlockCard
                      block={block}
                      index={index}
                      count={projected.length}
                      href={stripTargetPath({ kind: "mempool-block", index }, linkPrefix, networkBase)}
                      context={context}
                      marked={target?.side === "mempool" && target.slot === index}
                      projectedHeight={topHeight >= 0 ? topHeight + 1 + index : null}
                    />
                  </li>
                ))}
          </ol>
          <StripDivider
            timeLeftToRight={timeLeftToRight}
            onToggle={() => {
              requestFlip();
              props.onToggleTimeDirection();
            }}
          />
          <ol className="chain-side chain-side-confirmed" aria-label={t("strip.confirmed-blocks")}>
            {confirmedSlots.map((slot) => {
              const block = loading ? undefined : cache.get(topHeight - slot);
              if (block === undefined) return <PlaceholderBlock key={`h${topHeight - slot}`} side="confirmed" slot={slot} />;
              return (
                <li key={block.id} className="chain-slot chain-slot-confirmed" style={{ "--slot": slot } as CSSProperties} data-slot={slot} data-side="confirmed">
                  <ConfirmedBlockCard
                    block={block}
                    href={stripTargetPath({ kind: "block", height: block.height, hash: block.id }, linkPrefix, networkBase)}
                    poolHref={(slug) => href(`/mining/pool/${encodeURIComponent(slug)}`)}
                    context={context}
                    marked={target?.side === "confirmed" && target.slot === slot}
                    arriving={arriving === block.height}
                    special={celebrated !== null && celebrated.height === block.height}
                  />
                </li>
              );
            })}
          </ol>
          {target !== null && <MarkArrow target={target} />}
        </div>
        {!loading && Math.abs(offset) > STRIP_BLOCK_PITCH_PX / 2 && (
          <button
            type="button"
            className={`chain-reset${confirmedSign * offset > 0 ? "" : " points-right"}`}
           
            onClick={() => glideTo(0)}
            aria-label={t("strip.reset-scroll")}
            title={t("strip.reset-scroll")}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M11 6 5 12l6 6M19 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        )}
      </div>
      {loading && (
        <p className="chain-status" role="status">
          {typeof props.loadingIndicators.mempool === "number" && Number.isFinite(props.loadingIndicators.mempool)
            ? t("strip.loading-mempool", { percent: formatNumber(Math.min(100, Math.max(0, props.loadingIndicators.mempool)), "1.0-0") })
            : t("strip.waiting", { network: NETWORKS[network].displayName })}
        </p>
      )}
    </section>
  );
}

const round = (px: number): number => Math.round(px * 10) / 10;
