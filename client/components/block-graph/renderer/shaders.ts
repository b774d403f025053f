/**
 * The graph's shaders (GLSL ES 1.00, so they run on WebGL 1 and 2). Four vertices per sprite: the
 * vertex shader plays each sprite's move and colour transitions from the sprite buffer's records
 * (scene/sprite-buffer.ts) with the same smoothstep as scene/sprite-animation.ts, so the CPU never
 * touches a sprite between updates.
 */

/** Attribute names, shared with the renderer's buffer description. */
export const ATTRIBUTES = {
  corner: "a_corner",
  from: "a_from",
  to: "a_to",
  fromColour: "a_fromColour",
  toColour: "a_toColour",
  times: "a_times",
} as const;

export const VERTEX_SHADER = `
precision highp float;
attribute vec2 a_corner;
attribute vec3 a_from;
attribute vec3 a_to;
attribute vec4 a_fromColour;
attribute vec4 a_toColour;
attribute vec4 a_times;
uniform float u_now;
uniform float u_cellPx;
uniform float u_paddingPx;
uniform vec2 u_canvasPx;
varying vec4 v_colour;

float progress(float start, float duration) {
  if (duration <= 0.0) return 1.0;
  float t = clamp((u_now - start) / duration, 0.0, 1.0);
  return t * t * (3.0 - 2.0 * t);
}

void main() {
  vec3 square = mix(a_from, a_to, progress(a_times.x, a_times.y));
  v_colour = mix(a_fromColour, a_toColour, progress(a_times.z, a_times.w));
  float side = square.z * u_cellPx - 2.0 * u_paddingPx;
  // A freed record (side 0) collapses to a point outside the view: nothing is drawn.
  if (square.z <= 0.0 || side <= 0.0) {
    gl_Position = vec4(2.0, 2.0, 0.0, 1.0);
    return;
  }
  vec2 px = square.xy * u_cellPx + u_paddingPx + a_corner * side;
  vec2 clip = px / u_canvasPx * 2.0 - 1.0;
  // Squares are laid out with y down, clip space has y up.
  gl_Position = vec4(clip.x, -clip.y, 0.0, 1.0);
}
`;

export const FRAGMENT_SHADER = `
precision mediump float;
varying vec4 v_colour;

void main() {
  // The canvas is premultiplied: faded (filtered-out) squares blend over the page background.
  gl_FragColor = vec4(v_colour.rgb * v_colour.a, v_colour.a);
}
`;
