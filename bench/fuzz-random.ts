/**
 * The fuzz's only source of randomness: a seeded generator (sfc32 over a 32-bit seed), so a run
 * printed with `seed N` replays exactly with `--seed N` (the inputs, not the worker's answers or
 * their timing), and the hostile values every generator draws from: junk strings, numbers at and
 * past every edge, lone surrogates, deep nesting, values of the wrong type.
 *
 * @example
 * const random = new Random(42);
 * random.int(1, 6);                 // 4
 * random.pick(["a", "b"]);          // "b"
 * random.wrongValue();              // -1e308, "NaN", [], {"$ne":null}, "\ud800", …
 */

/** Characters of a readable junk string: some safe, some that paths, JSON and HTML treat specially. */
const JUNK_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~!$&'()*+,;=:@/?#[]%\"<>\\^`{|} \t";
const HEX = "0123456789abcdef";

/** Text that reads as a number, or as no number, to a lenient parser (parseInt, Number, Rust's parse). */
export const NUMBER_LIKE_STRINGS = [
  "NaN", "nan", "Infinity", "-Infinity", "inf", "1e309", "-0", "0x10", "0b11", "0o7", "1_000", "١٢٣", "+1", "--1",
  "1.5", "1e3", "12abc", "abc12", " 1", "1 ", "", "undefined", "null", "true", "9007199254740993", "-9007199254740993",
  "4294967296", "18446744073709551616", "1".repeat(400), "0".repeat(300) + "1", "%31", "½",
] as const;

/** Numbers at and past the edges a reader checks: zero, negatives, fractions, 2^31, 2^53, the largest double. */
export const EDGE_NUMBERS = [
  0, -0, -1, 1, 0.5, -0.5, 1.5, 7, 8, 99, 100, 101, 255, 256, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53 - 1, 2 ** 53 + 2,
  -(2 ** 53), 1e21, 1e308, -1e308, Number.MIN_VALUE, 5e-324, 86_400, 86_401,
] as const;

export class Random {
  #a: number;
  #b: number;
  #c: number;
  #d: number;

