import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { linkBasePath } from "../../shared/network/route-prefix.ts";
import { type ClockMode, normaliseClockRoute, parseClockQuery } from "../../shared/params/clock.ts";
import type { Wantable } from "../../shared/protocol/client-message.ts";
import type { BlockExtended } from "../../shared/types/block-extended.ts";
import type { MempoolBlock } from "../../shared/types/mempool.ts";
import { usePage } from "../app/page-context.tsx";
import { type PageDataResult, usePageData } from "../app/page-data.tsx";
import { useNow } from "../app/use-now.ts";
import { type BlockViewContext, confirmedBlockView, mempoolBlockView } from "../components/blockchain-strip/index.ts";
import { type Translate, useT } from "../i18n/i18n.tsx";
import { useLive, usePreferences, useSetPreference } from "../live/live-provider.tsx";
import { useWants } from "../live/use-wants.ts";
import { mergeClockBlocks } from "./clock/clock-blocks.ts";
import { MinedBlockGraph, ProjectedFaceGraph } from "./clock/clock-block-graph.tsx";
import { ClockChain, clockBlockPath } from "./clock/clock-chain.tsx";
import { ClockCube, type ClockCubeProps } from "./clock/clock-cube.tsx";
import { ClockFace } from "./clock/clock-face.tsx";
import { clockLayoutStyle } from "./clock/clock-layout.ts";
import { clockPageData } from "./clock/clock-page-data.ts";
import { ClockStats } from "./clock/clock-stats.tsx";
import { mempoolBlockPageIndex } from "./mempool-block/mempool-block-index.ts";
import "../i18n/page-texts/clock.ts";

/** research A.1: the clock's streams (the stats carry the fees, prices and the mempool's figures). */
const CLOCK_WANTS: readonly Wantable[] = ["blocks", "stats", "mempool-blocks"];

const NO_BLOCKS: readonly BlockExtended[] = [];

/**
 * /clock/{mode}/{index} (spec §2.12): the strip of blocks across the top, the face with the last
 * hour's blocks and the hands, the chosen block inside it (the projected block `index` in mempool
 * mode, the mined block `index` from the newest in mined mode) with its cube, and the stats unless
 * `stats=false`; `width` and `height` limit the canvas. An index beyond the blocks there are is
 * lowered to the last one, and the address follows.
 */
