/**
 * JSON that is safe inside a `<script type="application/json">` element: `<` is escaped so that no
 * `</script>` or `<!--` in the data can end the element early, and the two JavaScript-only line
 * terminators are escaped. Data embedded this way is read back with JSON.parse.
 *
 * @example
 * jsonForScript({ note: "</script>" }); // '{"note":"\\u003c/script>"}'
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}

/** The text of an embedded JSON element parsed, or undefined when the element is absent or unreadable. */
export function readEmbeddedJson(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
