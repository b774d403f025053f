import { useT } from "../../i18n/i18n.tsx";

/** Slots shown on each side before data arrives (spec §4.4: placeholders until connected and loaded). */
const MEMPOOL_PLACEHOLDER_SLOTS = 4;
const CONFIRMED_PLACEHOLDER_SLOTS = 8;

/**
 * The blockchain strip as it looks before the live connection and the mempool have loaded: projected
 * blocks on one side of the divider, confirmed blocks on the other, each an empty loading block.
 */
export function StripPlaceholder({ networkName }: { networkName: string }) {
  const t = useT();
  return (
    <section className="strip" aria-label={t("strip.label")} aria-busy="true">
      <div className="strip-track">
        <ol className="strip-side strip-mempool" aria-label={t("strip.mempool-blocks")}>
          {slots(MEMPOOL_PLACEHOLDER_SLOTS).map((slot) => (
            <li key={slot} className="strip-block strip-block-placeholder strip-block-mempool">
              <span className="visually-hidden">{t("strip.placeholder-block")}</span>
            </li>
          ))}
        </ol>
        <div className="strip-divider" aria-hidden="true" />
        <ol className="strip-side strip-confirmed" aria-label={t("strip.confirmed-blocks")}>
          {slots(CONFIRMED_PLACEHOLDER_SLOTS).map((slot) => (
            <li key={slot} className="strip-block strip-block-placeholder">
              <span className="visually-hidden">{t("strip.placeholder-block")}</span>
            </li>
          ))}
        </ol>
      </div>
      <p className="strip-status" role="status">
        {t("strip.waiting", { network: networkName })}
      </p>
    </section>
  );
}

const slots = (count: number): number[] => Array.from({ length: count }, (_, i) => i);
