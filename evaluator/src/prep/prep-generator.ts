// The local prep generator: composes a personalized prep (technical rounds, behavioural questions,
// a case study and CV feedback) from the question bank, tailored to the company, position, level
// and job description. Pure and deterministic; its output meets the §9 minimums for any input.
import { cvFeedback } from './prep-cv-feedback';
import { tidyPrepContent } from './prep-content';
import { cleanName, countPhrase, findTerms, normaliseText } from './prep-keywords';
import {
  PREP_LEVELS,
  SPECIALIZATIONS,
  type PrepContent,
  type PrepLevel,
  type PrepQuestion,
  type Question,
  type SpecializationId,
  type TechnicalRound,
} from '@bullpen/shared/domain';
import {
  CASE_TEMPLATES,
  COMPANY_BEHAVIORAL,
  GENERAL_BEHAVIORAL,
  GENERAL_TECHNICAL,
  PROFILE_SKILL_QUESTION,
  TAILORED_TECHNICAL,
  type TemplateQuestion,
} from './prep-templates';

export interface PrepGeneratorInput {
  companyName: string;
  position: string;
  level: PrepLevel | string;
  jobDescription: string;
  companyIdealProfile: string;
  /** Text read from the uploaded CV, when there is one and it could be read. */
  cvText?: string | null;
}

/** §2.9 levels and the difficulty window of the bank (1–5) each one practises. */
export const LEVEL_DIFFICULTY: Record<PrepLevel, readonly [number, number]> = {
  Intern: [1, 2],
  Analyst: [2, 3],
  Associate: [3, 4],
  Manager: [4, 5],
};

/** The window of a §2.9 level; any other text (even `toString`) practises at Analyst level. */
export function difficultyWindow(level: string): readonly [number, number] {
  return Object.hasOwn(LEVEL_DIFFICULTY, level) ? LEVEL_DIFFICULTY[level as PrepLevel] : LEVEL_DIFFICULTY.Analyst;
}

const DEFAULT_SPECIALIZATION: SpecializationId = 'ib';

/** Phrases that point to a specialization when a job title or description uses them. */
const SIGNALS: Record<SpecializationId, string[]> = {
  ib: ['investment banking', 'investment bank', 'm&a', 'mergers and acquisitions', 'pitch book', 'pitch books', 'ecm', 'dcm', 'leveraged finance', 'sell side', 'deal execution', 'advisory', 'ipo', 'ipos', 'coverage team'],
  pe: ['private equity', 'buyout', 'buyouts', 'lbo', 'lbos', 'leveraged buyout', 'portfolio company', 'portfolio companies', 'investment committee', 'value creation', 'growth equity', 'carried interest'],
  vc: ['venture capital', 'venture', 'startup', 'startups', 'start up', 'start ups', 'seed', 'series a', 'founders', 'early stage', 'term sheet', 'cap table', 'saas'],
  consulting: ['consulting', 'consultant', 'consultants', 'management consulting', 'strategy consulting', 'client engagement', 'engagements', 'workstream', 'market entry', 'operations improvement', 'business analyst'],
  cf: ['corporate finance', 'fp&a', 'financial planning', 'treasury', 'budgeting', 'forecasting', 'controller', 'capital allocation', 'working capital', 'cfo', 'finance business partner', 'investor relations', 'finance analyst', 'financial analyst', 'finance manager'],
  audit: ['audit', 'audits', 'auditor', 'auditors', 'assurance', 'internal controls', 'ifrs', 'isa', 'external audit', 'internal audit', 'big four', 'big 4', 'sox', 'statutory'],
};

/** Words too general to tell topics or specializations apart. */
const GENERIC_WORDS = new Set(['and', 'vs', 'the', 'of', 'a', 'to', 'in', 'for', 'basics', 'mechanics', 'method', 'methods', 'metrics', 'what', 'makes', 'good', 'your', 'full', 'from']);

function words(text: string): string[] {
  return normaliseText(text).trim().split(' ').filter((w) => w.length >= 3 && !GENERIC_WORDS.has(w));
}

/** Topic words found in only one specialization's bank: a hint of that specialization. */
function distinctiveTopicWords(bank: readonly Question[]): Map<string, SpecializationId> {
  const owners = new Map<string, Set<SpecializationId>>();
  for (const question of bank) {
    if (question.interviewType !== 'Technical' && question.interviewType !== 'Case Study') continue;
    for (const w of words(question.topic)) {
      if (w.length < 4) continue;
      const set = owners.get(w) ?? new Set<SpecializationId>();
      set.add(question.specialization);
      owners.set(w, set);
    }
  }
  const distinctive = new Map<string, SpecializationId>();
  for (const [w, set] of owners) if (set.size === 1) distinctive.set(w, [...set][0] as SpecializationId);
  return distinctive;
}

