// Rules of the candidate chat (spec 02 §2.12): a company user writes to a candidate who opted in to be
// seen, schedules interviews in the thread; the candidate reads and answers from their profile. Each
// side reaches only its own conversations; anything else answers 404, as if it did not exist.
import { HttpError } from '../http/http-error';
import type { ChatRepo, CompanyUserRow, ConversationRow, InterviewRow, MessageRow } from './chat-repo';
import { interviewMessage, type InterviewSlot } from './company-schemas';
import { SAMPLE_CONVERSATIONS } from './sample-candidates';
import type {
  CandidateCard,
  CandidateConversation,
  CandidateThread,
  ChatMessage,
  CompanyContact,
  CompanyConversation,
  CompanyThread,
  ScheduledInterview,
} from '@bullpen/shared/contracts';
import type { TalentService } from './talent-service';

export interface ChatService {
  companyConversations(companyUserId: string): Promise<CompanyConversation[]>;
  companyThread(companyUserId: string, candidateId: string): Promise<CompanyThread>;
  companySend(companyUserId: string, candidateId: string, body: string): Promise<ChatMessage>;
  schedule(companyUserId: string, candidateId: string, slot: InterviewSlot): Promise<{ interview: ScheduledInterview; message: ChatMessage }>;
  candidateConversations(candidateId: string): Promise<CandidateConversation[]>;
  candidateThread(candidateId: string, conversationId: string): Promise<CandidateThread>;
  candidateReply(candidateId: string, conversationId: string, body: string): Promise<ChatMessage>;
}

const toMessage = (row: MessageRow): ChatMessage => ({ id: row.id, sender: row.sender, body: row.body, createdAt: row.createdAt.toISOString() });

const toInterview = (row: InterviewRow): ScheduledInterview => ({
  id: row.id,
  date: row.scheduledDate,
  time: row.scheduledTime,
  createdAt: row.createdAt.toISOString(),
});

function contactOf(row: CompanyUserRow | undefined): CompanyContact {
  const domain = row?.email?.split('@')[1] ?? '';
  return {
    name: row?.fullName?.trim() || row?.email?.split('@')[0] || 'A recruiter',
    organisation: row?.affiliation?.trim() || domain,
  };
}

const candidateGone = () => new HttpError(404, 'not_found', 'Candidate not found.');
const conversationGone = () => new HttpError(404, 'not_found', 'Conversation not found.');

export function createChatService(repo: ChatRepo, talent: TalentService, { demoMode }: { demoMode: boolean }): ChatService {
  /** The candidate's card if a company user may see them; 404 otherwise. */
  async function visibleCandidate(candidateId: string): Promise<CandidateCard> {
    const card = (await talent.visibleCards([candidateId])).get(candidateId);
    if (!card) throw candidateGone();
    return card;
  }

  async function seedSamples(companyUserId: string) {
    if (!demoMode) return;
    for (const sample of SAMPLE_CONVERSATIONS) await repo.seedSampleConversation(companyUserId, sample.candidateId, sample.lines);
  }

  async function summaries<T>(rows: ConversationRow[], extra: (row: ConversationRow) => T | undefined) {
    const last = await repo.lastMessages(rows.map((row) => row.id));
    return rows.flatMap((row) => {
      const more = extra(row);
      if (more === undefined) return [];
      const message = last.get(row.id);
      return [{ ...more, lastMessage: message ? toMessage(message) : null, lastMessageAt: row.lastMessageAt.toISOString() }];
    });
  }

  async function candidateSide(candidateId: string, conversationId: string) {
    const conversation = await repo.findForCandidate(candidateId, conversationId);
    if (!conversation) throw conversationGone();
    return conversation;
  }

  return {
    async companyConversations(companyUserId) {
      await seedSamples(companyUserId);
      const rows = await repo.listForCompanyUser(companyUserId, demoMode);
      const cards = await talent.visibleCards(rows.map((row) => row.candidateId));
      // A candidate who stopped being visible drops out of the list.
      return summaries(rows, (row) => {
        const candidate = cards.get(row.candidateId);
        return candidate ? { candidate } : undefined;
      });
    },

    async companyThread(companyUserId, candidateId) {
      const candidate = await visibleCandidate(candidateId);
      const conversation = await repo.findByPair(companyUserId, candidateId);
      if (!conversation) return { candidate, messages: [], interviews: [] };
      const [thread, interviews] = await Promise.all([repo.thread(conversation.id), repo.interviewsOf(conversation.id)]);
      return { candidate, messages: thread.map(toMessage), interviews: interviews.map(toInterview) };
    },

    async companySend(companyUserId, candidateId, body) {
      const candidate = await visibleCandidate(candidateId);
      const conversation = await repo.openConversation(companyUserId, candidateId, candidate.sample);
      return toMessage(await repo.addMessage(conversation.id, { sender: 'company', senderId: companyUserId, body }));
    },

    async schedule(companyUserId, candidateId, slot) {
      const candidate = await visibleCandidate(candidateId);
      const conversation = await repo.openConversation(companyUserId, candidateId, candidate.sample);
      const { interview, message } = await repo.scheduleInterview(conversation, slot, {
        sender: 'company',
        senderId: companyUserId,
        body: interviewMessage(slot.date, slot.time),
      });
      return { interview: toInterview(interview), message: toMessage(message) };
    },

    async candidateConversations(candidateId) {
      const rows = await repo.listForCandidate(candidateId);
      const companies = await repo.companyUsers([...new Set(rows.map((row) => row.companyUserId))]);
      return summaries(rows, (row) => ({ id: row.id, company: contactOf(companies.get(row.companyUserId)) }));
    },

    async candidateThread(candidateId, conversationId) {
      const conversation = await candidateSide(candidateId, conversationId);
      const [thread, interviews, companies] = await Promise.all([
        repo.thread(conversation.id),
        repo.interviewsOf(conversation.id),
        repo.companyUsers([conversation.companyUserId]),
      ]);
      return {
        id: conversation.id,
        company: contactOf(companies.get(conversation.companyUserId)),
        messages: thread.map(toMessage),
        interviews: interviews.map(toInterview),
      };
    },

    async candidateReply(candidateId, conversationId, body) {
      const conversation = await candidateSide(candidateId, conversationId);
      return toMessage(await repo.addMessage(conversation.id, { sender: 'candidate', senderId: candidateId, body }));
    },
  };
}
