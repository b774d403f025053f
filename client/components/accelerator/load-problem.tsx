import { servicesAlert } from "./services-alert.ts";
import { useAcceleratorT } from "../../i18n/locales/accelerator-area.ts";
import type { ServicesFailure } from "../../services/services-fetch.ts";

/**
 * A panel whose call failed: what the services said (spec §8's text for its code) and a way to ask
 * again. The page's other panels stay as they are.
 *
 * @example
 * {load.status === "error" && <LoadProblem failure={load.failure} onRetry={reload} />}
 */
export function LoadProblem({ failure, onRetry }: { readonly failure: ServicesFailure; readonly onRetry: () => void }) {
  const t = useAcceleratorT();
  return (
    <div className="services-problem" role="alert">
      <p>{servicesAlert(failure.code, t).message}</p>
      <button type="button" className="services-button" onClick={onRetry}>
        {t("account.retry")}
      </button>
    </div>
  );
}
