/**
 * No scrolling behind a modal dialog; the body keeps the scrollbar's room, so nothing shifts.
 * Used by the app's dialogs (components/native-dialog.tsx) and by the home page's entry, which
 * shows the prerendered estimate modal before the app runs (entry/home-popup-early.ts).
 */
export function lockPageScroll(): () => void {
  const html = document.documentElement;
  const scrollbar = window.innerWidth - html.clientWidth;
  html.style.setProperty('overflow', 'hidden');
  if (scrollbar > 0) document.body.style.setProperty('padding-right', `${scrollbar}px`);
  return () => {
    html.style.removeProperty('overflow');
    document.body.style.removeProperty('padding-right');
  };
}
