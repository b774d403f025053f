/**
 * The project's modules as their sources import them, for tests about what a chunk carries: a
 * module's relative value imports (type-only imports load nothing) and everything they reach.
 *
 * @example
 * closureOf("client/entry.tsx").has("client/pages/home-page.tsx"); // true: the home page is in the entry
 */
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "../..");

export const source = (path: string): string => readFileSync(join(ROOT, path), "utf8");

/** Relative modules `path` imports for their values. */
export function staticImports(path: string): string[] {
  const found: string[] = [];
  for (const match of source(path).matchAll(/^(?:import|export)(?!\s+type\b)(?:[^"';]*?from)?\s*"(\.[^"]+)"/gm)) {
    found.push(join(dirname(path), match[1]!).replaceAll("\\", "/"));
  }
  return found;
}

/** `path` and every module it reaches through static value imports. */
export function closureOf(path: string): Set<string> {
  const seen = new Set<string>();
  const pending = [path];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    pending.push(...staticImports(next));
  }
  return seen;
}
