// Pro through Stripe, against a fake Stripe API on 127.0.0.1 that speaks its wire format (form-encoded
// requests, JSON answers): the Checkout Session the gateway asks for, and webhooks signed as Stripe signs
// them. A good signature grants Pro, a bad one is refused, a cancellation removes it, a replay changes nothing.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import request from 'supertest';
import { billingEvents } from '../db/schema';
import { createAccount, gatewaysOnOneDatabase, SETUP_TIMEOUT_MS, type TestAccount, type TestGateway } from '../auth/test-accounts';

const SECRET_KEY = 'sk_test_bullpen_fake_4f1c';
const WEBHOOK_SECRET = 'whsec_bullpen_fake_9a7e';

interface SeenRequest {
  method: string;
  path: string;
  authorization: string;
  form: Record<string, string>;
}

describe('Pro through Stripe Checkout', () => {
  const gatewayWith = gatewaysOnOneDatabase();
  let stripeApi: http.Server;
  let gateway: TestGateway;
  let student: TestAccount;
  const seen: SeenRequest[] = [];
  /** Signs webhook bodies as Stripe does; the fake key is never sent anywhere. */
  const signer = new Stripe('sk_test_signer_only');

  beforeAll(async () => {
    stripeApi = http.createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        seen.push({
          method: req.method ?? '',
          path: req.url ?? '',
          authorization: req.headers.authorization ?? '',
          form: Object.fromEntries(new URLSearchParams(body)),
        });
        const id = `cs_test_${seen.length}`;
        res.writeHead(200, { 'Content-Type': 'application/json', 'Request-Id': `req_${seen.length}` }).end(
          JSON.stringify({ id, object: 'checkout.session', mode: 'subscription', url: `https://checkout.stripe.test/c/pay/${id}` }),
        );
      });
    });
    await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
    gateway = await gatewayWith({
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: `http://127.0.0.1:${(stripeApi.address() as AddressInfo).port}`,
    });
    student = await createAccount(gateway, 'stripe.student@bullpen.test');
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    stripeApi?.closeAllConnections();
    await new Promise((resolve) => stripeApi?.close(resolve));
  });

  const isPremium = async () => (await request(gateway.app).get('/api/me').set('Authorization', student.bearer)).body.roles.premium as boolean;

  function sendEvent(event: object, signature?: string) {
    const payload = JSON.stringify(event);
    const header = signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return request(gateway.app).post('/api/billing/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', header).send(payload);
  }

  const completed = (id: string) => ({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: 'cs_test_1',
        object: 'checkout.session',
        client_reference_id: student.id,
        metadata: { user_id: student.id, plan: 'bpro' },
        payment_status: 'paid',
        subscription: 'sub_test_1',
        customer: 'cus_test_1',
      },
    },
  });

  it('asks Stripe for a subscription Checkout Session for the chosen plan, priced from the shared plans', async () => {
    const response = await request(gateway.app)
      .post('/api/billing/checkout')
      .set('Authorization', student.bearer)
      .send({ plan: 'bpro', period: 'annual' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ url: 'https://checkout.stripe.test/c/pay/cs_test_1' });

    const [call] = seen;
    expect(call).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', authorization: `Bearer ${SECRET_KEY}` });
    expect(call?.form).toMatchObject({
      mode: 'subscription',
      client_reference_id: student.id,
      customer_email: student.email,
      'metadata[user_id]': student.id,
      'subscription_data[metadata][user_id]': student.id,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      // Finance (B)Pro billed annually: €27 a month, €324 a year.
      'line_items[0][price_data][unit_amount]': '32400',
      'line_items[0][price_data][recurring][interval]': 'year',
      success_url: 'http://bullpen.test/profile?checkout=success',
      cancel_url: 'http://bullpen.test/pricing?checkout=cancelled',
    });
  });

  it('refuses a plan it does not sell and a student who must sign in', async () => {
    const company = await request(gateway.app).post('/api/billing/checkout').set('Authorization', student.bearer).send({ plan: 'company' });
    expect(company.status).toBe(400);
    expect((await request(gateway.app).post('/api/billing/checkout').send({ plan: 'pro' })).status).toBe(401);
    expect(seen).toHaveLength(1);
  });

  it('refuses a webhook whose signature does not match, and one without a signature, granting nothing', async () => {
    const forged = signer.webhooks.generateTestHeaderString({ payload: JSON.stringify(completed('evt_forged')), secret: 'whsec_someone_else' });
    const bad = await sendEvent(completed('evt_forged'), forged);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'invalid_signature' });
    const unsigned = await request(gateway.app).post('/api/billing/webhook').set('Content-Type', 'application/json').send(completed('evt_unsigned'));
    expect(unsigned.status).toBe(400);
    expect(await isPremium()).toBe(false);
    expect(await gateway.db.select().from(billingEvents).where(eq(billingEvents.id, 'evt_forged'))).toEqual([]);
  });

  it('grants Pro when a correctly signed checkout.session.completed arrives', async () => {
    const response = await sendEvent(completed('evt_completed_1'));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ received: true, duplicate: false });
    expect(await isPremium()).toBe(true);
    const again = await request(gateway.app).post('/api/billing/checkout').set('Authorization', student.bearer).send({ plan: 'pro' });
    expect(again.status).toBe(409);
  });

  it('removes Pro when the subscription is cancelled, finding the student by the subscription', async () => {
    const deleted = {
      id: 'evt_deleted_1',
      object: 'event',
      type: 'customer.subscription.deleted',
      data: { object: { id: 'sub_test_1', object: 'subscription', status: 'canceled', customer: 'cus_test_1', metadata: {} } },
    };
    const response = await sendEvent(deleted);
    expect(response.status).toBe(200);
    expect(await isPremium()).toBe(false);
  });

  it('handles each event once: a replayed completion after the cancellation does not grant Pro again', async () => {
    const replay = await sendEvent(completed('evt_completed_1'));
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ received: true, duplicate: true });
    expect(await isPremium()).toBe(false);
    expect(await gateway.db.select().from(billingEvents).where(eq(billingEvents.id, 'evt_completed_1'))).toHaveLength(1);
  });

  it('acknowledges an event it does not act on', async () => {
    const response = await sendEvent({ id: 'evt_other_1', object: 'event', type: 'invoice.paid', data: { object: { id: 'in_1', object: 'invoice' } } });
    expect(response.status).toBe(200);
    expect(await isPremium()).toBe(false);
  });

  it('ignores a completed checkout naming no student of this platform', async () => {
    const stranger = completed('evt_stranger_1');
    stranger.data.object.client_reference_id = '00000000-0000-4000-8000-000000000000';
    stranger.data.object.metadata.user_id = '00000000-0000-4000-8000-000000000000';
    const response = await sendEvent(stranger);
    expect(response.status).toBe(200);
    expect(await isPremium()).toBe(false);
  });

  it('says payments are unavailable when Stripe cannot be reached, and grants nothing', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const offline = await gatewayWith({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: `http://127.0.0.1:${port}` });
    const response = await request(offline.app).post('/api/billing/checkout').set('Authorization', student.bearer).send({ plan: 'pro' });
    expect(response.status).toBe(502);
    expect(response.body.error).toMatchObject({ code: 'payment_unavailable', message: 'Payments are unavailable right now. Please try again in a moment.' });
    expect(response.text).not.toContain(SECRET_KEY);
  });

  it('does not take Pro requests: Pro is bought through checkout here', async () => {
    const response = await request(gateway.app).post('/api/billing/pro-requests').set('Authorization', student.bearer);
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({ code: 'checkout_available' });
  });
});
