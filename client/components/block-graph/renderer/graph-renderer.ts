/**
 * Draws the sprite buffer with WebGL (twgl.js) in one batched draw call (two past 16,384 squares):
 * each sprite becomes four vertices carrying its whole record, so the transitions play on the GPU
 * with no per-frame uploads. Batched triangles rather than instancing: Chromium's software WebGL
 * (SwiftShader, what a browser without a usable GPU gets) emulates per-instance attributes and took
 * ~100 ms per frame for 5,000 instanced squares against ~10 ms batched. WebGL 2 is preferred, WebGL 1
 * works as is. Shader compile and link failures are only logged (spec §8); the caller shows nothing
 * then. After a lost context the caller drops the renderer and makes a new one once it is restored.
 *
 * @example
 * const result = createGraphRenderer(canvas);
 * if (result.ok) {
 *   result.renderer.upload(scene.buffer);
 *   result.renderer.draw({ nowMs: scene.clock(performance.now()), cellPx: 5, paddingPx: 1, count: scene.buffer.drawCount });
 * }
 */
import * as twgl from "twgl.js";
import { SPRITE, SPRITE_FLOATS, type SpriteBuffer } from "../scene/sprite-buffer.ts";
import { ATTRIBUTES, FRAGMENT_SHADER, VERTEX_SHADER } from "./shaders.ts";

/** Per vertex: its corner (0/1, 0/1), then the sprite's record. */
const VERTEX_FLOATS = 2 + SPRITE_FLOATS;
const VERTEX_BYTES = VERTEX_FLOATS * Float32Array.BYTES_PER_ELEMENT;
const VERTICES_PER_SPRITE = 4;
const INDICES_PER_SPRITE = 6;
const CORNERS = [0, 0, 1, 0, 0, 1, 1, 1] as const;
/** 16-bit indices reach 65,536 vertices: that many sprites per draw call, on WebGL 1 without extensions too. */
const SPRITES_PER_DRAW = 65_536 / VERTICES_PER_SPRITE;

export type RendererFailure = "unsupported" | "failed";

export type RendererResult = { readonly ok: true; readonly renderer: GraphRenderer } | { readonly ok: false; readonly reason: RendererFailure };

export interface FrameParameters {
  /** The scene clock (BlockScene.clock), in ms. */
  readonly nowMs: number;
  /** Canvas pixels per grid cell. */
  readonly cellPx: number;
  readonly paddingPx: number;
  /** Sprite records to draw. */
  readonly count: number;
}

export interface RendererLog {
  error(...data: unknown[]): void;
}

const CONTEXT_OPTIONS: WebGLContextAttributes = { alpha: true, antialias: false, premultipliedAlpha: true, depth: false, stencil: false };

type Gl = WebGLRenderingContext | WebGL2RenderingContext;

/** Reads a WebGL context from the canvas and builds the program; never throws. */
export function createGraphRenderer(canvas: HTMLCanvasElement, log: RendererLog = console): RendererResult {
  let gl: Gl | null = null;
  try {
    gl = canvas.getContext("webgl2", CONTEXT_OPTIONS) ?? canvas.getContext("webgl", CONTEXT_OPTIONS);
  } catch (error) {
    log.error("Block graph: WebGL context creation failed", error);
  }
  if (gl === null) return { ok: false, reason: "unsupported" };
  if (gl.isContextLost()) return { ok: false, reason: "failed" };
  const program = twgl.createProgramInfo(gl, [VERTEX_SHADER, FRAGMENT_SHADER], {
    errorCallback: (message: string) => log.error("Block graph: shader compile or link failed", message),
  }) as twgl.ProgramInfo | null;
  if (program === null) return { ok: false, reason: "failed" };
  return { ok: true, renderer: new GraphRenderer(gl, program) };
}

export class GraphRenderer {
  readonly #gl: Gl;
  readonly #program: twgl.ProgramInfo;
  readonly #vertexBuffer: WebGLBuffer;
  readonly #indexBuffer: WebGLBuffer;
  #vertices = new Float32Array(0);
  #uploadedVersion = -1;
  #disposed = false;

  constructor(gl: Gl, program: twgl.ProgramInfo) {
    this.#gl = gl;
    this.#program = program;
    this.#vertexBuffer = gl.createBuffer() as WebGLBuffer;
    const indices = new Uint16Array(SPRITES_PER_DRAW * INDICES_PER_SPRITE);
    for (let sprite = 0; sprite < SPRITES_PER_DRAW; sprite++) {
      const v = sprite * VERTICES_PER_SPRITE;
      indices.set([v, v + 1, v + 2, v + 2, v + 1, v + 3], sprite * INDICES_PER_SPRITE);
    }
    this.#indexBuffer = twgl.createBufferFromTypedArray(gl, indices, gl.ELEMENT_ARRAY_BUFFER);
  }

