import { useT } from "../../i18n/i18n.tsx";

/**
 * The line between projected and confirmed blocks, with the button that flips the time direction
 * (spec §2.3). aria-pressed tells whether time runs left to right.
 */
export function StripDivider({ timeLeftToRight, onToggle }: { timeLeftToRight: boolean; onToggle: () => void }) {
  const t = useT();
  return (
    <div className="chain-divider">
      <button
        type="button"
        className="chain-flip"
        aria-label={t("strip.flip-time")}
        title={t("strip.flip-time")}
        aria-pressed={timeLeftToRight}
        onClick={onToggle}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M4 8h13m0 0-3.5-3.5M17 8l-3.5 3.5M20 16H7m0 0 3.5-3.5M7 16l3.5 3.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
    </div>
  );
}
