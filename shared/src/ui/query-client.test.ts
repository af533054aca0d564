// Spec 01 §7: "Data-fetching defaults: 3 retries, backoff 1000 ms doubled, cap 30000 ms, cache collection
// after 5 minutes", as the client every React root gets applies them, on a fake clock.
import { ApiError, NETWORK_ERROR_MESSAGE } from '../api/client';
import { createQueryClient, isWorthRetrying, QUERY_GC_TIME_MS, queryRetryDelay } from './query-client';

const networkDown = () => new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Fetches once through a fresh client; `answers` are thrown (errors) or returned in turn. */
function load(answers: Array<Error | string>) {
  const client = createQueryClient();
  const calls: number[] = [];
  const result = client.fetchQuery({
    queryKey: ['leaderboard'],
    queryFn: () => {
      calls.push(Date.now());
      const answer = answers[Math.min(calls.length, answers.length) - 1]!;
      if (answer instanceof Error) throw answer;
      return Promise.resolve(answer);
    },
  });
  // Settled either way, so a rejection is never reported as unhandled while the clock runs.
  const settled = result.then(
    (data) => ({ data }),
    (error: unknown) => ({ error }),
  );
  return { client, calls, settled };
}

test('a failed load is tried 3 more times, 1 s, 2 s and 4 s after each failure, then fails', async () => {
  const start = Date.now();
  const { calls, settled } = load([networkDown()]);
  await jest.advanceTimersByTimeAsync(999);
  expect(calls).toHaveLength(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(calls).toHaveLength(2);
  await jest.advanceTimersByTimeAsync(2000);
  expect(calls).toHaveLength(3);
  await jest.advanceTimersByTimeAsync(4000);
  expect(calls.map((at) => at - start)).toEqual([0, 1000, 3000, 7000]);
  expect(await settled).toEqual({ error: networkDown() });
  await jest.advanceTimersByTimeAsync(60_000);
  expect(calls).toHaveLength(4);
});

test('a network that recovers within the retries gives the data, with no error', async () => {
  const { calls, settled } = load([networkDown(), new ApiError(503, 'http_503', 'Unavailable'), 'board']);
  await jest.advanceTimersByTimeAsync(3000);
  expect(await settled).toEqual({ data: 'board' });
  expect(calls).toHaveLength(3);
});

test('the wait doubles from 1 s and never passes 30 s', () => {
  expect([0, 1, 2, 3, 4, 5, 6, 10].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
});

test.each([401, 403, 404, 400, 422])('a %i is not asked again', async (status) => {
  const { calls, settled } = load([new ApiError(status, 'refused', 'Refused')]);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(calls).toHaveLength(1);
  expect(await settled).toEqual({ error: expect.objectContaining({ status }) });
});

test.each([408, 429, 500, 502, 0])('a %i may pass when asked again', (status) => {
  expect(isWorthRetrying(new ApiError(status, 'failed', 'Failed'))).toBe(true);
  expect(isWorthRetrying(new TypeError('Failed to fetch'))).toBe(true);
});

test('data no screen shows any more is forgotten after 5 minutes, not before', async () => {
  const { client, settled } = load(['board']);
  await settled;
  expect(QUERY_GC_TIME_MS).toBe(5 * 60_000);
  await jest.advanceTimersByTimeAsync(QUERY_GC_TIME_MS - 1);
  expect(client.getQueryData(['leaderboard'])).toBe('board');
  await jest.advanceTimersByTimeAsync(1);
  expect(client.getQueryData(['leaderboard'])).toBeUndefined();
});
