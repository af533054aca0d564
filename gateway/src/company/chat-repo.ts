// Data access of the candidate chat: conversations between a company user and a candidate, their
// messages and the interviews scheduled in them. Every read names the person asking, so nobody reads
// a conversation they are not part of.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { authUsers, conversations, interviews, messages, profiles, type MessageSender } from '../db/schema';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type InterviewRow = typeof interviews.$inferSelect;

export interface NewMessage {
  sender: MessageSender;
  senderId: string | null;
  body: string;
}

export interface CompanyUserRow {
  id: string;
  fullName: string | null;
  affiliation: string | null;
  email: string | null;
}

/** The newest messages a thread shows. */
export const THREAD_LENGTH = 200;

export interface ChatRepo {
  findByPair(companyUserId: string, candidateId: string): Promise<ConversationRow | undefined>;
  /** The conversation of the pair, created when missing. */
  openConversation(companyUserId: string, candidateId: string, isSample: boolean): Promise<ConversationRow>;
  /** A conversation of the candidate's, by id. */
  findForCandidate(candidateId: string, conversationId: string): Promise<ConversationRow | undefined>;
  listForCompanyUser(companyUserId: string, includeSamples: boolean): Promise<ConversationRow[]>;
  listForCandidate(candidateId: string): Promise<ConversationRow[]>;
  /** The newest THREAD_LENGTH messages, oldest first. */
  thread(conversationId: string): Promise<MessageRow[]>;
  /** The last message of each conversation. */
  lastMessages(conversationIds: readonly string[]): Promise<Map<string, MessageRow>>;
  addMessage(conversationId: string, message: NewMessage): Promise<MessageRow>;
  /** Records an interview and posts its message, in one transaction. */
  scheduleInterview(conversation: ConversationRow, slot: { date: string; time: string }, message: NewMessage): Promise<{ interview: InterviewRow; message: MessageRow }>;
  interviewsOf(conversationId: string): Promise<InterviewRow[]>;
  companyUsers(ids: readonly string[]): Promise<Map<string, CompanyUserRow>>;
  /** Seeds a sample conversation with its lines, unless the pair has one; returns whether it did. */
  seedSampleConversation(companyUserId: string, candidateId: string, lines: ReadonlyArray<{ sender: MessageSender; body: string; minutesAgo: number }>): Promise<boolean>;
}

export function createChatRepo(db: Database): ChatRepo {
  async function insertMessage(tx: Database, conversationId: string, message: NewMessage): Promise<MessageRow> {
    const [row] = await tx.insert(messages).values({ conversationId, ...message }).returning();
    if (!row) throw new Error('insert into messages returned no row');
    await tx.update(conversations).set({ lastMessageAt: row.createdAt }).where(eq(conversations.id, conversationId));
    return row;
  }

  async function findByPair(companyUserId: string, candidateId: string): Promise<ConversationRow | undefined> {
    const [row] = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.companyUserId, companyUserId), eq(conversations.candidateId, candidateId)));
    return row;
  }

  return {
    findByPair,

    async openConversation(companyUserId, candidateId, isSample) {
      await db.insert(conversations).values({ companyUserId, candidateId, isSample }).onConflictDoNothing();
      const row = await findByPair(companyUserId, candidateId);
      if (!row) throw new Error('conversation vanished after its insert');
      return row;
    },

    async findForCandidate(candidateId, conversationId) {
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.id, conversationId), eq(conversations.candidateId, candidateId), eq(conversations.isSample, false)));
      return row;
    },

    listForCompanyUser(companyUserId, includeSamples) {
      return db
        .select()
        .from(conversations)
        .where(and(eq(conversations.companyUserId, companyUserId), includeSamples ? undefined : eq(conversations.isSample, false)))
        .orderBy(desc(conversations.lastMessageAt), asc(conversations.id));
    },

    listForCandidate(candidateId) {
      return db
        .select()
        .from(conversations)
        .where(and(eq(conversations.candidateId, candidateId), eq(conversations.isSample, false)))
        .orderBy(desc(conversations.lastMessageAt), asc(conversations.id));
    },

    async thread(conversationId) {
      const newest = await db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, conversationId))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(THREAD_LENGTH);
      return newest.reverse();
    },

    async lastMessages(conversationIds) {
      const last = new Map<string, MessageRow>();
      if (!conversationIds.length) return last;
      const rows = await db
        .selectDistinctOn([messages.conversationId])
        .from(messages)
        .where(inArray(messages.conversationId, [...conversationIds]))
        .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id));
      for (const row of rows) last.set(row.conversationId, row);
      return last;
    },

    addMessage(conversationId, message) {
      return db.transaction((tx) => insertMessage(tx, conversationId, message));
    },

    scheduleInterview(conversation, slot, message) {
      return db.transaction(async (tx) => {
        const [interview] = await tx
          .insert(interviews)
          .values({
            conversationId: conversation.id,
            companyUserId: conversation.companyUserId,
            candidateId: conversation.candidateId,
            scheduledDate: slot.date,
            scheduledTime: slot.time,
          })
          .returning();
        if (!interview) throw new Error('insert into interviews returned no row');
        return { interview, message: await insertMessage(tx, conversation.id, message) };
      });
    },

    interviewsOf(conversationId) {
      return db
        .select()
        .from(interviews)
        .where(eq(interviews.conversationId, conversationId))
        .orderBy(asc(interviews.scheduledDate), asc(interviews.scheduledTime), asc(interviews.id));
    },

    async companyUsers(ids) {
      const found = new Map<string, CompanyUserRow>();
      if (!ids.length) return found;
      // Profiles and embedded auth users are both optional (a hosted Supabase keeps the users).
      const rows = await db
        .select({ id: profiles.id, fullName: profiles.fullName, affiliation: profiles.affiliation, email: authUsers.email })
        .from(profiles)
        .leftJoin(authUsers, eq(authUsers.id, profiles.id))
        .where(inArray(profiles.id, [...ids]));
      for (const row of rows) found.set(row.id, row);
      return found;
    },

    seedSampleConversation(companyUserId, candidateId, lines) {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(conversations)
          .values({ companyUserId, candidateId, isSample: true })
          .onConflictDoNothing()
          .returning();
        if (!created) return false;
        const rows = lines.map((line) => ({
          conversationId: created.id,
          sender: line.sender,
          senderId: line.sender === 'company' ? companyUserId : null,
          body: line.body,
          createdAt: sql`now() - make_interval(mins => ${line.minutesAgo})`,
        }));
        if (rows.length) await tx.insert(messages).values(rows);
        await tx
          .update(conversations)
          .set({ lastMessageAt: sql`(select max(created_at) from messages where conversation_id = ${created.id})` })
          .where(eq(conversations.id, created.id));
        return true;
      });
    },
  };
}
