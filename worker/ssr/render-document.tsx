import { renderToReadableStream } from "react-dom/server.edge";
import { ServerDocument, type PageState } from "../../client/server.tsx";
import type { ClientAssets } from "./client-assets.ts";

export interface RenderOptions {
  readonly url: URL;
  readonly state: PageState;
  readonly assets: ClientAssets;
  /** Local workerd buffers compressed responses whole; identity encoding lets the stream flow. */
  readonly identityEncoding: boolean;
}

/**
 * Streams the server-rendered document: the shell is flushed as soon as it is ready, and the client
 * entry is loaded as a module to hydrate it.
 */
export async function renderDocument({ url, state, assets, identityEncoding }: RenderOptions): Promise<Response> {
  const stream = await renderToReadableStream(<ServerDocument url={url} state={state} />, {
    bootstrapModules: [assets.script],
    onError(error: unknown) {
      // Errors inside the stream can no longer change the status; log them for the operator.
      console.error("ssr: render error", url.pathname, error);
    },
  });
  const headers = new Headers({
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-cache",
    "x-content-type-options": "nosniff",
  });
  if (identityEncoding) headers.set("content-encoding", "identity");
  return new Response(stream, { status: 200, headers });
}
