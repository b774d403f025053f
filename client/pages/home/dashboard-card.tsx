/**
 * One card of the home dashboard: a titled section (the title may link to the full page) holding a
 * table of the latest items, or a plain sentence when there are none.
 *
 * @example
 * <DashboardCard id="home-blocks" title="Latest blocks" empty={blocks.length === 0 ? "No blocks yet" : null}>…rows…</DashboardCard>
 */
import type { ReactNode } from "react";

export interface DashboardCardProps {
  /** The heading's id, which labels the section. */
  readonly id: string;
  readonly title: string;
  /** Where the title leads (the page with the whole list). */
  readonly href?: string;
  /** Shown instead of the content when there is nothing to list. */
  readonly empty: string | null;
  readonly className?: string;
  readonly children: ReactNode;
}

export function DashboardCard({ id, title, href, empty, className, children }: DashboardCardProps) {
  return (
    <section className={className === undefined ? "dash-card" : `dash-card ${className}`} aria-labelledby={id}>
      <h2 id={id} className="dash-title">
        {href === undefined ? title : <a href={href}>{title}</a>}
      </h2>
      {empty === null ? children : <p className="dash-empty">{empty}</p>}
    </section>
  );
}

/** A table of the card: its column headings, then its rows. */
export function DashboardTable({ columns, children }: { readonly columns: readonly { readonly label: string; readonly numeric?: boolean }[]; readonly children: ReactNode }) {
  return (
    <table className="dash-table">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={column.numeric === true ? "dash-num" : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
