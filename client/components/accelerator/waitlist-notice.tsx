import { useAcceleratorT } from "../../i18n/locales/accelerator-area.ts";

/**
 * spec §2.5, §6: "A user without access sees a 'You are currently on the waitlist' notice" (the
 * account is signed in but not granted the accelerator yet).
 *
 * @example
 * {view.waitlist && <WaitlistNotice />}
 */
export function WaitlistNotice() {
  const t = useAcceleratorT();
  return (
    <div className="services-alert services-alert-info waitlist-notice" role="status">
      <p className="services-alert-text">{t("accelerator.waitlist.notice")}</p>
    </div>
  );
}
