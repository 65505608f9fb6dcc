import { createContext, useContext, type ReactNode } from 'react';
import { realClock, type Clock } from '../utils/clock';

const ClockContext = createContext<Clock>(realClock);

export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

export function useClock(): Clock {
  return useContext(ClockContext);
}
