/**
 * The placeholder default image (spec: "A placeholder default image is used when an image is
 * missing"): an inline SVG, so it works offline and costs no request.
 */
export const placeholderImage =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#e8ede9"/>' +
      '<path d="M150 190l40-50 30 35 20-22 40 37H150z" fill="#b7c4ba"/><circle cx="245" cy="115" r="16" fill="#b7c4ba"/></svg>',
  );
