/** spec §5 "The enterprise subdomain matches letters, digits, hyphen and underscore". */
const ENTERPRISE_SUBDOMAIN = /^[A-Za-z0-9_-]+$/;

/**
 * Whether a host label may name an enterprise sub-site.
 *
 * @example
 * isEnterpriseSubdomain("acme_pool-1"); // true
 * isEnterpriseSubdomain("acme.pool");   // false
 */
export const isEnterpriseSubdomain = (label: unknown): label is string =>
  typeof label === "string" && ENTERPRISE_SUBDOMAIN.test(label);
