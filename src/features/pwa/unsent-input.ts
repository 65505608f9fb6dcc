/**
 * True when a form on the page holds input the visitor has not sent: the form marks itself
 * with `data-dirty="true"`; as a fallback, any filled-in text field inside a form counts
 * (controlled React inputs keep their default in sync, so comparing with it would miss them).
 */
const TEXT_TYPES = new Set(['', 'text', 'email', 'tel', 'number', 'url', 'search', 'date', 'time', 'datetime-local', 'month', 'week']);

export function hasUnsentInput(root: ParentNode): boolean {
  if (root.querySelector('form[data-dirty="true"]')) return true;
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('form input, form textarea')) {
    if (field.disabled || field.readOnly) continue;
    if (field instanceof HTMLInputElement && !TEXT_TYPES.has(field.type)) continue;
    // Honeypots are hidden from people; only bots fill them.
    if (field.closest('[aria-hidden="true"]') || field.tabIndex < 0) continue;
    if (field.value.trim() !== '') return true;
  }
  return false;
}
