// Event Manager of the admin portal: admins create, edit and delete the community events (the events
// table the community site lists), each change validated with the shared event schema and audited.
import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { eventSchema, type CommunityEvent } from '@bullpen/shared/domain';
import type { Database } from '../db/connection';
import { EVENT_COLUMNS, events } from '../db/schema';
import { HttpError } from '../http/http-error';
import { recordAudit } from './audit-repo';

/** A new event: the id is optional (made from the title when absent). */
export const newEventSchema = eventSchema.extend({ id: eventSchema.shape.id.optional() });
/** An edit replaces every field but the id, which the URL names. */
export const eventEditSchema = eventSchema.omit({ id: true });

export interface EventAdmin {
  list(): Promise<CommunityEvent[]>;
  create(adminId: string, input: unknown): Promise<CommunityEvent>;
  update(adminId: string, id: string, input: unknown): Promise<CommunityEvent>;
  remove(adminId: string, id: string): Promise<void>;
}

/** "Inside M&A: Day One" → "inside-m-a-day-one-3f9c": readable, and unique enough with its suffix. */
export function eventIdFrom(title: string): string {
  const words = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${words || 'event'}-${randomBytes(2).toString('hex')}`;
}

const notFound = () => new HttpError(404, 'not_found', 'Event not found.');
const EVENT_ID = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export function createEventAdmin(db: Database): EventAdmin {
  function checkedId(id: string): string {
    if (!EVENT_ID.safeParse(id).success) throw notFound();
    return id;
  }

  return {
    list: () => db.select(EVENT_COLUMNS).from(events).orderBy(asc(events.date), asc(events.time), asc(events.title)),

    async create(adminId, input) {
      const parsed = newEventSchema.parse(input);
      const event: CommunityEvent = { ...parsed, id: parsed.id ?? eventIdFrom(parsed.title) };
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(events).values(event).onConflictDoNothing().returning(EVENT_COLUMNS);
        if (!row) throw new HttpError(409, 'event_exists', 'An event with this id already exists.', { id: 'This id is taken' });
        await recordAudit(tx, { adminId, action: 'event.create', details: { eventId: row.id, title: row.title } });
        return row;
      });
    },

    async update(adminId, id, input) {
      const fields = eventEditSchema.parse(input);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(events)
          .set({ ...fields, updatedAt: sql`now()` })
          .where(eq(events.id, checkedId(id)))
          .returning(EVENT_COLUMNS);
        if (!row) throw notFound();
        await recordAudit(tx, { adminId, action: 'event.update', details: { eventId: row.id, title: row.title } });
        return row;
      });
    },

    async remove(adminId, id) {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(events).where(eq(events.id, checkedId(id))).returning({ id: events.id, title: events.title });
        if (!row) throw notFound();
        await recordAudit(tx, { adminId, action: 'event.delete', details: { eventId: row.id, title: row.title } });
      });
    },
  };
}
