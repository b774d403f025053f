/**
 * The two WHATWG globals shared/ uses, typed here rather than through the DOM library: every runtime
 * the code runs in (browsers, workerd, Node) has them, but shared/ is typed with the language alone
 * (shared/tsconfig.json), so its use of them stays visible in one place.
 */
interface ParsedUrl {
  readonly origin: string;
  readonly pathname: string;
  readonly protocol: string;
}

interface WebGlobals {
  readonly URL: new (input: string) => ParsedUrl;
  readonly TextDecoder: new (label: string, options: { fatal: boolean }) => { decode(bytes: Uint8Array): string };
}

const web = globalThis as unknown as WebGlobals;

/**
 * @throws TypeError when `input` is not an absolute URL, as `new URL` does
 * @example
 * parseUrl("https://backend.example/mempool/").pathname; // "/mempool/"
 */
export const parseUrl = (input: string): ParsedUrl => new web.URL(input);

/**
 * UTF-8 text of `bytes`, with U+FFFD for what is not UTF-8.
 *
 * @example
 * decodeUtf8(new Uint8Array([104, 105])); // "hi"
 */
export const decodeUtf8 = (bytes: Uint8Array): string => new web.TextDecoder("utf-8", { fatal: false }).decode(bytes);
