// The contact form and the waitlist are limited per client IP and per recipient address, so neither
// can be used to send mail to someone over and over; a refused request stores and mails nothing.
import { count } from 'drizzle-orm';
import request from 'supertest';
import { gatewaysOnOneDatabase, SETUP_TIMEOUT_MS } from '../auth/test-accounts';
import { mailOutbox } from '../db/schema';
import { FORM_LIMIT_MESSAGE } from './form-rate-limits';

const FORMS = {
  contact: (email: string) => ({ url: '/api/contact', body: { name: 'Ann', email, message: 'Hello there.' } }),
  waitlist: (email: string) => ({ url: '/api/waitlist', body: { email } }),
} as const;

describe.each(Object.entries(FORMS))('POST to the %s form', (form, requestFor) => {
  const gatewayWith = gatewaysOnOneDatabase();

  it(
    'refuses a third request about one address, then the fifth from one IP, with 429 and no mail',
    async () => {
      const gateway = await gatewayWith({}, { rateLimits: { [form]: { perIp: 4, perEmail: 2 } } });
      const send = (email: string) => {
        const { url, body } = requestFor(email);
        return request(gateway.app).post(url).send(body);
      };
      const mails = async () => (await gateway.db.select({ n: count() }).from(mailOutbox))[0]?.n;

      expect((await send(`victim.${form}@example.com`)).status).toBe(201);
      // Twice the same address: on the waitlist an "already subscribed" 200, sending no mail.
      expect((await send(`victim.${form}@example.com`)).status).toBeLessThan(300);
      const before = await mails();
      const perAddress = await send(`VICTIM.${form}@example.com`);
      expect([perAddress.status, perAddress.body.error]).toEqual([429, { code: 'rate_limited', message: FORM_LIMIT_MESSAGE }]);
      expect((await send(`other.${form}@example.com`)).status).toBe(201);
      const mailsAfterThird = await mails();
      const perIp = await send(`third.${form}@example.com`);
      expect([perIp.status, perIp.body.error?.code]).toEqual([429, 'rate_limited']);
      expect(await mails()).toBe(mailsAfterThird);
      expect(mailsAfterThird).toBe((before ?? 0) + 2);
    },
    SETUP_TIMEOUT_MS,
  );
});
