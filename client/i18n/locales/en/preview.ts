import type { PreviewExampleKind } from "../../../pages/preview/gallery-examples.ts";

/**
 * English texts of the preview area (issue 13): each card as a page, and the gallery of every card.
 * Keys are prefixed by the area; each kind of the gallery has a name (the `satisfies` clause checks it).
 */
export const enPreview = {
  "preview.card.label": "Link preview",
  "preview.card.heading": "How a link to this page unfurls",
  "preview.card.intro": "Chats and social sites show this card when someone shares the page's address.",
  "preview.card.page": "The page",
  "preview.card.image": "The image",
  "preview.card.image-size": "{{width}} × {{height}} px, PNG",
  "preview.card.loading": "Loading the preview of {{path}}…",
  "preview.error.text": "This preview could not be made: {{message}}",
  "preview.error.retry": "Try again",
  "preview.gallery.heading": "Link previews",
  "preview.gallery.intro": "The card each kind of page unfurls with on {{network}}, for live examples. Open one to see it as a chat shows it.",
  "preview.gallery.loading": "Finding examples on the newest block…",
  "preview.gallery.error": "No examples could be loaded: {{message}}",
  "preview.gallery.open": "Open the preview",
  "preview.gallery.open-page": "Open the page",
  "preview.kind.home": "Home page",
  "preview.kind.block": "Block",
  "preview.kind.tx": "Transaction",
  "preview.kind.address": "Address",
  "preview.kind.pool": "Mining pool",
  "preview.kind.mining": "Mining dashboard",
  "preview.kind.mempool-block": "Projected block",
  "preview.kind.view-blocks": "Kiosk: recent blocks",
} as const satisfies Record<`preview.kind.${PreviewExampleKind}`, string> & Record<`preview.${string}`, string>;
