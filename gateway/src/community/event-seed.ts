// The events the community site starts with (shared/content/events.json), loaded into the events table
// once per database; from then on the table is the source of truth, edited by admins.
import { eventSchema, type CommunityEvent } from '@bullpen/shared/domain';
import seedFile from '../../../shared/content/events.json';
import type { CommunityRepo } from './repo';

export const EVENT_SEED_NAME = 'events-v1';

/** The seed file's events, validated; throws naming the event and field at fault. */
export function readEventSeed(entries: unknown[] = seedFile): CommunityEvent[] {
  const seen = new Set<string>();
  return entries.map((entry, index) => {
    const parsed = eventSchema.safeParse(entry);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`events.json entry ${index}: ${issue?.path.join('.') || '(entry)'}: ${issue?.message ?? 'invalid'}`);
    }
    if (seen.has(parsed.data.id)) throw new Error(`events.json entry ${index}: id ${parsed.data.id} is used twice`);
    seen.add(parsed.data.id);
    return parsed.data;
  });
}

/** Seeds the events table unless this database was seeded before; returns whether it was seeded now. */
export function seedEvents(repo: CommunityRepo): Promise<boolean> {
  return repo.seedEventsOnce(EVENT_SEED_NAME, readEventSeed());
}
