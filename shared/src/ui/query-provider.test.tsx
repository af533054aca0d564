/**
 * @jest-environment jest-fixed-jsdom
 */
// One person's data is never shown to the next: a root's client drops what it loaded when the signed-in
// person signs out or another signs in, even while the root was away, and keeps it when a visitor signs in.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { SIGNED_OUT, useSessionStore } from '../stores/session';
import { createQueryClient, QueryProvider } from './query-client';

const asUser = (id: string) => useSessionStore.setState({ user: { id, email: `${id}@example.com` }, accessToken: `token-${id}` });

/** Stands for a screen of one person's data: it shows whose token loaded it. */
function MyResults({ load }: { load: () => Promise<string> }) {
  const results = useQuery({ queryKey: ['analytics', 'dashboard'], queryFn: load });
  return <p>{results.data ?? 'loading'}</p>;
}

function renderWith(load: jest.Mock<Promise<string>, []>, client = createQueryClient({ retry: false })) {
  render(
    <QueryProvider client={client}>
      <MyResults load={load} />
    </QueryProvider>,
  );
  return client;
}

const loadAsSignedIn = () => jest.fn(() => Promise.resolve(`results of ${useSessionStore.getState().accessToken ?? 'a visitor'}`));

afterEach(() => {
  cleanup();
  useSessionStore.setState(SIGNED_OUT);
});

test('when another person signs in, what the first one loaded is dropped and loaded again for the new one', async () => {
  asUser('ada');
  const load = loadAsSignedIn();
  const client = renderWith(load);
  expect(await screen.findByText('results of token-ada')).toBeTruthy();

  act(() => asUser('alan'));
  await screen.findByText('results of token-alan');
  expect(screen.queryByText('results of token-ada')).toBeNull();
  expect(load).toHaveBeenCalledTimes(2);
  expect(client.getQueryData(['analytics', 'dashboard'])).toBe('results of token-alan');
});

test('signing out drops what was loaded', async () => {
  asUser('ada');
  const client = renderWith(loadAsSignedIn());
  await screen.findByText('results of token-ada');
  act(() => useSessionStore.setState(SIGNED_OUT));
  await waitFor(() => expect(client.getQueryData(['analytics', 'dashboard'])).toBe('results of a visitor'));
});

test("a visitor who signs in keeps what the page loaded meanwhile (the same public data)", async () => {
  const load = loadAsSignedIn();
  renderWith(load);
  await screen.findByText('results of a visitor');
  act(() => asUser('ada'));
  expect(screen.getByText('results of a visitor')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a root that was away when the person signed out does not show their data on its return', async () => {
  asUser('ada');
  const load = loadAsSignedIn();
  const client = renderWith(load);
  await screen.findByText('results of token-ada');
  cleanup();

  act(() => useSessionStore.setState(SIGNED_OUT));
  renderWith(load, client);
  expect(screen.queryByText('results of token-ada')).toBeNull();
  expect(await screen.findByText('results of a visitor')).toBeTruthy();
});
