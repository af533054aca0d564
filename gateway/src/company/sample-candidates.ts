// Sample candidates of DEMO_MODE: clearly labelled ('Sample candidate') people a demo can show on the
// talent dashboard, in matching and in the chat. They are not users: they live here, never in the
// account tables, and without DEMO_MODE they appear nowhere.
import type { MessageSender } from '../db/schema';

export interface SampleCandidate {
  id: string;
  name: string;
  university: string;
  specialization: string;
  xp: number;
  specializationXp: Record<string, number>;
  skillPoints: Record<string, number>;
  /** Average evaluation score (0–50) per interview type. */
  averageByType: Record<string, number>;
  /** Latest attempt, 0–100. */
  currentScore: number;
  /** Percent, first attempt to latest. */
  improvement: number;
  attempts: number;
  bestResults: Array<{ question: string; specialization: string; interviewType: string; score: number }>;
}

/** Fixed ids in a range no generated UUID uses (version nibble 4, all zeros but the last digits). */
const sampleId = (n: number) => `5a3e0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const SAMPLE_CANDIDATES: readonly SampleCandidate[] = [
  {
    id: sampleId(1),
    name: 'Sofia Marchetti',
    university: 'Bocconi University',
    specialization: 'pe',
    xp: 2350,
    specializationXp: { pe: 480, ib: 120 },
    skillPoints: { leadership: 320, communication: 210, technical: 380, teamwork: 150 },
    averageByType: { Technical: 42, 'Case Study': 39, Motivational: 36 },
    currentScore: 88,
    improvement: 37.5,
    attempts: 14,
    bestResults: [
      { question: 'Walk me through a leveraged buyout model.', specialization: 'pe', interviewType: 'Technical', score: 46 },
      { question: 'How would you assess the value creation plan of a portfolio company?', specialization: 'pe', interviewType: 'Case Study', score: 43 },
    ],
  },
  {
    id: sampleId(2),
    name: 'Lukas Brandt',
    university: 'University of St. Gallen',
    specialization: 'ib',
    xp: 1980,
    specializationXp: { ib: 520 },
    skillPoints: { technical: 450, communication: 180, 'problem-solving': 240 },
    averageByType: { Technical: 44, Motivational: 31 },
    currentScore: 84,
    improvement: 16.7,
    attempts: 11,
    bestResults: [
      { question: 'Walk me through a DCF.', specialization: 'ib', interviewType: 'Technical', score: 47 },
      { question: 'Why investment banking, and why now?', specialization: 'ib', interviewType: 'Motivational', score: 38 },
    ],
  },
  {
    id: sampleId(3),
    name: 'Amara Okafor',
    university: 'London School of Economics',
    specialization: 'consulting',
    xp: 1620,
    specializationXp: { consulting: 410, cf: 90 },
    skillPoints: { communication: 420, teamwork: 300, 'problem-solving': 360, leadership: 180 },
    averageByType: { 'Case Study': 41, Motivational: 40, Technical: 30 },
    currentScore: 82,
    improvement: 64,
    attempts: 9,
    bestResults: [
      { question: 'A retailer’s profits fell 20% in a year. How would you find out why?', specialization: 'consulting', interviewType: 'Case Study', score: 44 },
    ],
  },
  {
    id: sampleId(4),
    name: 'Daniel Novak',
    university: 'Erasmus University Rotterdam',
    specialization: 'audit',
    xp: 1240,
    specializationXp: { audit: 360 },
    skillPoints: { technical: 260, adaptability: 200, teamwork: 220 },
    averageByType: { Technical: 36, Motivational: 33 },
    currentScore: 72,
    improvement: 20,
    attempts: 8,
    bestResults: [
      { question: 'How would you test the revenue recognition of a software company?', specialization: 'audit', interviewType: 'Technical', score: 40 },
    ],
  },
  {
    id: sampleId(5),
    name: 'Mei Tanaka',
    university: 'INSEAD',
    specialization: 'vc',
    xp: 980,
    specializationXp: { vc: 300 },
    skillPoints: { adaptability: 310, communication: 240, leadership: 150 },
    averageByType: { 'Case Study': 35, Motivational: 38 },
    currentScore: 76,
    improvement: 52,
    attempts: 7,
    bestResults: [
      { question: 'Which early-stage startup would you invest in, and why?', specialization: 'vc', interviewType: 'Motivational', score: 41 },
    ],
  },
];

export const findSampleCandidate = (id: string) => SAMPLE_CANDIDATES.find((candidate) => candidate.id === id);

/** What a demo's chat list starts with: a short thread with the first two sample candidates. */
export const SAMPLE_CONVERSATIONS: ReadonlyArray<{
  candidateId: string;
  lines: ReadonlyArray<{ sender: MessageSender; body: string; minutesAgo: number }>;
}> = [
  {
    candidateId: sampleId(1),
    lines: [
      { sender: 'company', body: 'Hi Sofia, your LBO answers stood out. Would you be open to a first call about our associate programme?', minutesAgo: 180 },
      { sender: 'candidate', body: 'Thank you! Yes, I would be glad to. I am free most afternoons next week.', minutesAgo: 170 },
    ],
  },
  {
    candidateId: sampleId(3),
    lines: [
      { sender: 'company', body: 'Hello Amara, we are hiring for our strategy team. Could you tell us about your case interview experience?', minutesAgo: 60 },
      { sender: 'candidate', body: 'Hello! I have practised profitability and market-entry cases and would love to hear more about the role.', minutesAgo: 45 },
    ],
  },
];
