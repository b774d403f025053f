/**
 * Whether a request comes from a crawler or a link unfurler: they read the first document they get
 * and never run its scripts, so they are sent the page complete, live figures included.
 */
const CRAWLER_USER_AGENT =
  /bot\b|crawler|spider|slurp|facebookexternalhit|facebookcatalog|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|skypeuripreview/i;

/**
 * @example
 * isCrawler("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"); // true
 * isCrawler("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36"); // false
 */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return typeof userAgent === "string" && CRAWLER_USER_AGENT.test(userAgent);
}
