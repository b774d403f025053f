/**
 * A services alert (services-alert.ts) as a block of its own: red for a danger, blue for
 * information, with the deposit link where spec §8 gives one. spec §8 "Every error scrolls the error
 * block into view": it does when it first shows a code, not again while the same one stands (a
 * polled estimate repeats its error every 10 s).
 *
 * @example
 * <AlertBox alert={servicesAlert(code, t)} depositHref="/services/accelerator" />
 */
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useAcceleratorT } from "../../i18n/locales/accelerator-area.ts";
import type { ServicesAlert } from "./services-alert.ts";

export interface AlertBoxProps {
  readonly alert: ServicesAlert;
  /** Where not_enough_balance's link goes: the account page with its deposit address. */
  readonly depositHref: string;
}

export function AlertBox({ alert, depositHref }: AlertBoxProps) {
  const t = useAcceleratorT();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: "center", behavior: "smooth" });
  }, [alert.code]);
  return (
    <div ref={box} className={`services-alert services-alert-${alert.severity}`} role={alert.severity === "danger" ? "alert" : "status"}>
      <p className="services-alert-text">{alert.message}</p>
      {alert.depositLink && (
        <Link className="services-alert-link" to={depositHref}>
          {t("account.deposit-link")}
        </Link>
      )}
    </div>
  );
}
