/**
 * The card's signature view (card-tools.tsx), one step removed: the card's chunk imports this
 * small module, whose preload list is short, and this one lists the view's dialog modules. Each
 * list entry is a hashed file name gzip cannot shrink; full lists in the card's chunk were
 * ~0.3 KB of its first visit. The extra step is a precached file on the tap.
 */
export const signatureDialog = () => import('./signature-dialog');