export function ClockPage() {
  const t = useT();
  const params = useParams();
  const { search } = useLocation();
  const { state, route } = usePage();
  const live = useLive();
  const preferences = usePreferences();
  const setPreference = useSetPreference();
  const navigate = useNavigate();
  const now = useNow(state.renderedAt);
  useWants(CLOCK_WANTS);

  const clockRoute = normaliseClockRoute(params.mode, params.index);
  // The router has normalised the route already; a stray one shows the default clock.
  const mode: ClockMode = clockRoute.ok ? clockRoute.mode : "mempool";
  const query = useMemo(() => parseClockQuery(new URLSearchParams(search)), [search]);
  const links = linkBasePath({ language: route.language, preview: route.preview, network: route.network, base: state.base });

  const pageData = usePageData(clockPageData, { mode: params.mode ?? "", index: params.index ?? "" });
  const shownData = useLastReady(pageData);
  const loaded = shownData?.blocks ?? NO_BLOCKS;
  const { blocks, gap } = useMemo(() => mergeClockBlocks(loaded, live.blocks), [loaded, live.blocks]);
  useReloadWhenBehind(gap || pageData.status === "error", live.tip, pageData.reload);

  const count = mode === "mempool" ? live.mempoolBlocks.length : blocks.length;
  const { index, lowered } = mempoolBlockPageIndex(params.index, count);
  useEffect(() => {
    if (lowered) navigate(`${links}${clockBlockPath(mode, index)}${search}`, { replace: true });
  }, [lowered, mode, index, links, search, navigate]);

  const context: BlockViewContext = { t, network: route.network, rateUnit: preferences.rateUnit, miningView: false, nowMs: now, timing: live.da };
  const minedBlock = mode === "mined" ? blocks[index] : undefined;
  const cube = chosenCube(t, mode, index, { minedBlock, projected: live.mempoolBlocks, tipHeight: blocks[0]?.height ?? null, context });

  return (
    <div className="clock-page">
      <div className="clock-canvas" style={clockLayoutStyle(query)}>
        <h1 className="visually-hidden">{t("clock.label")}</h1>
        <ClockChain
          mempoolBlocks={live.mempoolBlocks}
          blocks={blocks}
          mode={mode}
          index={index}
          network={route.network}
          links={links}
          search={search}
          timeLeftToRight={preferences.timeLeftToRight}
          onToggleTimeDirection={() => setPreference("timeLeftToRight", !preferences.timeLeftToRight)}
          nowMs={now}
          da={live.da}
          rateUnit={preferences.rateUnit}
        />
        <div className="clock-stage">
          <ClockFace blocks={blocks} renderedAt={state.renderedAt}>
            {mode === "mempool" ? (
              <ProjectedFaceGraph index={index} loaded={shownData?.projected ?? null} network={route.network} links={links} label={graphLabel(t, cube.height)} />
            ) : (
              <MinedBlockGraph
                hash={minedBlock?.id ?? null}
                loaded={shownData?.chosen ?? null}
                network={route.network}
                links={links}
                label={graphLabel(t, cube.height)}
              />
            )}
            <ClockCube {...cube} />
          </ClockFace>
          {query.stats && (
            <ClockStats
              mode={mode}
              network={route.network}
              block={minedBlock}
              fees={live.fees}
              mempoolInfo={live.mempoolInfo}
              conversions={live.conversions}
              fiat={preferences.fiat}
              rateUnit={preferences.rateUnit}
            />
          )}
        </div>
      </div>
    </div>
  );
}

interface CubeSources {
  readonly minedBlock: BlockExtended | undefined;
  readonly projected: readonly MempoolBlock[];
  /** The newest kept block's height; null while none is known. */
  readonly tipHeight: number | null;
  readonly context: BlockViewContext;
}

/** The cube of the chosen block: its height, and its fill as the strip draws it. */
function chosenCube(t: Translate, mode: ClockMode, index: number, { minedBlock, projected, tipHeight, context }: CubeSources): ClockCubeProps {
  if (mode === "mined") {
    const view = minedBlock === undefined ? null : confirmedBlockView(minedBlock, context);
    const height = minedBlock?.height ?? null;
    return { height, fill: view?.fill ?? 0, feeFill: view?.feeFill ?? null, label: height === null ? "" : t("clock.block.mined", { height }) };
  }
  const block = projected[index];
  const view = block === undefined ? null : mempoolBlockView(block, index, projected.length, context);
  const height = tipHeight === null ? null : tipHeight + 1 + index;
  return { height, fill: view?.fill ?? 0, feeFill: view?.feeFill ?? null, label: height === null ? "" : t("clock.block.projected", { height }) };
}

const graphLabel = (t: Translate, height: number | null): string => (height === null ? "" : t("clock.block.graph", { height }));

/**
 * The page's data, or while another index's data loads the last data shown, so moving from block to
 * block keeps the strip and the arcs in place.
 */
function useLastReady<T>(result: PageDataResult<T>): T | null {
  const current = result.status === "ready" ? result.data : null;
  const [last, setLast] = useState<T | null>(current);
  if (current !== null && current !== last) setLast(current);
  return current ?? last;
}

/**
 * Loads the page's blocks again when the live ones have moved past them (the socket was away for
 * more blocks than the live store keeps) or when they could not be loaded: once per new tip, so an
 * answer still behind the socket does not make a loop.
 */
function useReloadWhenBehind(behind: boolean, tip: number, reload: () => void): void {
  const reloadedAt = useRef<number | null>(null);
  useEffect(() => {
    if (!behind || reloadedAt.current === tip) return;
    reloadedAt.current = tip;
    reload();
  }, [behind, tip, reload]);
}
