import { DEFAULT_COLOR_MODE } from '@ferry/rules';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from '../routing/index.js';
import { useSessionValue } from '../stores/session-store.js';
import { ThemeRoot } from '../ui/theme/theme-root.js';

const DEFAULT_THEME = { colorMode: DEFAULT_COLOR_MODE, colors: {} };

export interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
}

export function App({ router, queryClient }: AppProps) {
  const theme = useSessionValue('theme') ?? DEFAULT_THEME;
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeRoot settings={theme}>
        <RouterProvider router={router} />
      </ThemeRoot>
    </QueryClientProvider>
  );
}
