// Rules of the community component, free of HTTP: a visitor's message to the team is kept for follow-up.
import type { ContactRequest } from './contact-schema';
import type { CommunityRepo } from './repo';

export interface CommunityService {
  submitContact(request: ContactRequest): Promise<{ id: string }>;
}

export function createCommunityService(repo: CommunityRepo): CommunityService {
  return {
    async submitContact(request) {
      const id = await repo.insertContactSubmission(request);
      return { id };
    },
  };
}
