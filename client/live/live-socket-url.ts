/**
 * Where the live socket of a network is (spec §7.1, research §1.1): `{network}/api/v1/ws` on the
 * page's own host, over `wss` when the page is served over https.
 *
 * @example
 * liveSocketUrl({ protocol: "https:", host: "example.org" }, "/testnet"); // "wss://example.org/testnet/api/v1/ws"
 */
export interface PageOrigin {
  /** As `location.protocol`: "https:" or "http:". */
  readonly protocol: string;
  /** As `location.host`: host name and, when not the default, port. */
  readonly host: string;
}

export function liveSocketUrl(origin: PageOrigin, networkBase: string): string {
  if (networkBase !== "" && !/^\/[a-z]+$/.test(networkBase)) {
    throw new RangeError(`A network base is "" or one lower-case path segment such as "/testnet", got ${JSON.stringify(networkBase)}.`);
  }
  const scheme = origin.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${origin.host}${networkBase}/api/v1/ws`;
}
