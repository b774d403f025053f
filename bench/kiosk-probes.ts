/**
 * What `npm run bench:kiosk` reads from a page in Chromium: the heap, DOM nodes and event
 * listeners (DevTools' Performance metrics, after a garbage collection), the part of the heap that
 * is compiled code (from a heap snapshot), the WebGL buffers and textures alive (counted by a script
 * installed before the page's own), and frame intervals.
 *
 * @example
 * await context.addInitScript(COUNT_WEBGL_OBJECTS);
 * const before = await readPageFigures(page);  // { heapMb, heapLessCodeMb, domNodes, listeners, glBuffers, glTextures }
 */
import type { CDPSession, Page } from "playwright-core";

export interface PageFigures {
  readonly heapMb: number;
  /**
   * The heap without V8's compiled code (bytecode, optimised code, feedback): what the page's own
   * objects take. Code grows for minutes as hot functions are optimised, which is not a leak.
   */
  readonly heapLessCodeMb: number;
  readonly domNodes: number;
  readonly listeners: number;
  readonly glBuffers: number;
  readonly glTextures: number;
}

/** Counts WebGL buffers and textures made and not deleted, in `window.blocktideGlObjects`. */
export const COUNT_WEBGL_OBJECTS = `(() => {
  const live = { buffers: 0, textures: 0 };
  Object.defineProperty(window, "blocktideGlObjects", { value: live });
  for (const proto of [globalThis.WebGLRenderingContext?.prototype, globalThis.WebGL2RenderingContext?.prototype]) {
    if (!proto) continue;
    const wrap = (name, field, step) => {
      const original = proto[name];
      proto[name] = function (...args) {
        const result = original.apply(this, args);
        if (step > 0 ? result : args[0]) live[field] += step;
        return result;
      };
    };
    wrap("createBuffer", "buffers", 1);
    wrap("deleteBuffer", "buffers", -1);
    wrap("createTexture", "textures", 1);
    wrap("deleteTexture", "textures", -1);
  }
})();`;

/** The page's figures after a full garbage collection. */
export async function readPageFigures(page: Page): Promise<PageFigures> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send("Performance.enable");
    await session.send("HeapProfiler.collectGarbage");
    const { metrics } = await session.send("Performance.getMetrics");
    const metric = (name: string): number => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
    const codeBytes = await compiledCodeBytes(session);
    const gl = await page.evaluate(() => (window as unknown as { blocktideGlObjects?: { buffers: number; textures: number } }).blocktideGlObjects ?? { buffers: 0, textures: 0 });
    return {
      heapMb: megabytes(metric("JSHeapUsedSize")),
      heapLessCodeMb: megabytes(metric("JSHeapUsedSize") - codeBytes),
      domNodes: metric("Nodes"),
      listeners: metric("JSEventListeners"),
      glBuffers: gl.buffers,
      glTextures: gl.textures,
    };
  } finally {
    await session.detach();
  }
}

const megabytes = (bytes: number): number => Math.round((bytes / 1_048_576) * 100) / 100;

interface HeapSnapshot {
  readonly snapshot: { readonly meta: { readonly node_fields: readonly string[]; readonly node_types: readonly [readonly string[], ...unknown[]] } };
  readonly nodes: readonly number[];
}

/** Bytes of the heap's "code" nodes in a heap snapshot: bytecode, machine code and their metadata. */
async function compiledCodeBytes(session: CDPSession): Promise<number> {
  const chunks: string[] = [];
  const collect = ({ chunk }: { chunk: string }): void => void chunks.push(chunk);
  session.on("HeapProfiler.addHeapSnapshotChunk", collect);
  await session.send("HeapProfiler.takeHeapSnapshot", { reportProgress: false });
  session.off("HeapProfiler.addHeapSnapshotChunk", collect);
  const { snapshot, nodes } = JSON.parse(chunks.join("")) as HeapSnapshot;
  const fields = snapshot.meta.node_fields;
  const typeField = fields.indexOf("type");
  const sizeField = fields.indexOf("self_size");
  const codeType = snapshot.meta.node_types[0].indexOf("code");
  let bytes = 0;
  for (let node = 0; node < nodes.length; node += fields.length) {
    if (nodes[node + typeField] === codeType) bytes += nodes[node + sizeField] ?? 0;
  }
  return bytes;
}

/**
 * Intervals between animation frames over `ms` (the page draws as it will). A script text, since
 * the bench's own transform would name the functions with a helper the page does not have.
 */
export function frameIntervals(page: Page, ms: number): Promise<number[]> {
  return page.evaluate(`new Promise((resolve) => {
    const intervals = [];
    let last = performance.now();
    const end = last + ${Number(ms)};
    requestAnimationFrame(function frame(now) {
      intervals.push(now - last);
      last = now;
      if (now < end) requestAnimationFrame(frame);
      else resolve(intervals);
    });
  })`);
}
