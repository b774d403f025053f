/**
 * Compares the shape of a JSON answer with a captured upstream one: the same keys, each holding
 * the same JSON type, recursively (arrays by their first item). Values are free to differ.
 *
 * @example
 * expect(shapeDifferences(ours, fixture, { nullable: ["extras.matchRate"] })).toEqual([]);
 */

export interface ShapeOptions {
  /** Paths (dot-separated, arrays as `[]`) where null and a value are both fine. */
  readonly nullable?: readonly string[];
  /** Paths of the fixture we do not serve (yet); their absence is fine. */
  readonly absent?: readonly string[];
  /** Paths we add beyond the fixture. */
  readonly extra?: readonly string[];
}

const typeOf = (value: unknown): string => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value);

/** Every difference as "path: reason"; empty when the shapes agree. */
export function shapeDifferences(actual: unknown, fixture: unknown, options: ShapeOptions = {}, path = ""): string[] {
  const at = path === "" ? "(root)" : path;
  const nullable = options.nullable ?? [];
  const actualType = typeOf(actual);
  const fixtureType = typeOf(fixture);
  if (actualType !== fixtureType) {
    const eitherNull = actualType === "null" || fixtureType === "null";
    return eitherNull && nullable.includes(path) ? [] : [`${at}: ${actualType} where upstream has ${fixtureType}`];
  }
  if (actualType === "array") {
    const [first] = actual as unknown[];
    const [upstream] = fixture as unknown[];
    return first === undefined || upstream === undefined ? [] : shapeDifferences(first, upstream, options, `${path}[]`);
  }
  if (actualType !== "object") return [];
  const ours = actual as Record<string, unknown>;
  const theirs = fixture as Record<string, unknown>;
  const child = (key: string) => (path === "" ? key : `${path}.${key}`);
  const problems: string[] = [];
  for (const key of Object.keys(theirs)) {
    if (!(key in ours)) {
      if (!(options.absent ?? []).includes(child(key))) problems.push(`${child(key)}: missing`);
      continue;
    }
    problems.push(...shapeDifferences(ours[key], theirs[key], options, child(key)));
  }
  for (const key of Object.keys(ours)) {
    if (!(key in theirs) && !(options.extra ?? []).includes(child(key))) problems.push(`${child(key)}: not in upstream`);
  }
  return problems;
}
