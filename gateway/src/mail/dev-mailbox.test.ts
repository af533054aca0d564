// The outbox, the /dev/mailbox page a developer reads it on, and its JSON for tests.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import type { Express } from 'express';
import request from 'supertest';
import { gatewaysOnOneDatabase, TEST_PUBLIC_URL } from '../auth/test-accounts';
import { linkify } from './mailbox-page';

describe('linkify', () => {
  it('escapes everything and links only the URLs into the app', () => {
    const html = linkify(`Go to ${TEST_PUBLIC_URL}/auth/v1/verify?token=a&type=signup now <b>"hi"</b> https://evil.example/x`, TEST_PUBLIC_URL);
    expect(html).toBe(
      'Go to <a href="http://bullpen.test/auth/v1/verify?token=a&amp;type=signup">http://bullpen.test/auth/v1/verify?token=a&amp;type=signup</a>' +
        ' now &lt;b&gt;&quot;hi&quot;&lt;/b&gt; https://evil.example/x',
    );
  });

  it('does not link a look-alike host', () => {
    expect(linkify(`${TEST_PUBLIC_URL}.evil.example/x`, TEST_PUBLIC_URL)).not.toContain('<a ');
  });
});

/** This machine's address on a network interface other than loopback, if it has one. */
const networkAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((address) => address && !address.internal && address.family === 'IPv4')?.address;

/** GETs `path` from `app` as a client on the network would: over this machine's network address. */
async function getFromNetwork(app: Express, path: string, headers: Record<string, string> = {}): Promise<number> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<number>((resolve, reject) => {
      http
        .get({ host: networkAddress, port, path, headers, agent: false }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
        .on('error', reject);
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('/dev/mailbox', () => {
  const gatewayWith = gatewaysOnOneDatabase();

  it('lists the outbox newest first, escaped, with links into the app clickable, and no script', async () => {
    const gateway = await gatewayWith();
    await gateway.mailer.send({ to: 'ada@example.com', subject: 'First <mail>', text: 'hello' });
    await gateway.mailer.send({
      to: 'ada@example.com',
      subject: 'Second',
      text: `Click ${TEST_PUBLIC_URL}/reset-password?x=1 <script>alert(1)</script>`,
    });
    const page = await request(gateway.app).get('/dev/mailbox');
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html');
    expect(page.text).not.toMatch(/<script/i);
    expect(page.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.text).toContain('First &lt;mail&gt;');
    expect(page.text).toContain(`<a href="${TEST_PUBLIC_URL}/reset-password?x=1">`);
    expect(page.text.indexOf('Second')).toBeLessThan(page.text.indexOf('First'));
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers the mails of one address as JSON', async () => {
    const gateway = await gatewayWith();
    await gateway.mailer.send({ to: 'Bob@Example.com', subject: 'For Bob', text: 'b', html: '<p>b</p>' });
    await gateway.mailer.send({ to: 'carol@example.com', subject: 'For Carol', text: 'c' });
    const response = await request(gateway.app).get('/dev/mailbox.json?to=bob@example.com');
    expect(response.body.mails).toEqual([
      { id: expect.any(String), to: 'Bob@Example.com', subject: 'For Bob', text: 'b', html: '<p>b</p>', createdAt: expect.any(String) },
    ]);
  });

  if (!networkAddress) console.warn('Skipping the /dev/mailbox network-client test: this machine has no network interface but loopback.');
  (networkAddress ? it : it.skip)('answers only clients on this machine, whatever X-Forwarded-For claims', async () => {
    const gateway = await gatewayWith({ TRUST_PROXY: '1' });
    await gateway.mailer.send({ to: 'admin@example.com', subject: 'Reset your password', text: 'secret link' });
    expect((await request(gateway.app).get('/dev/mailbox.json')).status).toBe(200);
    expect(await getFromNetwork(gateway.app, '/dev/mailbox')).toBe(404);
    expect(await getFromNetwork(gateway.app, '/dev/mailbox.json', { 'X-Forwarded-For': '127.0.0.1' })).toBe(404);
  });

  it('does not exist in production', async () => {
    const gateway = await gatewayWith({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' });
    expect((await request(gateway.app).get('/dev/mailbox')).status).toBe(404);
    expect((await request(gateway.app).get('/dev/mailbox.json')).status).toBe(404);
  });
});
