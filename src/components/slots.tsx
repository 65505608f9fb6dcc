import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { SiteData } from '../site-data/schema';

/**
 * Capabilities a page shows but does not own (features never import each other): the app
 * fills these slots with the features that provide them, pages render whatever is there.
 */
export interface LeadFormProps {
  /** Prefix for element ids, so two forms on one page (home + estimate modal) stay unique. */
  idPrefix: string;
  /** Heading text shown above the form, if any. */
  title?: string;
  /**
   * The card's "send me your details" instead of the estimate form: name, email/phone, note and
   * this consent line; the relay's `asunto` comes from `subject` (`{first} {last}`), `service` is empty.
   */
  exchange?: { subject: string; consent: string };
}
export interface ContactExchangeProps {
  idPrefix: string;
  onClose: () => void;
}
export interface Slots {
  /** The contact / free-estimate form (features/lead-form). */
  LeadForm?: ComponentType<LeadFormProps>;
  /** Reviews summary from the reviews service (features/widgets). */
  ReviewsSummary?: ComponentType;
  /** Install button (or the iOS "Add to Home Screen" hint) for the card and link-in-bio apps (features/pwa). */
  InstallPrompt?: ComponentType;
  /** "Send me your details" dialog, shown while mounted (features/lead-form, its own chunk). */
  ContactExchange?: ComponentType<ContactExchangeProps>;
  /** Downloads the business's vCard with its photo (features/digital-card, loaded on the first tap). */
  saveContact?: (data: SiteData) => Promise<void>;
}

const SlotsContext = createContext<Slots>({});

export function SlotsProvider({ slots, children }: { slots: Slots; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

export function useSlot<K extends keyof Slots>(key: K): Slots[K] {
  return useContext(SlotsContext)[key];
}
