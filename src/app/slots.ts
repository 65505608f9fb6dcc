import type { Slots } from '../components/slots';

/** Which feature fills which slot (see components/slots.tsx). */
export const appSlots: Slots = {};
