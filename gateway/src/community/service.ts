// Rules of the community component, free of HTTP: visitors' messages and waitlist sign-ups are kept
// and acknowledged by e-mail, events are listed from the table.
import type { CommunityEvent } from '@bullpen/shared/domain';
import type { Mailer } from '../mail/mailer';
import type { ContactRequest } from './contact-schema';
import { contactConfirmation, contactNotification, waitlistConfirmation, waitlistNotification } from './mails';
import type { CommunityRepo } from './repo';
import type { WaitlistRequest } from './waitlist-schema';

export interface CommunityServiceDeps {
  repo: CommunityRepo;
  mailer: Mailer;
  /** The team's address visitors are shown. */
  contactEmail: string;
  /** Where the team is notified of messages and sign-ups. */
  notifyEmail: string;
  publicUrl: string;
}

export type WaitlistResult = { id: string; already?: never } | { already: true };

export interface CommunityService {
  submitContact(request: ContactRequest): Promise<{ id: string }>;
  joinWaitlist(request: WaitlistRequest): Promise<WaitlistResult>;
  listEvents(): Promise<CommunityEvent[]>;
  info(): { contactEmail: string };
}

export function createCommunityService({ repo, mailer, contactEmail, notifyEmail, publicUrl }: CommunityServiceDeps): CommunityService {
  return {
    async submitContact(request) {
      const id = await repo.insertContactSubmission(request);
      await mailer.send(contactNotification(request, notifyEmail));
      await mailer.send(contactConfirmation(request.email));
      return { id };
    },

    async joinWaitlist({ email }) {
      const id = await repo.insertWaitlistSubscription(email);
      // Signing up again is not an error, and is not announced twice.
      if (!id) return { already: true };
      await mailer.send(waitlistNotification(email, notifyEmail));
      await mailer.send(waitlistConfirmation(email, publicUrl));
      return { id };
    },

    listEvents: () => repo.listEvents(),

    info: () => ({ contactEmail }),
  };
}
