// What the company and chat endpoints answer (gateway/src/company), read by the company area and the
// candidate's Messages tab. Types only: nothing here reaches a bundle.

/** What every company view shows of a candidate. */
export interface CandidateCard {
  id: string;
  name: string;
  university: string;
  specialization: { id: string; name: string } | null;
  avatarUrl: string | null;
  /** A DEMO_MODE sample, shown with a 'Sample candidate' badge. */
  sample: boolean;
}

export interface TalentEntry extends CandidateCard {
  rank: number;
  xp: number;
  /** Combined score, 0–100. */
  score: number;
  /** Latest attempt, 0–100. */
  currentScore: number;
  /** Percent; null when not measurable. */
  improvement: number | null;
}

export interface Talent {
  topPerformers: TalentEntry[];
  mostImproved: TalentEntry[];
}

export interface CandidateDetail {
  candidate: CandidateCard;
  xp: number;
  specializationXp: Array<{ id: string; name: string; xp: number }>;
  /** Evaluated answers, best first; scores 0–50. */
  bestResults: Array<{ question: string; specialization: string; interviewType: string; score: number; date: string | null }>;
}

export interface CandidateMatchResult {
  candidate: CandidateCard;
  matchScore: number;
  reasons: string[];
}

export interface ChatMessage {
  id: string;
  sender: 'company' | 'candidate';
  body: string;
  createdAt: string;
}

export interface ScheduledInterview {
  id: string;
  date: string;
  time: string;
  createdAt: string;
}

export interface CompanyThread {
  candidate: CandidateCard;
  messages: ChatMessage[];
  interviews: ScheduledInterview[];
}

export interface ConversationSummary {
  lastMessage: ChatMessage | null;
  lastMessageAt: string;
}

export interface CompanyConversation extends ConversationSummary {
  candidate: CandidateCard;
}

/** Who writes to the candidate, as the candidate sees them. */
export interface CompanyContact {
  name: string;
  organisation: string;
}

export interface CandidateConversation extends ConversationSummary {
  id: string;
  company: CompanyContact;
}

export interface CandidateThread {
  id: string;
  company: CompanyContact;
  messages: ChatMessage[];
  interviews: ScheduledInterview[];
}
