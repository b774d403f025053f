import { useEffect, useId, useRef, useState } from "react";
import { FILTER_FAQ_PATH } from "../../../shared/graph/graph-constants.ts";
import type { GraphFilter } from "../../../shared/graph/graph-colours.ts";
import { type FilterMode, menuFlags, toggleFilter } from "../../../shared/tables/flag-filter.ts";
import { FLAG_GROUPS, TRANSACTION_FLAGS, keysFromFlags } from "../../../shared/tables/transaction-flags.ts";
import { useT } from "../../i18n/i18n.tsx";
import "../../i18n/page-texts/graph.ts";

export interface GraphFilterMenuProps {
  /** The selected flags (0n: no filter) and how they combine. */
  readonly filter: GraphFilter;
  readonly onChange: (filter: GraphFilter) => void;
  /** Prefix of the FAQ link (language and network), e.g. "/testnet". */
  readonly linkBase?: string;
  /** The menu's width; measured in the browser when absent (the server lists every filter). */
  readonly widthPx?: number;
  readonly defaultOpen?: boolean;
}

const MODES: readonly FilterMode[] = ["and", "or"];

/**
 * The transaction filter menu (spec §2.7): filters grouped as Features, Address Types, Behavior, Data,
 * Heuristics and Sighash Flags; at 280 px or narrower only the important ones. Selecting a flag
 * clears the ones it excludes (rbf/no_rbf, versions); "All selected" or "Any selected" decides how
 * they combine. An info badge links to the FAQ entry on the filters.
 *
 * @example
 * <GraphFilterMenu filter={filter} onChange={setFilter} linkBase="/testnet" />
 */
export function GraphFilterMenu({ filter, onChange, linkBase = "", widthPx, defaultOpen = false }: GraphFilterMenuProps) {
  const t = useT();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(defaultOpen);
  const [measured, setMeasured] = useState<number | null>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (widthPx !== undefined || root === null) return;
    setMeasured(root.clientWidth);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setMeasured(root.clientWidth));
    observer.observe(root);
    return () => observer.disconnect();
  }, [widthPx]);

  // Unmeasured (the server, the first browser render) lists everything, so hydration matches.
  const width = widthPx ?? measured;
  const shown = width === null ? TRANSACTION_FLAGS : menuFlags(width);
  const active = keysFromFlags(filter.flags).length;

  return (
    <div ref={rootRef} className="graph-filter">
      <div className="graph-filter-bar">
        <button type="button" className="graph-filter-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {t("graph.filter.toggle")}
          {active > 0 ? <span className="graph-filter-count">{t("graph.filter.active", { count: active })}</span> : null}
        </button>
        <a className="graph-filter-info" href={`${linkBase}${FILTER_FAQ_PATH}`} aria-label={t("graph.filter.info")} title={t("graph.filter.info")}>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <circle cx="8" cy="4" r="1.3" fill="currentColor" />
            <rect x="6.9" y="6.6" width="2.2" height="6.6" rx="1" fill="currentColor" />
          </svg>
        </a>
      </div>
      <div id={panelId} className="graph-filter-panel" hidden={!open}>
        <p className="graph-filter-heading">{t("graph.filter.heading")}</p>
        {FLAG_GROUPS.map((group) => {
          const flags = shown.filter((flag) => flag.group === group.key);
          if (flags.length === 0) return null;
          return (
            <fieldset key={group.key} className="graph-filter-group">
              <legend>{t(`graph.filter-group.${group.key}`)}</legend>
              {flags.map((flag) => (
                <button
                  key={flag.key}
                  type="button"
                  className="graph-filter-flag"
                  aria-pressed={(filter.flags & flag.value) !== 0n}
                  onClick={() => onChange({ flags: toggleFilter(filter.flags, flag.key), mode: filter.mode })}
                >
                  {t(`graph.flag.${flag.key}`)}
                </button>
              ))}
            </fieldset>
          );
        })}
        <div className="graph-filter-footer">
          <div className="graph-filter-mode" role="radiogroup" aria-label={t("graph.filter.match")}>
            {MODES.map((mode) => (
              <button key={mode} type="button" role="radio" aria-checked={filter.mode === mode} onClick={() => onChange({ flags: filter.flags, mode })}>
                {t(`graph.filter.mode.${mode}`)}
              </button>
            ))}
          </div>
          <button type="button" className="graph-filter-clear" disabled={filter.flags === 0n} onClick={() => onChange({ flags: 0n, mode: filter.mode })}>
            {t("graph.filter.clear")}
          </button>
        </div>
      </div>
    </div>
  );
}
