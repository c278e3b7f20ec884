// Unit tests of the single API client against a stubbed fetch.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client';

function answer(status: number, body: unknown): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': typeof body === 'string' ? 'text/html' : 'application/json' },
  });
}

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => expect.unreachable('the call should have failed'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('takes the method and path from the route table, fills {id} and sends the body as JSON with the cookie', async () => {
    const fetchMock = stubFetch(answer(200, { success: true }));

    await apiRequest('admin.updateUser', { params: { id: 'user 7' }, body: { is_active: false } });

    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/php-backend/api/admin/users/user%207.php');
    expect(init).toMatchObject({
      method: 'PUT',
      credentials: 'include',
      body: '{"is_active":false}',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    });
  });

  it('adds the query string and sends no body on a GET', async () => {
    const fetchMock = stubFetch(answer(200, { success: true }));

    await apiRequest('payment.checkStatus', { query: { order_id: 'a&b', page: 2, coin: undefined } });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/php-backend/api/payment/check-payment-status.php?order_id=a%26b&page=2');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({ Accept: 'application/json' });
  });

  it('returns the parsed answer on success', async () => {
    const services = [{ id: 1, name: 'WhatsApp', icon: 'whatsapp', color: '#25D366', price_cents: 999, lease_price_cents: 1499 }];
    stubFetch(answer(200, { success: true, services }));

    await expect(apiRequest('services.list')).resolves.toEqual({ success: true, services });
  });

  it("says 'Email already exists' for any 409, whatever the server wrote", async () => {
    stubFetch(answer(409, { success: false, error: 'Conflict' }));

    const error = await failureOf(apiRequest('auth.register', { body: { email: 'a@example.com' } }));

    expect(error.status).toBe(409);
    expect(error.message).toBe('Email already exists');
  });

  it("passes on the server's error and field details", async () => {
    stubFetch(answer(400, { success: false, error: 'Please fill in all fields', details: { email: 'Please fill in all fields' } }));

    const error = await failureOf(apiRequest('auth.login', { body: {} }));

    expect(error.status).toBe(400);
    expect(error.message).toBe('Please fill in all fields');
    expect(error.details).toEqual({ email: 'Please fill in all fields' });
  });

  it('treats success:false as a failure even with a 2xx status', async () => {
    stubFetch(answer(200, { success: false, error: 'Insufficient balance. Please add funds to your wallet.' }));

    const error = await failureOf(apiRequest('users.createOrder', { body: {} }));

    expect(error.status).toBe(200);
    expect(error.message).toBe('Insufficient balance. Please add funds to your wallet.');
  });

  it("falls back to 'API request failed' when the answer has no error field", async () => {
    stubFetch(answer(502, '<html>Bad Gateway</html>'));

    const error = await failureOf(apiRequest('services.list'));

    expect(error.status).toBe(502);
    expect(error.message).toBe('API request failed');
    expect(error.details).toBeUndefined();
  });

  it('reports a network failure as status 0', async () => {
    stubFetch(new TypeError('Failed to fetch'));

    const error = await failureOf(apiRequest('auth.me'));

    expect(error.status).toBe(0);
    expect(error.message).toBe('API request failed');
  });

  it('lets a cancelled call end with the abort error, not an ApiError', async () => {
    const controller = new AbortController();
    controller.abort();
    stubFetch(new DOMException('The operation was aborted.', 'AbortError'));

    await expect(apiRequest('auth.me', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
