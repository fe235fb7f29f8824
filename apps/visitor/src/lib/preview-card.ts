/** The generated link-preview picture of a page without a photo of its own (`GET /api/cards/{kind}/{code}.png`). */
export function previewCardPath(kind: 'place' | 'event' | 'organisation' | 'event-list', code: string): string {
  return `/api/cards/${kind}/${encodeURIComponent(code)}.png`;
}
