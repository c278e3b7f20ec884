// @vitest-environment happy-dom
// The dashboard's 'API Calls Today' comes from the server's count, not a constant.

import { useQuery } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answer } from '@/testing/handlers';
import { renderWithApp } from '@/testing/render';
import { server, useTestServer } from '@/testing/server';
import { apiCallsTodayQuery } from './queries';

useTestServer();

function CallsToday() {
  const { data } = useQuery(apiCallsTodayQuery());
  return <p>calls: {data ?? '…'}</p>;
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(cleanup);

describe('apiCallsTodayQuery', () => {
  it("reads the member's calls today from /users/api-usage.php", async () => {
    server.use(answer('users.apiUsage', () => HttpResponse.json({ success: true, calls_today: 42 })));
    renderWithApp(<CallsToday />);
    expect(await screen.findByText('calls: 42')).toBeTruthy();
  });
});
