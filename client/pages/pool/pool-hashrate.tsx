/**
 * The pool's weekly hashrate (research §2.2 `mining/pool/:slug/hashrate`): the latest week's
 * estimate and share, and a sparkline of every week so far. No chart library: the line is an
 * inline SVG drawn by sparkline.ts, so the server renders it complete.
 *
 * @example
 * <PoolHashrate points={data.hashrate} />
 */
import { formatHashrate } from "../../../shared/format/hashrate.ts";
import type { PoolHashratePoint } from "../../../shared/types/mining-pool.ts";
import { useT } from "../../i18n/i18n.tsx";
import { percentText, utcDateText } from "./pool-texts.ts";
import { sparkline } from "./sparkline.ts";
import "../../i18n/page-texts/pool.ts";

/** The drawing's own units; CSS stretches it to the panel's width. */
const SPARKLINE_BOX = { width: 320, height: 64, padding: 4 } as const;

export function PoolHashrate({ points }: { readonly points: readonly PoolHashratePoint[] | null }) {
  const t = useT();
  const latest = points?.[points.length - 1];
  let body;
  if (points === null) body = <p className="pool-muted">{t("pool.hashrate.unavailable")}</p>;
  else if (latest === undefined) body = <p className="pool-muted">{t("pool.hashrate.empty")}</p>;
  else body = <HashrateFigures points={points} latest={latest} />;
  return (
    <section className="pool-panel pool-hashrate" aria-labelledby="pool-hashrate-title">
      <h2 id="pool-hashrate-title" className="pool-panel-title">
        {t("pool.hashrate.title")}
      </h2>
      {body}
    </section>
  );
}

function HashrateFigures({ points, latest }: { readonly points: readonly PoolHashratePoint[]; readonly latest: PoolHashratePoint }) {
  const t = useT();
  const rates = points.map((point) => point.avgHashrate);
  const drawn = sparkline(rates, SPARKLINE_BOX);
  const first = points[0]!;
  const trend = t("pool.hashrate.trend", {
    count: points.length,
    low: formatHashrate(Math.min(...rates)),
    high: formatHashrate(Math.max(...rates)),
  });
  return (
    <div className="pool-hashrate-body">
      <div className="pool-hashrate-latest">
        <p className="pool-hashrate-value">{formatHashrate(latest.avgHashrate)}</p>
        <p className="pool-muted">{t("pool.hashrate.latest", { date: utcDateText(latest.timestamp) })}</p>
        <p className="pool-muted">{t("pool.hashrate.share", { share: percentText(t, latest.share) })}</p>
      </div>
      {drawn !== null && (
        <figure className="pool-sparkline">
          <svg viewBox={`0 0 ${SPARKLINE_BOX.width} ${SPARKLINE_BOX.height}`} preserveAspectRatio="none" role="img" aria-label={trend}>
            <path className="pool-sparkline-area" d={drawn.area} />
            <path className="pool-sparkline-line" d={drawn.line} vectorEffect="non-scaling-stroke" />
            {/* A zero-length stroke with round caps stays a dot however the drawing is stretched. */}
            <path className="pool-sparkline-end" d={`M${drawn.end.x} ${drawn.end.y}h0`} vectorEffect="non-scaling-stroke" />
          </svg>
          <figcaption className="pool-sparkline-range">{t("pool.hashrate.range", { from: utcDateText(first.timestamp), to: utcDateText(latest.timestamp) })}</figcaption>
        </figure>
      )}
    </div>
  );
}