  /** "webgl2" or "webgl". */
  get api(): string {
    return isWebGl2(this.#gl) ? "webgl2" : "webgl";
  }

  /** Sends what changed in the sprite buffer: everything after it was reallocated, else the dirty range. */
  upload(buffer: SpriteBuffer): void {
    if (this.#disposed) return;
    const gl = this.#gl;
    gl.bindBuffer(gl.ARRAY_BUFFER, this.#vertexBuffer);
    if (buffer.version !== this.#uploadedVersion || this.#vertices.length !== buffer.capacity * VERTICES_PER_SPRITE * VERTEX_FLOATS) {
      buffer.takeDirty();
      this.#vertices = new Float32Array(buffer.capacity * VERTICES_PER_SPRITE * VERTEX_FLOATS);
      expand(buffer.data, this.#vertices, 0, buffer.drawCount);
      gl.bufferData(gl.ARRAY_BUFFER, this.#vertices, gl.DYNAMIC_DRAW);
      this.#uploadedVersion = buffer.version;
      return;
    }
    const dirty = buffer.takeDirty();
    if (dirty === null) return;
    expand(buffer.data, this.#vertices, dirty.start, dirty.end);
    const from = dirty.start * VERTICES_PER_SPRITE * VERTEX_FLOATS;
    const to = dirty.end * VERTICES_PER_SPRITE * VERTEX_FLOATS;
    gl.bufferSubData(gl.ARRAY_BUFFER, from * Float32Array.BYTES_PER_ELEMENT, this.#vertices.subarray(from, to));
  }

  /** Clears the canvas and draws `count` sprites at the scene time `nowMs`. */
  draw(frame: FrameParameters): void {
    if (this.#disposed) return;
    const gl = this.#gl;
    const { width, height } = gl.canvas;
    gl.viewport(0, 0, width, height);
    gl.clearColor(0, 0, 0, 0);
    gl.clear(gl.COLOR_BUFFER_BIT);
    if (frame.count === 0) return;
    gl.enable(gl.BLEND);
    gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
    gl.useProgram(this.#program.program);
    twgl.setUniforms(this.#program, {
      u_now: frame.nowMs,
      u_cellPx: frame.cellPx,
      u_paddingPx: frame.paddingPx,
      u_canvasPx: [width, height],
    });
    for (let first = 0; first < frame.count; first += SPRITES_PER_DRAW) {
      const sprites = Math.min(SPRITES_PER_DRAW, frame.count - first);
      const bufferInfo = this.#chunk(first);
      twgl.setBuffersAndAttributes(gl, this.#program, bufferInfo);
      twgl.drawBufferInfo(gl, bufferInfo, gl.TRIANGLES, sprites * INDICES_PER_SPRITE);
    }
  }

  /** Frees the GPU objects (nothing to free once the context is lost). */
  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    const gl = this.#gl;
    if (gl.isContextLost()) return;
    gl.deleteBuffer(this.#vertexBuffer);
    gl.deleteBuffer(this.#indexBuffer);
    gl.deleteProgram(this.#program.program);
  }

  // The attributes pointing at sprites from `first` on (WebGL 1 has no base vertex for drawElements).
  #chunk(first: number): twgl.BufferInfo {
    const gl = this.#gl;
    const base = first * VERTICES_PER_SPRITE * VERTEX_BYTES;
    const attribute = (numComponents: number, floatOffset: number): twgl.AttribInfo => ({
      buffer: this.#vertexBuffer,
      numComponents,
      type: gl.FLOAT,
      stride: VERTEX_BYTES,
      offset: base + floatOffset * Float32Array.BYTES_PER_ELEMENT,
    });
    return {
      numElements: 0,
      indices: this.#indexBuffer,
      elementType: gl.UNSIGNED_SHORT,
      attribs: {
        [ATTRIBUTES.corner]: attribute(2, 0),
        [ATTRIBUTES.from]: attribute(3, 2 + SPRITE.fromX),
        [ATTRIBUTES.to]: attribute(3, 2 + SPRITE.toX),
        [ATTRIBUTES.fromColour]: attribute(4, 2 + SPRITE.fromColour),
        [ATTRIBUTES.toColour]: attribute(4, 2 + SPRITE.toColour),
        [ATTRIBUTES.times]: attribute(4, 2 + SPRITE.moveStart),
      },
    };
  }
}

/** Copies sprites [start, end) into their four vertices each, after each vertex's corner. */
function expand(sprites: Float32Array, vertices: Float32Array, start: number, end: number): void {
  for (let sprite = start; sprite < end; sprite++) {
    const record = sprites.subarray(sprite * SPRITE_FLOATS, (sprite + 1) * SPRITE_FLOATS);
    for (let corner = 0; corner < VERTICES_PER_SPRITE; corner++) {
      const offset = (sprite * VERTICES_PER_SPRITE + corner) * VERTEX_FLOATS;
      vertices[offset] = CORNERS[corner * 2] as number;
      vertices[offset + 1] = CORNERS[corner * 2 + 1] as number;
      vertices.set(record, offset + 2);
    }
  }
}

// Browsers without WebGL 2 have no WebGL2RenderingContext global at all.
function isWebGl2(gl: Gl): gl is WebGL2RenderingContext {
  return typeof WebGL2RenderingContext !== "undefined" && gl instanceof WebGL2RenderingContext;
}
