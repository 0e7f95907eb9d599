import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { createApiClient, type ApiClient, type ApiClientOptions } from './api/api-client';
import { createPreferenceActions, type PreferenceActions } from './preferences/preference-actions';

/** What the app is built on, one set per browser page or per server-rendered request. */
export interface AppServices {
  api: ApiClient;
  queryClient: QueryClient;
  preferences: PreferenceActions;
}

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices needs an AppServicesProvider');
  return services;
}

export function createAppServices(queryClient: QueryClient, transport: ApiClientOptions): AppServices {
  const api = createApiClient(transport);
  return { api, queryClient, preferences: createPreferenceActions(api, queryClient) };
}
