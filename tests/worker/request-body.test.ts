import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MAX_REQUEST_BODY_BYTES } from "../../worker/request-body.ts";

const ORIGIN = "http://explorer.test";
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
// No route answers these: a page path, an API path of each backend and of a network, a page that
// exists only for GET, the root.
const UNROUTED_PATHS = ["/nowhere", "/api/nowhere", "/api/v1/nowhere", "/testnet/api/nowhere", "/block/abc", "/"];
const ONE_MB = 1024 * 1024;
const CHUNK_BYTES = 16 * 1024;

/** Whether a method may carry a body: the fetch API refuses one on GET and HEAD. */
const takesBody = (method: string): boolean => method !== "GET" && method !== "HEAD";

/**
 * A body of `size` bytes that hands out one chunk each time it is read, and records how far it was
 * read: the test's view of how much of its body the worker had taken when it answered.
 */
function trackedBody(size: number): { stream: ReadableStream<Uint8Array>; readonly state: { read: number; ended: boolean; cancelled: boolean } } {
  const state = { read: 0, ended: false, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.read >= size) {
          state.ended = true;
          controller.close();
          return;
        }
        const length = Math.min(CHUNK_BYTES, size - state.read);
        state.read += length;
        controller.enqueue(new Uint8Array(length).fill(0x61));
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

const send = (path: string, method: string, body?: BodyInit): Promise<Response> =>
  // `duplex` is how a streamed body is sent; the DOM typings the project loads do not know it yet.
  SELF.fetch(`${ORIGIN}${path}`, { method, body, redirect: "manual", duplex: "half" } as RequestInit);

/** The worker still answers: a restarted one would be seeding its devnet again, or answer 503. */
async function expectWorkerAlive(): Promise<void> {
  const response = await SELF.fetch(`${ORIGIN}/api/blocks/tip/height`);
  expect(response.status).toBe(200);
  expect(await response.text()).toMatch(/^[0-9]+$/);
}

describe("requests no route answers", () => {
  for (const method of METHODS) {
    for (const path of UNROUTED_PATHS) {
      for (const size of takesBody(method) ? [undefined, 3, ONE_MB] : [undefined]) {
        const what = size === undefined ? "no body" : `a body of ${size} bytes`;
        it(`${method} ${path} with ${what} gets a clear status, with its body read to the end first`, async () => {
          const body = size === undefined ? undefined : trackedBody(size);
          const response = await send(path, method, body?.stream);
          // A preflight or the root page (2xx), an unknown page path's redirect (3xx), a refusal (4xx): never 5xx.
          expect(response.status).toBeLessThan(500);
          // Nothing is left to read once the answer is out: a late read is what restarts the worker.
          if (body) expect(body.state).toMatchObject({ read: size, ended: true });
          await response.arrayBuffer();
          await expectWorkerAlive();
        });
      }
    }
  }
});

describe("request bodies", () => {
  it("still reach the route that reads them", async () => {
    const response = await send("/api/tx", "POST", "not-a-transaction");
    expect(response.status).toBe(400);
    expect(await response.text()).not.toBe("");
    await expectWorkerAlive();
  });

  it("over the limit are refused with 413 when their length is declared", async () => {
    const response = await send("/api/nowhere", "POST", new Uint8Array(MAX_REQUEST_BODY_BYTES + 1));
    expect(response.status).toBe(413);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await response.text()).toMatch(/^Request body too large: at most 10485760 bytes/);
    await expectWorkerAlive();
  });

  it("over the limit are refused with 413 when they are streamed, once read to the end", async () => {
    const body = trackedBody(MAX_REQUEST_BODY_BYTES + ONE_MB);
    const response = await send("/nowhere", "PUT", body.stream);
    expect(response.status).toBe(413);
    expect(body.state).toMatchObject({ ended: true, cancelled: false });
    await response.arrayBuffer();
    await expectWorkerAlive();
  });
});
