// AI Candidate Matching of the company portal (spec 02 §2.12, §5): ranks candidates against a
// recruiter's profile description and soft skills, deterministically, from what the platform knows
// of them — their specializations, skill points and evaluated answers. Pure; the gateway calls it.
import { z } from 'zod';
import { SKILLS, SKILL_THRESHOLDS, type Skill } from './progress';
import { SPECIALIZATIONS, findSpecialization, type SpecializationId } from './specializations';

export const MATCH_MESSAGES = {
  bothRequired: 'Please fill in both fields.',
} as const;

/** §9: the match shows up to 5 candidates. */
export const MATCH_LIMIT = 5;
export const MATCH_INPUT_MAX = 2000;

const requiredText = z
  .string({ message: MATCH_MESSAGES.bothRequired })
  .trim()
  .min(1, MATCH_MESSAGES.bothRequired)
  .max(MATCH_INPUT_MAX, `At most ${MATCH_INPUT_MAX} characters`);

export const candidateMatchRequestSchema = z.object({
  profileDescription: requiredText,
  softSkills: requiredText,
});
export type CandidateMatchRequest = z.infer<typeof candidateMatchRequestSchema>;

/** Weights of the three things a match is made of; a part the recruiter did not ask about drops out. */
export const MATCH_WEIGHTS = { specialization: 40, skills: 35, answers: 25 } as const;

/** Specialization XP at which a specialization counts in full (the §9 mastery mark). */
export const MATCH_MASTERY_XP = 500;
/** Skill points at which a skill counts in full (the top skill threshold). */
export const MATCH_SKILL_FULL = Math.max(...SKILL_THRESHOLDS);
/** Evaluation scores run 0–50. */
export const MATCH_ANSWER_MAX = 50;
/** An average at or above this reads as "strong" answers. */
export const STRONG_ANSWER_AVERAGE = 35;
/** The strongest reasons a match shows. */
export const MATCH_REASONS_SHOWN = 4;

/** Words and phrases that name a specialization in a recruiter's text (normalised: lower case, spaces). */
const SPECIALIZATION_TERMS: Record<SpecializationId, readonly string[]> = {
  ib: ['investment banking', 'investment bank', 'banking', 'banker', 'ib', 'm&a', 'mergers', 'acquisitions', 'ipo', 'capital markets', 'ecm', 'dcm'],
  pe: ['private equity', 'pe', 'lbo', 'buyout', 'buyouts', 'leveraged', 'portfolio companies', 'growth equity'],
  vc: ['venture capital', 'venture', 'vc', 'startup', 'startups', 'start up', 'start ups', 'seed', 'series a', 'early stage'],
  consulting: ['consulting', 'consultant', 'consultants', 'management consulting', 'strategy', 'advisory'],
  cf: ['corporate finance', 'fp&a', 'treasury', 'budgeting', 'forecasting', 'capital allocation', 'cfo'],
  audit: ['audit', 'auditing', 'auditor', 'assurance', 'internal controls', 'controls', 'ifrs', 'gaap', 'accounting', 'compliance'],
};

/** Words and phrases that name one of the six skills. */
const SKILL_TERMS: Record<Skill, readonly string[]> = {
  communication: ['communication', 'communicator', 'communicate', 'communicates', 'presentation', 'presentations', 'presenting', 'articulate', 'storytelling', 'client facing', 'interpersonal'],
  teamwork: ['teamwork', 'team player', 'team work', 'collaboration', 'collaborative', 'collaborate', 'cooperation', 'team'],
  leadership: ['leadership', 'leader', 'leaders', 'lead', 'leading', 'leads', 'ownership', 'initiative', 'mentoring', 'managing people'],
  adaptability: ['adaptability', 'adaptable', 'adapt', 'flexible', 'flexibility', 'resilient', 'resilience', 'fast paced', 'agile'],
  'problem-solving': ['problem solving', 'problem solver', 'problem solve', 'analytical', 'critical thinking', 'structured thinking', 'structured', 'problems'],
  technical: ['technical', 'modeling', 'modelling', 'financial model', 'excel', 'valuation', 'quantitative', 'numerate', 'dcf'],
};

