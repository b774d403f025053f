/** English texts of the page frame: the skip link, the header's menus, the footer and the site's default card line. */
export const enApp = {
  "app.skip-to-content": "Skip to content",
  "nav.networks": "Networks",
  "nav.current-network": "Current network: {{name}}",
  "nav.languages": "Languages",
  "nav.current-language": "Language: {{name}}",
  "nav.home": "Home",
  "nav.sign-in": "Sign in",
  "home.heading": "Live blocks and mempool",
  "footer.product": "{{product}} is open-source software.",
  // The default link-preview card's line (app/default-card-text.ts); the cards' other texts are an area's.
  "og.tagline": "{{network}} blocks, fees and mempool, live as they happen.",
  // Spec §9's "{network} Explorer", the end of every page's title and the default card's heading.
  "app.network-explorer": "{{network}} Explorer",
} as const;
