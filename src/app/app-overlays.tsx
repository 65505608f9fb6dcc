/** App-level overlays on the marketing site (floating widgets, reviews badge); composed here because features meet only in app/. */
export function AppOverlays() {
  return null;
}
