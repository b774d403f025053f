import { lazy, Suspense, useEffect, useState } from "react";
import type { AcceleratePanelProps } from "../../components/accelerate/accelerate-panel.tsx";

// Its own chunk: the panel, its texts and the services calls load only where it shows.
const AcceleratePanel = lazy(() => import("../../components/accelerate/accelerate-panel.tsx").then((module) => ({ default: module.AcceleratePanel })));

/**
 * Where the acceleration panel goes (spec §2.5). The panel depends on the visitor's session, which
 * only the browser knows, so the server's render and hydration show its outline and the browser
 * loads it afterwards.
 *
 * @example
 * <AccelerateSlot txid={tx.txid} accelerated={false} linkBase="" projectedBlock={eta?.block ?? null} />
 */
export function AccelerateSlot(props: AcceleratePanelProps) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const outline = (
    <section className="services-panel accelerate-panel" aria-busy="true">
      <div className="services-skeleton" />
      <div className="services-skeleton services-skeleton-tall" />
    </section>
  );
  if (!inBrowser) return outline;
  return (
    <Suspense fallback={outline}>
      <AcceleratePanel {...props} />
    </Suspense>
  );
}