  constructor(readonly seed: number) {
    this.#a = 0x9e3779b9;
    this.#b = 0x243f6a88;
    this.#c = 0xb7e15162;
    this.#d = seed >>> 0;
    // Mixes the seed through the state before the first draw.
    for (let i = 0; i < 15; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    this.#a >>>= 0;
    this.#b >>>= 0;
    this.#c >>>= 0;
    this.#d >>>= 0;
    const t = (this.#a + this.#b) | 0;
    this.#a = this.#b ^ (this.#b >>> 9);
    this.#b = (this.#c + (this.#c << 3)) | 0;
    this.#c = (this.#c << 21) | (this.#c >>> 11);
    this.#d = (this.#d + 1) | 0;
    const result = (t + this.#d) | 0;
    this.#c = (this.#c + result) | 0;
    return (result >>> 0) / 4_294_967_296;
  }

  /** A whole number in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError("Random.pick: nothing to pick from.");
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One of `choices` with probability proportional to its weight. */
  weighted<T>(choices: readonly (readonly [weight: number, value: T])[]): T {
    const total = choices.reduce((sum, [weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [weight, value] of choices) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return choices[choices.length - 1]![1];
  }

  /** A sub-seed for a generator of its own (each session replays whatever the others drew). */
  fork(): Random {
    return new Random(this.int(0, 0xffff_ffff));
  }

  hex(chars: number): string {
    let text = "";
    for (let i = 0; i < chars; i++) text += HEX[this.int(0, 15)];
    return text;
  }

  junk(length: number): string {
    let text = "";
    for (let i = 0; i < length; i++) text += JUNK_CHARS[this.int(0, JUNK_CHARS.length - 1)];
    return text;
  }

  /** Text of code points from every plane: combining marks, right-to-left, emoji, NUL and other controls. */
  unicode(length: number): string {
    let text = "";
    for (let i = 0; i < length; i++) {
      const plane = this.weighted<[number, number]>([[3, [0, 0x7f]], [2, [0x80, 0x7ff]], [2, [0x800, 0xd7ff]], [1, [0xe000, 0xffff]], [1, [0x10000, 0x10ffff]]]);
      text += String.fromCodePoint(this.int(plane[0], plane[1]));
    }
    return text;
  }

  /** Text with unpaired UTF-16 surrogates: no valid UTF-8 encodes it (senders substitute U+FFFD, or send it raw). */
  loneSurrogates(length: number): string {
    let text = "";
    for (let i = 0; i < length; i++) {
      const lone = this.chance(0.5) ? this.int(0xd800, 0xdbff) : this.int(0xdc00, 0xdfff);
      text += this.chance(0.3) ? "a" : String.fromCharCode(lone);
    }
    return text;
  }

  /** Bytes no UTF-8 decoder accepts: stray continuations, overlong forms, surrogates, 0xFE/0xFF, truncated sequences. */
  invalidUtf8(length: number): Buffer {
    const pieces = [[0x80], [0xbf], [0xc0, 0x80], [0xc1, 0xbf], [0xe0, 0x80, 0x80], [0xed, 0xa0, 0x80], [0xf5, 0x80, 0x80, 0x80], [0xfe], [0xff], [0xe2, 0x82], [0xf0, 0x9f, 0x98]];
    const bytes: number[] = [];
    while (bytes.length < length) bytes.push(...(this.chance(0.4) ? [this.int(0x20, 0x7e)] : this.pick(pieces)));
    return Buffer.from(bytes);
  }

  /** A string a reader may choke on: junk, huge, number-like, Unicode, lone surrogates, markup, NUL. */
  wrongString(): string {
    return this.weighted<() => string>([
      [3, () => this.junk(this.int(0, 40))],
      [2, () => this.pick(NUMBER_LIKE_STRINGS)],
      [2, () => this.unicode(this.int(1, 30))],
      [1, () => this.loneSurrogates(this.int(1, 8))],
      [1, () => "x".repeat(this.int(1_000, 20_000))],
      [1, () => "<script>alert(1)</script>"],
      [1, () => "\u0000" + this.junk(5)],
      [1, () => "../".repeat(this.int(1, 20))],
      [1, () => "stop"],
      [1, () => "__proto__"],
      [1, () => "constructor"],
    ])();
  }

  /** A JSON value of any type: what a field of a message or a body gets in place of its own. */
  wrongValue(depth = 0): unknown {
    return this.weighted<() => unknown>([
      [3, () => this.pick(EDGE_NUMBERS)],
      [3, () => this.wrongString()],
      [1, () => null],
      [1, () => this.chance(0.5)],
      [1, () => []],
      [1, () => ({})],
      [1, () => (depth > 2 ? 1 : Array.from({ length: this.int(1, 5) }, () => this.wrongValue(depth + 1)))],
      [1, () => (depth > 2 ? "x" : { [this.wrongString().slice(0, 20)]: this.wrongValue(depth + 1), $ne: null })],
      [1, () => deepNesting(this.int(10, 200), this.chance(0.5) ? "array" : "object")],
    ])();
  }
}

/** `[[[…1…]]]` or `{"a":{"a":…}}` `depth` levels deep, as a value (JSON.stringify would recurse on it too). */
export function deepNesting(depth: number, kind: "array" | "object"): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = kind === "array" ? [value] : { a: value };
  return value;
}

/** The same `depth` levels as JSON text, built without recursion: deep enough to overflow a recursive reader's stack. */
export function deepNestingText(depth: number, kind: "array" | "object"): string {
  return kind === "array" ? `${"[".repeat(depth)}1${"]".repeat(depth)}` : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}

/** `text` with each unpaired surrogate replaced by U+FFFD, as a UTF-8 encoder does (String.prototype.toWellFormed, before node 20's). */
export const wellFormed = (text: string): string => text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");

/** A seed from `--seed`, or a fresh one. */
export function seedOf(text: string | undefined): number {
  if (text === undefined) return Math.floor(Math.random() * 0xffff_ffff) >>> 0;
  const seed = Number(text);
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffff_ffff) throw new Error(`--seed must be a whole number from 0 to 4294967295; got "${text}".`);
  return seed;
}
