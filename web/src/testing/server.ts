// The MSW server of the web unit tests: started for a test file by `useTestServer()`, answering with the shared
// handlers; any request without a handler fails the test. The query cache is emptied after each test.

import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { queryClient } from '@/lib/query/client';
import { handlers } from './handlers';

export const server = setupServer(...handlers);

export function useTestServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    queryClient.clear();
  });
  afterAll(() => server.close());
}
