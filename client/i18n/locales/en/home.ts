/** English texts of one area. The home page around the strip: fee recommendations and the mempool figures. Keys are prefixed by the area. */
export const enHome = {
} as const;