export type SpecializationInput = Pick<PrepGeneratorInput, 'position' | 'jobDescription'> & { companyIdealProfile?: string };

/** Scores each specialization by the signals in the position (weighted) and the description. */
export function specializationScores(input: SpecializationInput, bank: readonly Question[]): Record<SpecializationId, number> {
  const position = normaliseText(input.position);
  const body = normaliseText(`${input.jobDescription} ${input.companyIdealProfile ?? ''}`);
  const scores = Object.fromEntries(SPECIALIZATIONS.map((s) => [s.id, 0])) as Record<SpecializationId, number>;
  for (const s of SPECIALIZATIONS) {
    for (const signal of SIGNALS[s.id]) {
      const phrase = normaliseText(signal).trim();
      scores[s.id] += 4 * Math.min(2, countPhrase(position, phrase)) + Math.min(4, countPhrase(body, phrase));
    }
  }
  const bodyWords = new Set(body.trim().split(' '));
  for (const [w, owner] of distinctiveTopicWords(bank)) if (bodyWords.has(w)) scores[owner] += 0.5;
  return scores;
}

/** The specialization a job is for; Investment Banking when nothing points clearly elsewhere. */
export function detectSpecialization(input: SpecializationInput, bank: readonly Question[]): SpecializationId {
  const scores = specializationScores(input, bank);
  let best: SpecializationId = DEFAULT_SPECIALIZATION;
  for (const s of SPECIALIZATIONS) if (scores[s.id] > scores[best]) best = s.id;
  return scores[best] >= 2 ? best : DEFAULT_SPECIALIZATION;
}

/** Technical topics of a specialization, the ones the description names most first (ties: bank order). */
export function rankTopics(pool: readonly Question[], jobDescription: string): string[] {
  const body = normaliseText(jobDescription);
  const bodyWords = new Set(body.trim().split(' '));
  const topics = [...new Set(pool.map((q) => q.topic))];
  const score = (topic: string) => {
    let s = countPhrase(body, normaliseText(topic).trim()) ? 5 : 0;
    for (const w of new Set(words(topic))) if (bodyWords.has(w)) s += 3;
    const conceptWords = new Set(pool.filter((q) => q.topic === topic).flatMap((q) => q.keyConcepts.flatMap(words)));
    let conceptHits = 0;
    for (const w of conceptWords) if (w.length >= 5 && bodyWords.has(w)) conceptHits++;
    return s + Math.min(4, conceptHits) * 0.5;
  };
  const scored = topics.map((topic, index) => ({ topic, index, score: score(topic) }));
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((t) => t.topic);
}

/** Picks `count` unused questions, lowest rank first, one per topic before repeating a topic. */
function pick(pool: readonly Question[], count: number, used: Set<string>, rank: (q: Question) => number): Question[] {
  const candidates = pool
    .map((q, index) => ({ q, index }))
    .filter(({ q }) => !used.has(q.id))
    .sort((a, b) => rank(a.q) - rank(b.q) || a.index - b.index)
    .map(({ q }) => q);
  const chosen: Question[] = [];
  const topics = new Set<string>();
  for (const q of candidates) {
    if (chosen.length >= count) break;
    if (topics.has(q.topic)) continue;
    chosen.push(q);
    topics.add(q.topic);
  }
  for (const q of candidates) {
    if (chosen.length >= count) break;
    if (!chosen.includes(q)) chosen.push(q);
  }
  for (const q of chosen) used.add(q.id);
  return chosen;
}

interface Vars {
  company: string;
  position: string;
  aPosition: string;
  aLevel: string;
  skill?: string;
}

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

function fill(text: string, vars: Vars): string {
  return text.replace(/\{(company|position|aPosition|aLevel|skill)\}/g, (_, key: keyof Vars) => vars[key] ?? '');
}

function fromTemplate(template: TemplateQuestion, vars: Vars): PrepQuestion {
  return { question: fill(template.question, vars), keyConcepts: template.keyConcepts.map((c) => fill(c, vars)) };
}

const fromBank = (q: Question): PrepQuestion => ({ question: q.question, sourceId: q.id });

