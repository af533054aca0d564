// Reads the development outbox (GET /dev/mailbox.json, served when NODE_ENV is not production) to follow
// the links of confirmation and recovery e-mails.
import { expect, type APIRequestContext } from '@playwright/test';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The outbox lists mails newest first, as `{ mails: [{ to, subject, text, … }] }`. */
export async function mailsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { mails: Mail[] }).mails;
}

/** Waits for the newest mail to `email` whose subject matches, and returns its auth link. */
export async function authLinkFor(request: APIRequestContext, email: string, subject: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(request, email)).find((m) => subject.test(m.subject));
        link = mail?.text.match(/https?:\/\/\S+\/auth\/v1\/verify\?[^\s"'<>]+/)?.[0];
        return link;
      },
      { message: `a mail to ${email} with subject ${subject} and a verify link`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link as string;
}
