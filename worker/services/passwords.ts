/**
 * Password hashing: PBKDF2-SHA256 in WebCrypto with a random 16-byte salt, stored as
 * `pbkdf2-sha256$<iterations>$<salt>$<hash>` (base64). Workers refuse more than 100,000 PBKDF2
 * iterations, so that is the count; the stored form names it, so a later change keeps old hashes
 * checkable.
 *
 * @example
 * const stored = await hashPassword("correct horse battery staple");
 * await verifyPassword("correct horse battery staple", stored); // true
 */

/** The Workers runtime's ceiling for PBKDF2 iterations. */
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const SCHEME = "pbkdf2-sha256";

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return `${SCHEME}$${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
}

/** True when `password` matches `stored`; false for a wrong password or a stored form it cannot read. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, rawIterations, rawSalt, rawHash] = stored.split("$");
  const iterations = Number(rawIterations);
  if (scheme !== SCHEME || !Number.isSafeInteger(iterations) || iterations < 1 || iterations > PBKDF2_ITERATIONS || !rawSalt || !rawHash) return false;
  const expected = fromBase64(rawHash);
  const actual = await derive(password, fromBase64(rawSalt), iterations);
  return constantTimeEqual(actual, expected);
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