const SKILL_LABELS: Record<Skill, string> = {
  communication: 'Communication',
  teamwork: 'Teamwork',
  leadership: 'Leadership',
  adaptability: 'Adaptability',
  'problem-solving': 'Problem-solving',
  technical: 'Technical',
};

const STOP_WORDS = new Set(
  'a an and are as at be but by for from has have in into is it its of on or our should that the their they this to we who will with you your able good great strong skills skill someone candidate candidates looking role'.split(' '),
);

/** Lower case, anything but letters, digits, & and + turned into single spaces, padded with one. */
function normalise(text: string): string {
  return ` ${text.toLowerCase().replace(/[^a-z0-9&+]+/g, ' ').trim()} `;
}

const mentions = (text: string, terms: readonly string[]) => terms.some((term) => text.includes(` ${term} `));

/** The distinct words of a text worth matching on, in first-seen order, stop words left out. */
export function extractKeywords(text: string): string[] {
  const words = normalise(text).trim().split(' ').filter((word) => word.length > 1 && !STOP_WORDS.has(word));
  return [...new Set(words)];
}

export interface MatchCriteria {
  keywords: string[];
  /** Specializations named in either text, in the fixed order of SPECIALIZATIONS. */
  specializations: SpecializationId[];
  /** Soft skills named in the soft-skills text, in the fixed order of SKILLS. */
  skills: Skill[];
  /** Technical work is asked for (in either text): technical answers are then what counts. */
  technicalFocus: boolean;
}

/** What a recruiter asked for, read from the two inputs. */
export function extractCriteria({ profileDescription, softSkills }: CandidateMatchRequest): MatchCriteria {
  const both = normalise(`${profileDescription} ${softSkills}`);
  const skillsText = normalise(softSkills);
  return {
    keywords: extractKeywords(`${profileDescription} ${softSkills}`),
    specializations: SPECIALIZATIONS.map((spec) => spec.id).filter((id) => mentions(both, SPECIALIZATION_TERMS[id])),
    skills: SKILLS.filter((skill) => mentions(skillsText, SKILL_TERMS[skill])),
    technicalFocus: mentions(both, SKILL_TERMS.technical),
  };
}

const specializationName = (id: SpecializationId) => SPECIALIZATIONS.find((spec) => spec.id === id)?.name ?? id;

/** What the platform knows of one candidate, as the matching reads it. */
export interface MatchCandidate {
  id: string;
  /** The specialization on their profile: an id, slug or name; anything else is ignored. */
  specialization: string | null;
  /** Specialization (id, slug or name) → XP. */
  specializationXp: Readonly<Record<string, number>>;
  skillPoints: Readonly<Partial<Record<string, number>>>;
  /** Average evaluation score (0–50) per interview type, over their evaluated answers. */
  averageByType: Readonly<Partial<Record<string, number>>>;
  /** Average evaluation score (0–50) over all their evaluated answers; null without any. */
  averageScore: number | null;
}

export interface CandidateMatch {
  candidateId: string;
  /** 0–100. */
  matchScore: number;
  /** Why, strongest first: 'Specializes in Private Equity', 'Leadership skill points 320'. */
  reasons: string[];
}

const clamp01 = (n: number) => Math.max(0, Math.min(1, n));

/** Specialization XP by id, whatever the keys were written as. */
function xpById(specializationXp: MatchCandidate['specializationXp']): Map<SpecializationId, number> {
  const byId = new Map<SpecializationId, number>();
  for (const [key, xp] of Object.entries(specializationXp)) {
    const spec = findSpecialization(key);
    if (spec && Number.isFinite(xp) && xp > 0) byId.set(spec.id, (byId.get(spec.id) ?? 0) + xp);
  }
  return byId;
}

interface Part {
  weight: number;
  /** 0–1. */
  value: number;
  reasons: Array<{ text: string; strength: number }>;
}

