// Rate limits count per client IP: behind a trusted proxy (TRUST_PROXY) the client's own address from
// X-Forwarded-For, otherwise the connection's, whatever a client writes in that header.
import request from 'supertest';
import { gatewaysOnOneDatabase } from '../auth/test-accounts';

const gatewayWith = gatewaysOnOneDatabase();

/** Wrong-password sign-ins, each about a different address so that only the per-IP limit counts. */
async function signInStatuses(app: Parameters<typeof request>[0], forwardedFor: string[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const [index, address] of forwardedFor.entries()) {
    const response = await request(app)
      .post('/auth/v1/token?grant_type=password')
      .set('X-Forwarded-For', address)
      .send({ email: `nobody${index}-${address}@example.com`, password: 'wrong password' });
    statuses.push(response.status);
  }
  return statuses;
}

const TWO_PER_IP = { rateLimits: { token: { perIp: 2 } } };

describe('client IP of rate limits', () => {
  it('gives two clients behind a trusted proxy separate buckets', async () => {
    const gateway = await gatewayWith({ TRUST_PROXY: 'loopback' }, TWO_PER_IP);
    expect(await signInStatuses(gateway.app, ['203.0.113.1', '203.0.113.1', '203.0.113.1'])).toEqual([400, 400, 429]);
    expect(await signInStatuses(gateway.app, ['203.0.113.2', '203.0.113.2'])).toEqual([400, 400]);
  });

  it('trusts a hop count: the address the nearest proxy saw, not one the client wrote before it', async () => {
    const gateway = await gatewayWith({ TRUST_PROXY: '1' }, TWO_PER_IP);
    expect(await signInStatuses(gateway.app, ['1.1.1.1, 203.0.113.3', '2.2.2.2, 203.0.113.3', '3.3.3.3, 203.0.113.3'])).toEqual([
      400, 400, 429,
    ]);
  });

  it('ignores a client-forged X-Forwarded-For when no proxy is trusted', async () => {
    const gateway = await gatewayWith({}, TWO_PER_IP);
    expect(await signInStatuses(gateway.app, ['203.0.113.4', '203.0.113.5', '203.0.113.6'])).toEqual([400, 400, 429]);
  });
});
