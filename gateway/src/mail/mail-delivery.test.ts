// Mail goes out from the outbox table in the background: a request never waits on SMTP, a failed send
// is retried later with a growing delay, and a visitor's saved message is never a 500 because of mail.
import request from 'supertest';
import { gatewaysOnOneDatabase, SETUP_TIMEOUT_MS } from '../auth/test-accounts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import { silentLogger } from '../../test/support';
import { createMailer, MAIL_RETRY_START_MS } from './mailer';

const CONTACT = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'I would like to hear about your events.' };
/** A request that would otherwise wait on SMTP fails the test after this long instead. */
const HANG_GUARD_MS = 5_000;

describe('mail delivery', () => {
  const gatewayWith = gatewaysOnOneDatabase();
  const servers: TestSmtpServer[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  /** A gateway sending through `server`, on a clock the test moves. */
  async function gatewaySendingTo(server: TestSmtpServer) {
    servers.push(server);
    const clock = { now: new Date('2026-11-25T12:00:00Z') };
    const gateway = await gatewayWith(
      { SMTP_URL: server.url, ADMIN_NOTIFY_EMAIL: 'team@bullpen.test' },
      { mail: { now: () => clock.now, connectionTimeoutMs: 300, socketTimeoutMs: 300 } },
    );
    return { gateway, clock };
  }

  it('keeps a contact message when SMTP refuses, and sends its mails once the server is back', async () => {
    const server = await startSmtpServer('refuse');
    const { gateway, clock } = await gatewaySendingTo(server);
    const saved = await request(gateway.app).post('/api/contact').timeout(HANG_GUARD_MS).send(CONTACT);
    expect(saved.status).toBe(201);

    await gateway.deliverMail();
    expect(server.received).toEqual([]);

    server.mode = 'accept';
    // Not due yet: the failed attempt waits before it is tried again.
    await gateway.deliverMail();
    expect(server.received).toEqual([]);

    clock.now = new Date(clock.now.getTime() + MAIL_RETRY_START_MS);
    await gateway.deliverMail();
    expect(server.received.map((mail) => mail.to).sort()).toEqual([['<ada@example.com>'], ['<team@bullpen.test>']]);

    // Sent once: nothing goes out again.
    clock.now = new Date(clock.now.getTime() + 24 * 3600_000);
    await gateway.deliverMail();
    expect(server.received).toHaveLength(2);
  }, SETUP_TIMEOUT_MS);

  it('answers a request at once while the SMTP server hangs, and gives up on that attempt at its timeout', async () => {
    const server = await startSmtpServer('silent');
    const { gateway, clock } = await gatewaySendingTo(server);
    const saved = await request(gateway.app).post('/api/contact').timeout(HANG_GUARD_MS).send(CONTACT);
    expect(saved.status).toBe(201);
    await gateway.deliverMail();

    server.mode = 'accept';
    clock.now = new Date(clock.now.getTime() + MAIL_RETRY_START_MS);
    await gateway.deliverMail();
    expect(server.received).toHaveLength(2);
  }, SETUP_TIMEOUT_MS);

  it('waits twice as long after each failed attempt', async () => {
    const server = await startSmtpServer('refuse');
    const { gateway, clock } = await gatewaySendingTo(server);
    await gateway.mailer.send({ to: 'bob@example.com', subject: 'Welcome', text: 'Hello' });
    await gateway.deliverMail();
    clock.now = new Date(clock.now.getTime() + MAIL_RETRY_START_MS);
    await gateway.deliverMail();

    server.mode = 'accept';
    clock.now = new Date(clock.now.getTime() + MAIL_RETRY_START_MS);
    await gateway.deliverMail();
    expect(server.received).toEqual([]);
    clock.now = new Date(clock.now.getTime() + MAIL_RETRY_START_MS);
    await gateway.deliverMail();
    expect(server.received.map((mail) => mail.to)).toEqual([['<bob@example.com>']]);
    expect(server.received[0]!.data).toContain('Subject: Welcome');
  }, SETUP_TIMEOUT_MS);

  it('hands back the mail it has not tried yet when it closes, due at once for the next sender', async () => {
    const server = await startSmtpServer('silent');
    const { gateway, clock } = await gatewaySendingTo(server);
    const closing = createMailer({ smtpUrl: server.url, from: 'Bullpen <no-reply@bullpen.test>', adminNotifyEmail: 'team@bullpen.test' }, gateway.db, silentLogger, {
      now: () => clock.now,
      connectionTimeoutMs: 300,
    });
    await closing.mailer.send({ to: 'first@example.com', subject: 'First', text: 'Hello' });
    await closing.mailer.send({ to: 'second@example.com', subject: 'Second', text: 'Hello' });
    // The pass is sending the first mail to a server that does not answer.
    const sending = closing.deliverDue();
    await closing.close();
    await sending;

    server.mode = 'accept';
    await gateway.deliverMail();
    expect(server.received.map((mail) => mail.to)).toEqual([['<second@example.com>']]);
  }, SETUP_TIMEOUT_MS);
});
