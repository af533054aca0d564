// GET /api/config tells the browser how this deployment works, and nothing secret.
import request from 'supertest';
import { gatewaysOnOneDatabase, TEST_JWT_SECRET } from '../auth/test-accounts';

describe('GET /api/config', () => {
  const gatewayWith = gatewaysOnOneDatabase();

  it('describes embedded auth, the gate and demo mode', async () => {
    const gateway = await gatewayWith({ DEMO_MODE: 'true', GATE_PASSWORD: 'the gate secret' });
    const response = await request(gateway.app).get('/api/config');
    expect(response.body).toEqual({
      demoMode: true,
      gateEnabled: true,
      auth: { embedded: true, providers: { google: false, linkedin: false } },
      supabaseAnonKey: 'bullpen-embedded-anon',
      billing: { checkout: false },
    });
    expect(response.text).not.toContain('the gate secret');
    expect(response.text).not.toContain(TEST_JWT_SECRET);
  });

  it('says Pro is bought through checkout when Stripe is configured, without its keys', async () => {
    const gateway = await gatewayWith({ STRIPE_SECRET_KEY: 'sk_test_config_secret', STRIPE_WEBHOOK_SECRET: 'whsec_config_secret' });
    const response = await request(gateway.app).get('/api/config');
    expect(response.body.billing).toEqual({ checkout: true });
    expect(response.text).not.toContain('sk_test_config_secret');
    expect(response.text).not.toContain('whsec_config_secret');
  });
});
