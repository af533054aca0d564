// The e-mails the community forms send (spec 02 §7.4): a notification to the team and a confirmation
// to the visitor (fixed text only), for the contact form and for the waitlist.
import { WAITLIST_DISCOUNT_PERCENT } from '@bullpen/shared/domain';
import type { MailMessage } from '../mail/mailer';
import type { ContactRequest } from './contact-schema';

const SIGNATURE = '\n\n— The Bullpen team';

/** A visitor's text on one line, for a subject. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

export function contactNotification(request: ContactRequest, team: string): MailMessage {
  const kind = request.formType === 'company_access' ? 'Company access request' : 'Contact message';
  return {
    to: team,
    subject: `${kind} from ${oneLine(request.name)}`,
    text: [
      `${kind} received through the Bullpen website.`,
      '',
      `Name: ${request.name}`,
      `Email: ${request.email}`,
      `Company: ${request.company ?? '(not given)'}`,
      '',
      request.message,
    ].join('\n'),
  };
}

/**
 * Fixed text only: the address is not verified, so nothing the sender wrote (name, message) is
 * repeated to it, and the form cannot carry someone's words to a stranger's inbox.
 */
export function contactConfirmation(email: string): MailMessage {
  return {
    to: email,
    subject: 'We received your message',
    text:
      'Hello,\n\nThank you for reaching out to Bullpen. We received your message and will get back to you within ' +
      `two working days. If you did not write to us, you can ignore this e-mail.${SIGNATURE}`,
  };
}

export function waitlistNotification(email: string, team: string): MailMessage {
  return {
    to: team,
    subject: `New waitlist subscription: ${email}`,
    text: `${email} joined the AI Hub waitlist on the demo page.`,
  };
}

export function waitlistConfirmation(email: string, publicUrl: string): MailMessage {
  return {
    to: email,
    subject: "You're on the Bullpen AI Hub waitlist",
    text:
      `Thank you for subscribing! We'll notify you when our MVP is ready.\n\nAs an early user you get ` +
      `${WAITLIST_DISCOUNT_PERCENT}% off platform features. In the meantime, see the AI Hub in action: ` +
      `${publicUrl}/demo#demo-video${SIGNATURE}`,
  };
}
