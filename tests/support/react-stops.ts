/**
 * Stands in for React's root while it hydrates a part whose code has not come: its listener, on the
 * app's container in the capture phase, stops a tap, key or pointer event aimed inside that part
 * from going further (and never makes it again). The entry's answers must come ahead of it
 * (`ENTRY_CAPTURE`, contract/page-marks.ts).
 */
export function stopLikeHydratingReact(container: Element): () => void {
  const types = ['click', 'keydown', 'pointerdown', 'pointermove', 'pointerup'];
  const stop = (event: Event) => event.stopPropagation();
  for (const type of types) container.addEventListener(type, stop, true);
  return () => types.forEach((type) => container.removeEventListener(type, stop, true));
}
