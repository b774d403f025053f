/** English texts of one area. The status footer and the /status view (spec §2.13). Keys are prefixed by the area. */
export const enStatus = {
} as const;
