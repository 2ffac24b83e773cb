import { i18nReady } from './app/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { connectApiClient } from './app/session-events';
import { apiClient } from './lib/api-client';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Failed to find the root element');

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
connectApiClient(apiClient, queryClient);

// The first screen's strings arrive as small JSON chunks; render once they are in (or failed: keys show).
void i18nReady.finally(() => {
  createRoot(rootElement).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <App router={router} />
      </Providers>
    </StrictMode>,
  );
});
