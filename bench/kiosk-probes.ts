/**
 * What `npm run bench:kiosk` reads from a page in Chromium: the heap, DOM nodes and event
 * listeners (DevTools' Performance metrics, after a garbage collection), the WebGL buffers and
 * textures alive (counted by a script installed before the page's own), and frame intervals.
 *
 * @example
 * await context.addInitScript(COUNT_WEBGL_OBJECTS);
 * const before = await readPageFigures(page);  // { heapMb, domNodes, listeners, glBuffers, glTextures }
 */
import type { Page } from "playwright-core";

export interface PageFigures {
  readonly heapMb: number;
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
    const gl = await page.evaluate(() => (window as unknown as { blocktideGlObjects?: { buffers: number; textures: number } }).blocktideGlObjects ?? { buffers: 0, textures: 0 });
    return {
      heapMb: Math.round((metric("JSHeapUsedSize") / 1_048_576) * 100) / 100,
      domNodes: metric("Nodes"),
      listeners: metric("JSEventListeners"),
      glBuffers: gl.buffers,
      glTextures: gl.textures,
    };
  } finally {
    await session.detach();
  }
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
