import { config } from '../config/env';
import { siteNames } from '../contract/site-names';

/**
 * The two popups of the home page, as a pure sequence: the estimate modal first (spec: shown on
 * load), then the welcome image; never both at once, each at most once per visit.
 */
export type HomePopup = 'estimate' | 'welcome';
export interface PopupMemory {
  estimate: boolean;
  welcome: boolean;
}

export const POPUP_STORAGE_KEY = siteNames(config.basePath).homePopups;

/** `data-popup` of the estimate modal's `<dialog>`, which a prerendered home page's entry shows before the app runs (src/main.tsx). */
export const ESTIMATE_POPUP = 'estimate';
/** `data-popup` of the welcome image's `<dialog>`. */
export const WELCOME_POPUP = 'welcome';

export function nextPopup(seen: PopupMemory, hasWelcome: boolean): HomePopup | null {
  if (!seen.estimate) return 'estimate';
  if (hasWelcome && !seen.welcome) return 'welcome';
  return null;
}

/** Reads what was already shown this visit; unreadable storage counts as nothing shown. */
export function parseMemory(raw: string | null | undefined): PopupMemory {
  try {
    const v: unknown = raw ? JSON.parse(raw) : null;
    if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      return { estimate: o.estimate === true, welcome: o.welcome === true };
    }
  } catch {
    /* corrupt value: start over */
  }
  return { estimate: false, welcome: false };
}

/** What was shown this visit (sessionStorage); unreadable storage counts as nothing shown. */
export function readMemory(): PopupMemory {
  try {
    return parseMemory(window.sessionStorage.getItem(POPUP_STORAGE_KEY));
  } catch {
    return parseMemory(null);
  }
}

export function writeMemory(m: PopupMemory): void {
  try {
    window.sessionStorage.setItem(POPUP_STORAGE_KEY, JSON.stringify(m));
  } catch {
    /* private mode or full storage: the popups may show again, nothing worse */
  }
}
