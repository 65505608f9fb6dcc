import { createContext, useContext } from 'react';
import { config, type AppConfig } from '../config/env';

/**
 * The tenant's settings as the app renders them. The page has one tenant (`config`, the
 * default); the server render is handed each tenant's settings (src/entry-server.tsx), since
 * one process renders many tenants and must not change what another render reads. Components
 * and hooks read settings here; code outside React (the entry, `main.tsx`) reads `config`.
 */
export const ConfigContext = createContext<AppConfig>(config);

export function useConfig(): AppConfig {
  return useContext(ConfigContext);
}
