import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { isMiningView } from "../../shared/network/mining-view.ts";
import { linkBasePath } from "../../shared/network/route-prefix.ts";
import { usePage } from "../app/page-context.tsx";
import { useNow } from "../app/use-now.ts";
import { apiGetJson } from "../api/api-fetch.ts";
import { readBlocks } from "../live/live-fields.ts";
import { useLive, usePreferences, useSetPreference } from "../live/live-provider.tsx";
import { UNKNOWN_TIP } from "../live/live-state.ts";
import { BlockchainStrip, neighbourTarget, stripTargetPath, useArrowKeyBlockNavigation, type StripMark } from "./blockchain-strip/index.ts";

/** GET /api/v1/blocks/{height}: the blocks from `height` down, newest first (15 from the backend, research §2.3). */
const loadOlderBlocks = (fromHeight: number) => apiGetJson(`/api/v1/blocks/${fromHeight}`, (json) => readBlocks(json, Infinity) ?? []);

interface LiveStripProps {
  /** The block or transaction the page is about (spec §3 "Mark"); arrow keys then open its neighbours' pages. */
  readonly mark?: StripMark | null;
}

/**
 * The blockchain strip fed by the live store and the visitor's preferences. Arrow keys outside
 * input fields move along the chain (spec §2.1, §2.3): on a page about a block they open its
 * neighbour's page; elsewhere they move the strip's own pointer, starting at the chain tip.
 */
export function LiveStrip({ mark = null }: LiveStripProps) {
  const { state, route } = usePage();
  const live = useLive();
  const preferences = usePreferences();
  const setPreference = useSetPreference();
  const navigate = useNavigate();
  const now = useNow(state.renderedAt);
  const [pointer, setPointer] = useState<StripMark | null>(null);
  const links = linkBasePath({ language: route.language, preview: route.preview, network: route.network, base: state.base });
  const shown = mark ?? pointer;

  // spec §4.4: placeholders until the chain tip is known (from the page's snapshot or the socket) and
  // the mempool has loaded; an empty mempool after a block is data, not loading.
  const loading = live.tip === UNKNOWN_TIP || live.mempoolLoading;
  const topHeight = live.blocks[0]?.height ?? -1;

  useArrowKeyBlockNavigation(
    useCallback(
      (side) => {
        const context = { timeLeftToRight: preferences.timeLeftToRight, topHeight, mempoolBlockCount: live.mempoolBlocks.length };
        // The first press marks the chain tip; later ones move to a neighbour.
        const target = shown === null ? (topHeight >= 0 ? { kind: "block" as const, height: topHeight } : null) : neighbourTarget(shown, side, context);
        if (target === null) return;
        if (mark !== null) {
          const hash = target.kind === "block" ? live.blocks.find((block) => block.height === target.height)?.id : undefined;
          navigate(stripTargetPath(target.kind === "block" ? { ...target, hash } : target, "", links));
          return;
        }
        setPointer(target.kind === "block" ? { blockHeight: target.height } : { mempoolBlockIndex: target.index });
      },
      [preferences.timeLeftToRight, topHeight, live.mempoolBlocks.length, live.blocks, shown, mark, navigate, links],
    ),
  );

  return (
    <BlockchainStrip
      mempoolBlocks={live.mempoolBlocks}
      blocks={live.blocks}
      tip={live.tip}
      network={route.network}
      networkBase={links}
      miningView={isMiningView(route.rest, route.network)}
      timeLeftToRight={preferences.timeLeftToRight}
      onToggleTimeDirection={() => setPreference("timeLeftToRight", !preferences.timeLeftToRight)}
      loading={loading}
      loadingIndicators={live.loadingIndicators}
      mark={shown}
      loadOlderBlocks={loadOlderBlocks}
      now={now}
      da={live.da}
      rateUnit={preferences.rateUnit}
    />
  );
}
