import { recentlyCompletedEvent, upcomingEvent, type SpecialEventLabel } from "../../../shared/chain/special-events.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import type { Network } from "../../../shared/network/networks.ts";
import { indexingProgress } from "../../../shared/tables/indexing-indicators.ts";
import { blockHeight } from "../../../shared/types/units.ts";
import { useT, type Translate } from "../../i18n/i18n.tsx";

export interface StripBannersProps {
  readonly network: Network;
  readonly tip: number;
  readonly loadingIndicators: Readonly<Record<string, unknown>>;
}

/**
 * The notices above the strip: indexing progress (spec §2.4), the countdown to a special block and
 * the celebration for 8 blocks after it (spec §2.3, §4.4).
 */
export function StripBanners({ network, tip, loadingIndicators }: StripBannersProps) {
  const t = useT();
  const knownTip = Number.isSafeInteger(tip) && tip >= 0 ? blockHeight(tip) : -1;
  const completed = recentlyCompletedEvent(network, knownTip);
  const upcoming = completed === null ? upcomingEvent(network, knownTip) : null;
  const indexing = indexingProgress(loadingIndicators);
  // The row stays when empty, so a banner appearing later does not push the strip down.
  return (
    <div className="chain-banners">
      {completed !== null && (
        <p className="chain-banner chain-banner-celebration" role="status">
          <span className="chain-banner-sparkle" aria-hidden="true" />
          {eventCompletedText(t, completed.event.label)}
          <span className="chain-banner-sparkle" aria-hidden="true" />
        </p>
      )}
      {upcoming !== null && (
        <p className="chain-banner chain-banner-countdown">
          {t("strip.countdown", {
            event: eventText(t, upcoming.event.label),
            count: formatNumber(upcoming.blocksToGo, "1.0-0"),
          })}
        </p>
      )}
      {indexing.map(({ name, percent }) => (
        <p key={name} className="chain-banner chain-banner-indexing">
          <span className="chain-indexing-spinner" aria-hidden="true" />
          {t(`strip.indexing.${name}`)}{" "}
          <span className="chain-indexing-percent">{t("strip.percent", { percent: formatNumber(percent, "1.0-0") })}</span>
        </p>
      ))}
    </div>
  );
}

/** The translated name of a special event ("Halving 5"). */
export function eventText(t: Translate, label: SpecialEventLabel): string {
  return label.kind === "halving" ? t("strip.event.halving", { n: label.n }) : t(`strip.event.${label.kind}`);
}

/** The translated celebration text ("Halving 4 completed"). */
export function eventCompletedText(t: Translate, label: SpecialEventLabel): string {
  return label.kind === "halving" ? t("strip.event-completed.halving", { n: label.n }) : t(`strip.event-completed.${label.kind}`);
}
