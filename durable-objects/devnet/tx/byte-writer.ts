/**
 * Bitcoin's serialisation primitives into one growing buffer: little-endian numbers, compact sizes
 * and length-prefixed bytes. The transaction encoder and the signature digests write with it.
 *
 * @example
 * new ByteWriter().u32(2).sized(script).bytes(); // 02000000 ‖ compact size ‖ script
 */
export class ByteWriter {
  #buffer: Uint8Array;
  #view: DataView;
  #length = 0;

  constructor(capacity = 256) {
    this.#buffer = new Uint8Array(capacity);
    this.#view = new DataView(this.#buffer.buffer);
  }

  u8(n: number): this {
    this.#reserve(1);
    this.#buffer[this.#length++] = n;
    return this;
  }

  u32(n: number): this {
    this.#reserve(4);
    this.#view.setUint32(this.#length, n >>> 0, true);
    this.#length += 4;
    return this;
  }

  /** An unsigned 64-bit number given as a safe integer (every amount of sats is one). */
  u64(n: number): this {
    this.#reserve(8);
    this.#view.setUint32(this.#length, n % 0x1_0000_0000, true);
    this.#view.setUint32(this.#length + 4, Math.floor(n / 0x1_0000_0000), true);
    this.#length += 8;
    return this;
  }

  /** Bitcoin's CompactSize: one byte below 0xfd, else a marker and 2, 4 or 8 bytes. */
  compactSize(n: number): this {
    if (n < 0xfd) return this.u8(n);
    if (n <= 0xffff) {
      this.u8(0xfd).#reserve(2);
      this.#view.setUint16(this.#length, n, true);
      this.#length += 2;
      return this;
    }
    return n <= 0xffff_ffff ? this.u8(0xfe).u32(n) : this.u8(0xff).u64(n);
  }

  raw(bytes: Uint8Array): this {
    this.#reserve(bytes.length);
    this.#buffer.set(bytes, this.#length);
    this.#length += bytes.length;
    return this;
  }

  /** Bytes behind their compact-size length. */
  sized(bytes: Uint8Array): this {
    return this.compactSize(bytes.length).raw(bytes);
  }

  /** A copy of what was written. */
  bytes(): Uint8Array {
    return this.#buffer.slice(0, this.#length);
  }

  #reserve(n: number): void {
    if (this.#length + n <= this.#buffer.length) return;
    const grown = new Uint8Array(Math.max(this.#buffer.length * 2, this.#length + n));
    grown.set(this.#buffer.subarray(0, this.#length));
    this.#buffer = grown;
    this.#view = new DataView(grown.buffer);
  }
}

/**
 * A txid's bytes as transactions carry them: shown big-endian, serialised and hashed little-endian.
 *
 * @example
 * internalOrder(hexToBytes("00…01"))[0]; // 0x01
 */
export const internalOrder = (txid: Uint8Array): Uint8Array => txid.slice().reverse();
