/** Rows of each latest-items card of the home dashboard (the live lists carry at least this many). */
export const DASHBOARD_ROWS = 6;
