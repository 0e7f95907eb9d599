import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastProvider } from '../components/toast/toast-provider';
import { AppServicesProvider, type AppServices } from '../lib/app-services';

export function AppProviders({ services, i18n, children }: { services: AppServices; i18n: i18n; children: ReactNode }) {
  return (
    <AppServicesProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <I18nextProvider i18n={i18n}>
          <ToastProvider>{children}</ToastProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </AppServicesProvider>
  );
}
