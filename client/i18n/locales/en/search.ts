/** English texts of one area. The search box. Keys are prefixed by the area. */
export const enSearch = {
} as const;