function technicalRounds(
  bank: readonly Question[],
  specialization: SpecializationId,
  level: string,
  jobDescription: string,
  vars: Vars,
): TechnicalRound[] {
  const pool = bank.filter((q) => q.specialization === specialization && q.interviewType === 'Technical');
  const [lo, hi] = difficultyWindow(level);
  const centre = (lo + hi) / 2;
  const used = new Set<string>();
  const topics = rankTopics(pool, jobDescription);
  const mainTopic = topics[0];

  // The focus round is chosen first so the easier rounds cannot use up its topic.
  const topicRank = (q: Question) => topics.indexOf(q.topic) * 10 + Math.abs(q.difficulty - centre);
  const focus = pick(pool.filter((q) => q.topic === mainTopic), 5, used, topicRank);
  if (focus.length < 4) focus.push(...pick(pool, 4 - focus.length, used, topicRank));
  const fundamentals = pick(pool, 4, used, (q) => Math.abs(q.difficulty - lo) + (q.difficulty > lo ? 0.1 : 0));
  const advanced = pick(pool, 4, used, (q) => Math.abs(q.difficulty - (hi + 1)));

  const specializationName = SPECIALIZATIONS.find((s) => s.id === specialization)?.name ?? 'Finance';
  const tailored = TAILORED_TECHNICAL[specialization].map((t) => fromTemplate(t, vars));
  const general = GENERAL_TECHNICAL.map((t) => fromTemplate(t, vars));
  // When the bank is short of questions, general ones keep each round at four or more.
  const spare = [...tailored.slice(1), ...general];
  const topUp = (questions: PrepQuestion[]) => {
    while (questions.length < 4 && spare.length) questions.push(spare.shift() as PrepQuestion);
    return questions;
  };
  return [
    { roundName: 'Round 1: Fundamentals', questions: topUp(fundamentals.map(fromBank)) },
    { roundName: `Round 2: ${mainTopic ?? `${specializationName} Essentials`}`, questions: topUp(focus.map(fromBank)) },
    { roundName: `Round 3: Advanced ${specializationName}`, questions: topUp([...advanced.map(fromBank), tailored[0] as PrepQuestion]) },
  ];
}

const BEHAVIORAL_FROM_BANK = 9;
const BEHAVIORAL_COUNT = 16;

function behavioralQuestions(
  bank: readonly Question[],
  specialization: SpecializationId,
  level: string,
  companyIdealProfile: string,
  vars: Vars,
): PrepQuestion[] {
  const [lo, hi] = difficultyWindow(level);
  const centre = (lo + hi) / 2;
  const pool = bank.filter((q) => q.specialization === specialization && q.interviewType === 'Motivational');
  const fromPool = pick(pool, BEHAVIORAL_FROM_BANK, new Set(), (q) => Math.abs(q.difficulty - centre)).map(fromBank);
  const skills = findTerms(companyIdealProfile, 'soft').slice(0, 2);
  const profile = skills.map((hit) => fromTemplate(PROFILE_SKILL_QUESTION, { ...vars, skill: hit.label }));
  const company = COMPANY_BEHAVIORAL.filter((t) => !t.unlessAsked || !fromPool.some((p) => t.unlessAsked?.test(p.question))).map((t) =>
    fromTemplate(t, vars),
  );
  const general = GENERAL_BEHAVIORAL.map((t) => fromTemplate(t, vars));
  return [...fromPool, ...company, ...profile, ...general];
}

/** Composes a prep for the input from the bank; the same input always gives the same prep. */
export function generatePrep(input: PrepGeneratorInput, bank: readonly Question[]): PrepContent {
  const specialization = detectSpecialization(input, bank);
  const position = cleanName(input.position, 'candidate');
  const level = String(input.level);
  const vars: Vars = {
    company: cleanName(input.companyName, 'the company'),
    position,
    aPosition: withArticle(position),
    aLevel: withArticle((PREP_LEVELS as readonly string[]).includes(level) ? level : 'Analyst'),
  };
  const caseTemplate = CASE_TEMPLATES[specialization];
  const content = tidyPrepContent({
    cv_feedback: cvFeedback({ ...input, level }),
    tech_interview: technicalRounds(bank, specialization, level, input.jobDescription, vars),
    behavioral_interview: behavioralQuestions(bank, specialization, level, input.companyIdealProfile, vars),
    case_task: {
      scenario: fill(caseTemplate.scenario, vars),
      idealStructure: caseTemplate.idealStructure,
      strongExample: caseTemplate.strongExample,
      questions: caseTemplate.questions.map((t) => fromTemplate(t, vars)),
    },
  });
  return { ...content, behavioral_interview: content.behavioral_interview.slice(0, BEHAVIORAL_COUNT) };
}