function specializationPart(candidate: MatchCandidate, wanted: SpecializationId[]): Part | null {
  if (!wanted.length) return null;
  const declared = candidate.specialization ? findSpecialization(candidate.specialization)?.id : undefined;
  const xp = xpById(candidate.specializationXp);
  let value = 0;
  const reasons: Part['reasons'] = [];
  for (const id of wanted) {
    const earned = xp.get(id) ?? 0;
    const strength = Math.max(declared === id ? 1 : 0, clamp01(earned / MATCH_MASTERY_XP));
    value = Math.max(value, strength);
    if (declared === id) reasons.push({ text: `Specializes in ${specializationName(id)}`, strength: 1 });
    if (earned > 0) reasons.push({ text: `${specializationName(id)} XP ${earned}`, strength: clamp01(earned / MATCH_MASTERY_XP) * 0.9 });
  }
  return { weight: MATCH_WEIGHTS.specialization, value, reasons };
}

function skillsPart(candidate: MatchCandidate, wanted: Skill[]): Part | null {
  if (!wanted.length) return null;
  const reasons: Part['reasons'] = [];
  let sum = 0;
  for (const skill of wanted) {
    const points = Math.max(0, candidate.skillPoints[skill] ?? 0);
    const level = clamp01(points / MATCH_SKILL_FULL);
    sum += level;
    if (points > 0) reasons.push({ text: `${SKILL_LABELS[skill]} skill points ${points}`, strength: level * 0.8 });
  }
  return { weight: MATCH_WEIGHTS.skills, value: sum / wanted.length, reasons };
}

function answersPart(candidate: MatchCandidate, technicalFocus: boolean): Part {
  const technical = candidate.averageByType.Technical;
  const useTechnical = technicalFocus && technical !== undefined;
  const average = useTechnical ? technical : candidate.averageScore;
  if (average === null || average === undefined) return { weight: MATCH_WEIGHTS.answers, value: 0, reasons: [] };
  const rounded = Math.round(average);
  const kind = useTechnical ? 'technical answers' : 'evaluated answers';
  const strong = average >= STRONG_ANSWER_AVERAGE;
  const text = strong ? `Strong ${kind} (avg ${rounded}/${MATCH_ANSWER_MAX})` : `${kind[0]?.toUpperCase()}${kind.slice(1)} (avg ${rounded}/${MATCH_ANSWER_MAX})`;
  const value = clamp01(average / MATCH_ANSWER_MAX);
  return { weight: MATCH_WEIGHTS.answers, value, reasons: [{ text, strength: value * 0.85 }] };
}

/** One candidate's match: the weighted parts the recruiter asked about, scaled to 0–100. */
export function scoreCandidate(candidate: MatchCandidate, criteria: MatchCriteria): CandidateMatch {
  const parts = [specializationPart(candidate, criteria.specializations), skillsPart(candidate, criteria.skills), answersPart(candidate, criteria.technicalFocus)].filter(
    (part): part is Part => part !== null,
  );
  const weights = parts.reduce((n, part) => n + part.weight, 0);
  const matchScore = Math.round((parts.reduce((n, part) => n + part.weight * part.value, 0) / weights) * 100);
  const reasons = parts
    .flatMap((part) => part.reasons)
    .sort((a, b) => b.strength - a.strength || (a.text < b.text ? -1 : 1))
    .map((reason) => reason.text)
    .slice(0, MATCH_REASONS_SHOWN);
  return { candidateId: candidate.id, matchScore, reasons };
}

const byScoreThenId = (a: CandidateMatch, b: CandidateMatch) =>
  b.matchScore - a.matchScore || (a.candidateId < b.candidateId ? -1 : a.candidateId > b.candidateId ? 1 : 0);

/** The best matches, strongest first, ties by candidate id; candidates matching nothing are left out. */
export function matchCandidates(candidates: readonly MatchCandidate[], request: CandidateMatchRequest, limit = MATCH_LIMIT): CandidateMatch[] {
  const criteria = extractCriteria(request);
  return candidates
    .map((candidate) => scoreCandidate(candidate, criteria))
    .filter((match) => match.matchScore > 0)
    .sort(byScoreThenId)
    .slice(0, limit);
}
