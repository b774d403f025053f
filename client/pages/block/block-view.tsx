/**
 * A loaded block: its heading with the neighbours' links, its details, the overview graph with the
 * audit, and its transactions. The chain tip and the next block come from the live store, so the
 * next link and the confirmations appear when a block is mined.
 *
 * @example
 * <BlockView block={result.data.block} routeId="840000" links="" />
 */
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import { usePage } from "../../app/page-context.tsx";
import { useNow } from "../../app/use-now.ts";
import { useLive, usePreferences } from "../../live/live-provider.tsx";
import { BlockDetails } from "./block-details.tsx";
import { BlockHeading } from "./block-heading.tsx";
import { BlockOverviewSection } from "./block-overview-section.tsx";
import { BlockTransactionsSection } from "./block-transactions-section.tsx";

export interface BlockViewProps {
  readonly block: BlockExtended;
  /** The id as the address wrote it (height or hash). */
  readonly routeId: string;
  /** The language, preview and network part of links (linkBasePath). */
  readonly links: string;
}

export function BlockView({ block, routeId, links }: BlockViewProps) {
  const { state, route } = usePage();
  const live = useLive();
  const preferences = usePreferences();
  const now = useNow(state.renderedAt);
  const nextHash = live.blocks.find((candidate) => candidate.height === block.height + 1)?.id ?? null;
  return (
    <article className="block-view">
      <BlockHeading height={block.height} previousHash={block.previousblockhash} nextHash={nextHash} tip={live.tip} links={links} />
      <div className="block-summary">
        <BlockDetails block={block} network={route.network} rateUnit={preferences.rateUnit} now={now} tip={live.tip} links={links} />
        <BlockOverviewSection block={block} network={route.network} links={links} />
      </div>
      <BlockTransactionsSection block={block} routeId={routeId} network={route.network} links={links} rateUnit={preferences.rateUnit} now={now} />
    </article>
  );
}
