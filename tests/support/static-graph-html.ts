/**
 * Reads the squares of a server-drawn block graph (client/components/block-graph/static-graph.tsx)
 * out of a page's HTML: each square is one `M…z` run of a path's `d`.
 *
 * @example
 * staticSquareCount(html); // 2_841: the first static graph's squares
 */

/** The squares of the first static graph in `html`; 0 when there is none. */
export function staticSquareCount(html: string): number {
  const svg = /<svg class="block-graph-static"[^>]*>([\s\S]*?)<\/svg>/.exec(html)?.[1] ?? "";
  return [...svg.matchAll(/ d="([^"]*)"/g)].reduce((count, [, d]) => count + (d!.match(/M/g)?.length ?? 0), 0);
}
