// The e-mails of the auth service: sign-up confirmation, password recovery, choosing a password after a
// repeat sign-up, and reauthentication codes.
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

/** The link after a repeat sign-up of an unconfirmed address: confirming it leads to choosing a password. */
export function choosePasswordMail(to: string, link: string): MailMessage {
  return linkMail(to, 'Confirm your Bullpen account and choose a password', {
    before:
      'Someone, perhaps you, signed up again with this address before it was confirmed. To keep the account safe, no password was kept. Confirm your e-mail address and choose your password here:',
    link,
    after: 'The link is valid for 1 hour and can be used once. If you did not sign up, ignore this e-mail: nobody can sign in to the account.',
  });
}

/** The code that lets a signed-in user change the password (GoTrue's reauthentication nonce). */
export function reauthenticationMail(to: string, code: string): MailMessage {
  const before = 'Enter this code in Bullpen to confirm that it is you changing your password:';
  const after = 'The code is valid for 15 minutes and can be used once. If you did not ask for it, someone may be using your account: log out from your profile, which ends every session, and reset your password.';
  return {
    to,
    subject: 'Your Bullpen verification code',
    text: `${before}\n\n${code}\n\n${after}\n\nThe Bullpen team`,
    html: `<p>${escapeHtml(before)}</p><p style="font-size:24px;letter-spacing:4px"><strong>${escapeHtml(code)}</strong></p><p>${escapeHtml(after)}</p><p>The Bullpen team</p>`,
  };
}
