/**
 * The checks a websocket path makes before it accepts a socket, for the hub's and the devnet's
 * objects alike: a GET (workerd refuses a 101 to any other method, after the socket was accepted,
 * and throws) that asks for the upgrade.
 *
 * @example
 * const refusal = socketUpgradeRefusal(request, "/api/v1/ws");
 * if (refusal !== null) return refusal;
 */
export function socketUpgradeRefusal(request: Request, path: string): Response | null {
  if (request.method !== "GET") {
    return new Response(`${path} is a websocket: open it with GET, not ${request.method}.`, { status: 405, headers: { Allow: "GET" } });
  }
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
    return new Response(`${path} is a websocket: send the request with "Upgrade: websocket".`, { status: 426, headers: { Upgrade: "websocket" } });
  }
  return null;
}
