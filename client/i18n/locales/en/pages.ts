/** English texts of one area. Page names used in titles and page-level texts (spec §2.2, §9). Keys are prefixed by the area. */
export const enPages = {
} as const;
