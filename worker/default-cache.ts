/**
 * The Workers Cache API's default cache. The DOM typings the project also loads declare `caches`
 * without the Workers-only `default`, hence the one cast, kept here.
 */
export const defaultCache = (): Cache => (caches as unknown as { readonly default: Cache }).default;
