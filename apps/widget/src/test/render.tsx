import type { PartnerInfo } from '@ferry/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from '../routing/index.js';
import { partnerQueryOptions } from '../api/startup/get-partner.js';
import { embeddingHostname } from '../config/embedding-host.js';

export const demoPartner: PartnerInfo = {
  apiKey: 'pk_sandbox_demo',
  company: 'Demo Exchange',
  brand: 'Demo',
  logo: '',
  productsAvailed: ['BUY', 'SELL'],
  isNftEnabled: true,
  buyFeePercentage: '1',
  sellFeePercentage: '1',
  kybStatus: 'APPROVED',
  status: 'ACTIVE',
  isFerryOneEnabled: true,
  removePoweredBy: false,
  isFerryOwnPartner: false,
  defaultLanguage: 'en',
};

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

interface RenderOptions {
  initialEntries?: InitialEntry[];
  /** Seeds the partner answer for the default key, as the start-up would have loaded it. */
  partner?: PartnerInfo;
  queryClient?: QueryClient;
}

export function renderRoutes(routes: RouteObject[], options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  if (options.partner) {
    const params = { apiKey: options.partner.apiKey, hostname: embeddingHostname(), isApiKeyWellFormed: true };
    queryClient.setQueryData(partnerQueryOptions(params).queryKey, options.partner);
  }
  const router = createMemoryRouter(routes, { initialEntries: options.initialEntries ?? ['/'] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders one element at a path, with a catch-all that names where navigation went. */
export function renderAt(element: ReactNode, path = '/', options: RenderOptions = {}) {
  return renderRoutes(
    [
      { path, element },
      { path: '*', Component: () => <p>elsewhere</p> },
    ],
    { ...options, initialEntries: options.initialEntries ?? [path] },
  );
}
