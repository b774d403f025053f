/**
 * A mining pool's card (issue 13): its name and website, its blocks of the last week with their
 * share, of the last day and of all time, its estimated hashrate and total reward; and its weekly
 * hashrate as the pool page's sparkline draws it, or, for a pool with fewer than two weeks behind
 * it, its newest blocks counted up over time (one step a block). Drawn from the pool page's loader.
 */
import { formatAmount } from "../../../shared/format/amount.ts";
import { formatDate } from "../../../shared/format/date-time.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { formatHashrate } from "../../../shared/format/hashrate.ts";
import { NETWORKS } from "../../../shared/network/networks.ts";
import type { PoolStats } from "../../../shared/types/mining-pool.ts";
import { poolPageData, type PoolPageData } from "../../../client/pages/pool/pool-page-data.ts";
import { percentText, utcDateText, websiteOf } from "../../../client/pages/pool/pool-texts.ts";
import { chainName } from "../../../client/app/meta-texts.ts";
import type { Translate } from "../../../client/i18n/i18n.tsx";
import { cardFrame, type CardFigure } from "../card-frame.tsx";
import { chartPicture, messagePicture, type ChartPicture } from "../chart-picture.tsx";
import { CHART_COLOURS, sparklineSvg, stepChartSvg } from "../chart-svg.ts";
import { definePageCard, type CardContext, type DrawnCard } from "../page-card.ts";
import type { Direction } from "../direction.ts";

function poolFigures(stats: PoolStats, prefix: string, t: Translate): CardFigure[] {
  const count = (value: number): string => formatNumber(value, "1.0-0");
  const reward = Number(stats.totalReward);
  const figures: (CardFigure | null)[] = [
    { label: t("og.pool.week"), value: t("og.pool.week-value", { count: count(stats.blockCount["1w"]), share: percentText(t, stats.blockShare["1w"]) }) },
    { label: t("og.pool.all"), value: count(stats.blockCount.all) },
    { label: t("pool.estimated-hashrate"), value: formatHashrate(stats.estimatedHashrate) },
    { label: t("pool.counts.24h"), value: t("og.pool.week-value", { count: count(stats.blockCount["24h"]), share: percentText(t, stats.blockShare["24h"]) }) },
    Number.isSafeInteger(reward) ? { label: t("pool.total-reward"), value: formatAmount(reward, prefix, "1.2-2") } : null,
    stats.avgBlockHealth === null ? null : { label: t("pool.health"), value: t("pool.percent", { value: formatNumber(stats.avgBlockHealth, "1.2-2") }) },
  ];
  return figures.filter((figure): figure is CardFigure => figure !== null);
}

const minuteText = (unixSeconds: number): string => formatDate(unixSeconds, "minute");

/** The picture: weekly hashrate when there are two weeks to draw a line between, else the newest blocks. */
function poolPicture({ hashrate, blocks }: PoolPageData, t: Translate, direction: Direction): { readonly picture: ChartPicture["picture"]; readonly overlay?: string } {
  const weeks = hashrate ?? [];
  if (weeks.length >= 2) {
    const { picture, rect } = chartPicture({
    direction,
      caption: t("og.pool.hashrate", { count: formatNumber(weeks.length, "1.0-0") }),
      below: t("pool.hashrate.range", { from: utcDateText(weeks[0]!.timestamp), to: utcDateText(weeks[weeks.length - 1]!.timestamp) }),
    });
    return { picture, overlay: sparklineSvg(weeks.map((week) => week.avgHashrate), rect, CHART_COLOURS[0]) };
  }
  if (blocks.length === 0) return { picture: messagePicture(t("og.pool.none"), direction) };
  const oldestFirst = [...blocks].reverse();
  const first = oldestFirst[0]!;
  const last = oldestFirst[oldestFirst.length - 1]!;
  const { picture, rect } = chartPicture({
    direction,
    caption: t("og.pool.blocks", { count: formatNumber(blocks.length, "1.0-0") }),
    below: t("pool.hashrate.range", { from: minuteText(first.timestamp), to: minuteText(last.timestamp) }),
  });
  const steps = [{ x: first.timestamp, y: 0 }, ...oldestFirst.map((block, index) => ({ x: block.timestamp, y: index + 1 }))];
  return { picture, overlay: stepChartSvg(steps, rect, CHART_COLOURS[0], { yFloor: 0 }) };
}

export function drawPoolCard(data: PoolPageData, { network, t, direction }: CardContext): DrawnCard {
  const { stats } = data;
  const { picture, overlay } = poolPicture(data, t, direction);
  return {
    element: cardFrame({
      network,
      direction,
      kind: t("og.kind.pool", { chain: chainName(network, t) }),
      title: stats.pool.name,
      id: websiteOf(stats.pool.link)?.host,
      figures: poolFigures(stats, NETWORKS[network].amountPrefix, t),
      picture,
    }),
    ...(overlay === undefined ? {} : { overlay }),
  };
}

export const poolCard = definePageCard<PoolPageData>({ source: { pageData: poolPageData }, draw: drawPoolCard });
