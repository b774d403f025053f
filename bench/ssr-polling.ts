/**
 * Kiosk displays that poll one address (`?refresh=N`): `pollers` loops fetch it back to back for
 * `seconds`; each page says when it was rendered (its state's `renderedAt`), so the distinct times
 * are the renders the worker did for all those requests.
 *
 * @example
 * await measurePolling(origin, "/view/mempool-block/0?refresh=5"); // { polling_requests_per_s: 900, polling_renders_per_s: 1, … }
 */
const RENDERED_AT = /"renderedAt":(\d+)/;

export interface PollingFigures {
  readonly polling_path: string;
  readonly polling_pollers: number;
  readonly polling_requests: number;
  readonly polling_requests_per_s: number;
  readonly polling_renders: number;
  readonly polling_renders_per_s: number;
  readonly polling_non_200: number;
  /** Requests that got no response: a connection closed under them (node's keep-alive meeting workerd's close). */
  readonly polling_failed: number;
}

export async function measurePolling(origin: string, path: string, { pollers = 32, seconds = 10 } = {}): Promise<PollingFigures> {
  const renders = new Set<string>();
  let requests = 0;
  let non200 = 0;
  let failed = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const poll = async () => {
    while (performance.now() < until) {
      requests++;
      const answer = await fetch(new URL(path, origin)).then(async (response) => ({ status: response.status, html: await response.text() })).catch(() => undefined);
      if (answer === undefined) {
        failed++;
        continue;
      }
      const { status, html } = answer;
      if (status !== 200) non200++;
      const renderedAt = RENDERED_AT.exec(html)?.[1];
      if (renderedAt !== undefined) renders.add(renderedAt);
    }
  };
  await Promise.all(Array.from({ length: pollers }, poll));
  const elapsed = (performance.now() - started) / 1000;
  return {
    polling_path: path,
    polling_pollers: pollers,
    polling_requests: requests,
    polling_requests_per_s: Math.round(requests / elapsed),
    polling_renders: renders.size,
    polling_renders_per_s: Math.round((renders.size / elapsed) * 100) / 100,
    polling_non_200: non200,
    polling_failed: failed,
  };
}
