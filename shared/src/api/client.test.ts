import { ApiError, UNAVAILABLE_MESSAGE, apiFetch, toApiError } from './client';
import { useSessionStore } from '../stores/session';

function answer(status: number, body: unknown) {
  return jest.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
}

describe('apiFetch', () => {
  afterEach(() => useSessionStore.setState({ accessToken: null }));

  it('sends the signed-in user’s bearer token and JSON bodies', async () => {
    const fetchMock = answer(200, { ok: true });
    global.fetch = fetchMock as unknown as typeof fetch;
    useSessionStore.setState({ accessToken: 'token-1' });
    await expect(apiFetch('/api/profile', { method: 'PATCH', body: { full_name: 'Ada' } })).resolves.toEqual({ ok: true });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/profile');
    expect(init.method).toBe('PATCH');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer token-1', 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"full_name":"Ada"}');
  });

  it('sends no Authorization header for a visitor', async () => {
    const fetchMock = answer(200, {});
    global.fetch = fetchMock as unknown as typeof fetch;
    await apiFetch('/api/config');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(init.method).toBe('GET');
  });

  it('turns the gateway’s error JSON into an ApiError with status, code, message and fields', async () => {
    global.fetch = answer(400, { error: { code: 'invalid_body', message: 'Full name is too long', fields: { full_name: 'Too long' } } }) as unknown as typeof fetch;
    const error = await apiFetch('/api/profile', { method: 'PATCH', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_body', message: 'Full name is too long', fields: { full_name: 'Too long' } });
  });

  it('reports a failure without a JSON body by its status', () => {
    expect(toApiError(500, null)).toMatchObject({ status: 500, code: 'http_500', message: 'The request failed (500).' });
    expect(toApiError(502, null)).toMatchObject({ status: 502, code: 'http_502', message: UNAVAILABLE_MESSAGE });
  });

  it('passes on the gateway’s message when the database is unavailable, for the screen’s error state', async () => {
    const message = 'The database is unavailable right now. Please try again in a moment.';
    global.fetch = answer(503, { error: { code: 'database_unavailable', message } }) as unknown as typeof fetch;
    await expect(apiFetch('/api/progress')).rejects.toMatchObject({ status: 503, code: 'database_unavailable', message });
  });

  it('reports a network failure as status 0', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(apiFetch('/api/me')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
