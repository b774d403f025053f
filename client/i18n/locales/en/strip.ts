/** English texts of one area. The blockchain strip (spec §2.3, §2.4, §4.4). Keys are prefixed by the area. */
export const enStrip = {
} as const;
