/**
 * The mining graphs' menu (research §3 "graph menu"): every graph, the current one marked, and the
 * mempool graphs; then the window picker with the windows the index can fill, and the indexing
 * badges (spec §2.4) while the backend is still indexing.
 */
import { MINING_GRAPHS, type MiningGraph } from "../../../shared/charts/mining-graphs.ts";
import type { MiningWindow } from "../../../shared/preferences/chart-windows.ts";
import { indexingProgress } from "../../../shared/tables/indexing-indicators.ts";
import { useMiningGraphsT } from "../../i18n/locales/mining-graphs-area.ts";
import { useLive } from "../../live/live-provider.tsx";
import "../../i18n/page-texts/mining.ts";

export const miningGraphHref = (links: string, graph: MiningGraph): string => `${links}/graphs/mining/${graph}`;

export function MiningGraphMenu({ links, current }: { readonly links: string; readonly current: MiningGraph | null }) {
  const t = useMiningGraphsT();
  return (
    <nav className="mining-graphs-menu" aria-label={t("mining-graphs.menu")}>
      <ul>
        {MINING_GRAPHS.map((graph) => (
          <li key={graph}>
            <a href={miningGraphHref(links, graph)} aria-current={graph === current ? "page" : undefined} data-graph={graph}>
              {t(`mining-graphs.graph.${graph}`)}
            </a>
          </li>
        ))}
        <li>
          <a href={`${links}/graphs/mempool`}>{t("mining-graphs.mempool")}</a>
        </li>
      </ul>
    </nav>
  );
}

export interface MiningWindowPickerProps {
  readonly windows: readonly MiningWindow[];
  readonly window: MiningWindow;
  readonly onChoose: (window: MiningWindow) => void;
}

export function MiningWindowPicker({ windows, window, onChoose }: MiningWindowPickerProps) {
  const t = useMiningGraphsT();
  return (
    <fieldset className="graphs-windows">
      <legend className="visually-hidden">{t("mining-graphs.window")}</legend>
      {windows.map((option) => (
        <label key={option} className="graphs-window" data-window={option}>
          <input type="radio" name="mining-window" value={option} checked={option === window} onChange={() => onChoose(option)} />
          <span>{t(`mining.period.${option}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function IndexingBadges() {
  const t = useMiningGraphsT();
  const shown = indexingProgress(useLive().loadingIndicators);
  if (shown.length === 0) return null;
  return (
    <ul className="mining-graphs-indexing" role="status">
      {shown.map(({ name, percent }) => (
        <li key={name} className="mining-graphs-badge" data-indicator={name}>
          {t("mining-graphs.indexing", { name: t(`strip.indexing.${name}`), percent: Math.floor(percent) })}
        </li>
      ))}
    </ul>
  );
}
