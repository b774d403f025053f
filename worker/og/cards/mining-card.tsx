/**
 * The mining dashboard's card (issue 13): the network's hashrate and difficulty, the pool that
 * found most of the ranking's blocks with its share, the window's blocks, and the rewards and fees
 * of the latest blocks (the page's reward statistics); and who found the window's blocks, as a ring
 * of the leading pools with the rest together, named in a legend. Drawn from the dashboard's loader
 * (its default window, a week, unless the address asks for another).
 */
import { formatAmount } from "../../../shared/format/amount.ts";
import { formatDifficulty } from "../../../shared/format/difficulty.ts";
import { formatHashrate } from "../../../shared/format/hashrate.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { NETWORKS } from "../../../shared/network/networks.ts";
import { miningPageData, type MiningPageData } from "../../../client/pages/mining/mining-page-data.ts";
import type { PoolRanking } from "../../../client/pages/mining/mining-readers.ts";
import { chainName, shareText } from "../../../client/app/meta-texts.ts";
import type { Translate } from "../../../client/i18n/i18n.tsx";
import { cardFrame, type CardFigure } from "../card-frame.tsx";
import { chartPicture, legendItem, messagePicture } from "../chart-picture.tsx";
import { CHART_COLOURS, donutSvg, REST_COLOUR, type DonutSlice } from "../chart-svg.ts";
import { definePageCard, type CardContext, type DrawnCard } from "../page-card.ts";

/** Pools named in the ring; the rest share one slice (a legend of six rows). */
const NAMED_POOLS = CHART_COLOURS.length - 1;
/** The legend's column right of the ring: room for a name of about 17 letters. */
const LEGEND_WIDTH = 196;

interface NamedSlice extends DonutSlice {
  readonly name: string;
}

/** The ranking as slices: its leading pools, most blocks first, then the rest together. */
export function dominanceSlices(ranking: PoolRanking, otherName: string): NamedSlice[] {
  const sorted = [...ranking.pools].sort((a, b) => b.blockCount - a.blockCount);
  const named = sorted.slice(0, NAMED_POOLS).map((pool, index) => ({ name: pool.name, value: pool.blockCount, colour: CHART_COLOURS[index]! }));
  const rest = sorted.slice(NAMED_POOLS).reduce((sum, pool) => sum + pool.blockCount, 0);
  return rest > 0 ? [...named, { name: otherName, value: rest, colour: REST_COLOUR }] : named;
}

function miningFigures({ hashrate, rewards, ranking, period }: MiningPageData, leader: NamedSlice | undefined, prefix: string, t: Translate): CardFigure[] {
  const latest = formatNumber(rewards.endBlock - rewards.startBlock + 1, "1.0-0");
  const figures: (CardFigure | null)[] = [
    { label: t("mining.network.hashrate"), value: formatHashrate(hashrate.currentHashrate) },
    { label: t("mining.network.difficulty"), value: formatDifficulty(hashrate.currentDifficulty) },
    leader === undefined ? null : { label: t("og.mining.leader"), value: t("og.mining.leader-value", { pool: leader.name, share: shareText(leader.value / ranking.blockCount) }) },
    {
      label: period === "all" ? t("og.mining.blocks-all") : t("og.mining.blocks", { period: t(`mining.period-long.${period}`) }),
      value: formatNumber(ranking.blockCount, "1.0-0"),
    },
    { label: t("og.mining.rewards", { count: latest }), value: formatAmount(rewards.totalReward, prefix, "1.2-2") },
    { label: t("og.mining.fees", { count: latest }), value: formatAmount(rewards.totalFee, prefix, "1.2-4") },
  ];
  return figures.filter((figure): figure is CardFigure => figure !== null);
}

export function drawMiningCard(data: MiningPageData, { network, t, direction }: CardContext): DrawnCard {
  const { ranking, period } = data;
  const slices = ranking.blockCount > 0 ? dominanceSlices(ranking, t("og.mining.other")) : [];
  const frame = {
    network,
    direction,
    kind: t("og.kind.mining", { chain: chainName(network, t) }),
    title: t("og.mining.title"),
    figures: miningFigures(data, slices[0], NETWORKS[network].amountPrefix, t),
  };
  if (slices.length === 0) return { element: cardFrame({ ...frame, picture: messagePicture(t("mining.pools.empty"), direction) }) };
  const { picture, rect } = chartPicture({
    direction,
    caption: period === "all" ? t("og.mining.dominance-all") : t("og.mining.dominance", { period: t(`mining.period-long.${period}`) }),
    aside: slices.map((slice) => legendItem(slice.colour, slice.name, shareText(slice.value / ranking.blockCount), direction)),
    asideWidth: LEGEND_WIDTH,
  });
  return { element: cardFrame({ ...frame, picture }), overlay: donutSvg(slices, rect) };
}

export const miningCard = definePageCard<MiningPageData>({ source: { pageData: miningPageData }, draw: drawMiningCard });
