// The e-mails of the auth service: sign-up confirmation and password recovery.
import type { MailMessage } from '../mail/mailer';
import { escapeHtml } from '../mail/html';

function linkMail(to: string, subject: string, lines: { before: string; link: string; after: string }): MailMessage {
  const { before, link, after } = lines;
  return {
    to,
    subject,
    text: `${before}\n\n${link}\n\n${after}\n\nThe Bullpen team`,
    html: `<p>${escapeHtml(before)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(after)}</p><p>The Bullpen team</p>`,
  };
}

export function confirmationMail(to: string, link: string): MailMessage {
  return linkMail(to, 'Confirm your Bullpen account', {
    before: 'Welcome to Bullpen! Confirm your e-mail address to activate your account:',
    link,
    after: 'The link is valid for 24 hours and can be used once. If you did not sign up, ignore this e-mail.',
  });
}

export function recoveryMail(to: string, link: string): MailMessage {
  return linkMail(to, 'Reset your Bullpen password', {
    before: 'We received a request to reset the password of your Bullpen account. Choose a new password here:',
    link,
    after: 'The link is valid for 1 hour and can be used once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  });
}
