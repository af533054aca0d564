// Common wrong statements (evaluator/content/misconceptions.json): each names the claim, the concept it
// contradicts and the correction, and is looked for in every sentence of an answer on its topic (the
// question's or the answer's own), or to the bank questions it lists. Data, not code: a new misconception is a new entry.
import type { DetectedMisconception } from '@bullpen/shared/domain';
import { z } from 'zod';
import data from '../../content/misconceptions.json';
import { LiteralLookup, mayMatch, NeedleIndex, needles, requiredLiterals, type Needle } from './pattern-literals';

const misconceptionSchema = z
  .object({
    id: z.string().min(1),
    /** Pattern on the question and its key concepts: the misconception is looked for in answers to such questions. */
    topic: z.string().optional(),
    /** Bank question ids the misconception belongs to, whatever their wording. */
    questions: z.array(z.string()).optional(),
    /** Patterns one sentence of the answer must all match (lowercase text, finance terms in their short form: wacc, fcf, nwc, ev). */
    patterns: z.array(z.string()).min(1),
    /** The claim does not count in a sentence matching this (a correct statement nearby, a hedge). */
    unless: z.string().optional(),
    /** The answer as a whole must match this for the claim to count. */
    requires: z.string().optional(),
    claim: z.string().min(1),
    contradicts: z.string().min(1),
    correction: z.string().min(1),
    /** The error is the crux of the question (the grade is capped low), or a secondary one. */
    central: z.boolean(),
  })
  .refine((m) => m.topic || m.questions?.length, 'a misconception needs a topic or questions');

export type Misconception = z.infer<typeof misconceptionSchema>;

interface CompiledMisconception extends Misconception {
  topicPattern: RegExp | null;
  sentencePatterns: RegExp[];
  unlessPattern: RegExp | null;
  requiresPattern: RegExp | null;
  /** Strings one of which a text on the topic holds (null: unknown): a topic none of them is in is not tested. */
  topicLiterals: Needle[] | null;
  /** The same for each sentence pattern: an answer holding none of one pattern's strings states nothing of this entry. */
  patternLiterals: Array<Needle[] | null>;
}

function compile(m: Misconception): CompiledMisconception {
  const re = (source?: string) => (source ? new RegExp(source) : null);
  return {
    ...m,
    topicPattern: re(m.topic),
    sentencePatterns: m.patterns.map((p) => new RegExp(p)),
    unlessPattern: re(m.unless),
    requiresPattern: re(m.requires),
    topicLiterals: m.topic ? needles(requiredLiterals(m.topic)) : null,
    patternLiterals: m.patterns.map((p) => needles(requiredLiterals(p))),
  };
}

export function parseMisconceptions(entries: unknown): Misconception[] {
  return z.array(misconceptionSchema).parse(entries);
}

export const MISCONCEPTIONS: readonly Misconception[] = parseMisconceptions(data);
const COMPILED = MISCONCEPTIONS.map(compile);

export interface MisconceptionContext {
  /** Question and key concepts, lowercase, in raw and normalised form. */
  topicText: string;
  /** The bank id of the question, when it is one of the bank's. */
  questionId?: string;
  /** The answer's sentences, lowercase, finance terms in their short form, single spaces. */
  sentences: string[];
  /** The whole answer in the same form. */
  text: string;
}

/** Entries that share a topic, and what a text on it needs. */
interface TopicGroup {
  pattern: RegExp;
  needles: Needle[] | null;
  entries: CompiledMisconception[];
}

/** A list compiled for lookup: entries by bank question, and the entries each topic brings in. */
interface MisconceptionIndex {
  /** Each entry's place in the list: what is found is reported in list order. */
  order: Map<CompiledMisconception, number>;
  byQuestion: Map<string, CompiledMisconception[]>;
  topics: TopicGroup[];
  /** What a text on each topic needs, in the order of `topics`. */
  topicNeedles: NeedleIndex;
  /** Which topics a question's text is on, by that text (questions recur, answers do not). */
  topicsOfQuestion: Map<string, Set<TopicGroup>>;
}

const INDEXES = new WeakMap<readonly CompiledMisconception[], MisconceptionIndex>();
const TOPIC_CACHE_SIZE = 2000;

function indexOf(list: readonly CompiledMisconception[]): MisconceptionIndex {
  const known = INDEXES.get(list);
  if (known) return known;
  const byQuestion = new Map<string, CompiledMisconception[]>();
  const topics = new Map<string, TopicGroup>();
  for (const m of list) {
    for (const id of m.questions ?? []) byQuestion.set(id, [...(byQuestion.get(id) ?? []), m]);
    if (!m.topic || !m.topicPattern) continue;
    const group = topics.get(m.topic) ?? { pattern: m.topicPattern, needles: m.topicLiterals, entries: [] };
    group.entries.push(m);
    topics.set(m.topic, group);
  }
  const groups = [...topics.values()];
  const index = {
    order: new Map(list.map((m, i) => [m, i])),
    byQuestion,
    topics: groups,
    topicNeedles: new NeedleIndex(groups.map((group) => group.needles)),
    topicsOfQuestion: new Map<string, Set<TopicGroup>>(),
  };
  INDEXES.set(list, index);
  return index;
}

/** The misconceptions an answer states, each once, central ones first. */
export function detectMisconceptions(context: MisconceptionContext, list: readonly CompiledMisconception[] = COMPILED): Array<DetectedMisconception & { central: boolean }> {
  const index = indexOf(list);
  let questionTopics = index.topicsOfQuestion.get(context.topicText);
  if (!questionTopics) {
    questionTopics = new Set(index.topics.filter((group) => group.pattern.test(context.topicText)));
    if (index.topicsOfQuestion.size >= TOPIC_CACHE_SIZE) index.topicsOfQuestion.clear();
    index.topicsOfQuestion.set(context.topicText, questionTopics);
  }
  const lookup = new LiteralLookup(context.text);
  // A misconception belongs to a concept, not to a question: it is looked for when the question or the
  // answer itself is on that concept, so answers to questions outside the bank are checked too.
  const candidates = new Set(context.questionId === undefined ? [] : (index.byQuestion.get(context.questionId) ?? []));
  // Entries the question itself is on; the others were brought in by the answer alone.
  const onQuestion = new Set(candidates);
  const mayBeOn = index.topicNeedles.matching(lookup);
  index.topics.forEach((group, i) => {
    if (questionTopics.has(group)) {
      for (const m of group.entries) {
        candidates.add(m);
        onQuestion.add(m);
      }
    } else if (mayBeOn[i] && group.pattern.test(context.text)) for (const m of group.entries) candidates.add(m);
  });
  const found = [...candidates]
    .sort((a, b) => (index.order.get(a) ?? 0) - (index.order.get(b) ?? 0))
    .filter((m) => {
      // Every sentence is part of the answer's text: a pattern whose strings the text lacks matches no sentence.
      if (!m.patternLiterals.every((literals) => lookup.mayMatch(literals))) return false;
      if (m.requiresPattern && !m.requiresPattern.test(context.text)) return false;
      return context.sentences.some(
        (s, i) => {
          if (!matches(m, s) || HYPOTHETICAL.test(s)) return false;
          const own = ownPart(s, context.sentences[i + 1]);
          return (own === s || matches(m, own)) && !excepted(m, own);
        },
      );
    });
  // A wrong statement on a concept the question is not about is an aside the answer wandered into: a
  // secondary error (RUBRIC.md, principle 2), however central it would be to a question on that concept.
  const read = found.map((m) => ({ claim: m.claim, contradicts: m.contradicts, correction: m.correction, central: m.central && onQuestion.has(m) }));
  // Entries written apart can name the same claim: it is reported once, the central reading first.
  const seen = new Set<string>();
  return read.sort((a, b) => Number(b.central) - Number(a.central)).filter((m) => !seen.has(m.claim) && Boolean(seen.add(m.claim)));
}

/**
 * A sentence that works through another case for comparison ("for comparison, if the pool were created
 * after the round…", "even if you leave out the one-offs it's 11.9x") states no claim of the answer's own.
 */
const HYPOTHETICAL = /^(?:for|by|in) comparison\b|^even if\b|^if\b[^,]{0,80}\b(?:were|had been)\b|^had (?:we|you|they|it|the)\b|\bwould have been\b/;

/**
 * What a sentence claims as the speaker's own, when it puts up someone else's view to knock it down: "a lot of
 * people think doubt means a qualified opinion. It doesn't." A view reported as others' that the sentence or
 * the next one rejects, or one named a myth or a common mistake, is no claim of the answer's own; after a
 * "but" the speaker speaks for themselves again.
 */
function ownPart(sentence: string, next = ''): string {
  const mistake = MISTAKE_NAMED.exec(sentence);
  const framed = mistake ?? OTHERS_VIEW.exec(sentence);
  if (!framed) return sentence;
  const rest = sentence.slice(framed.index + framed[0].length);
  // "…, but under IAS 38 you can go back and capitalise it": what follows the "but" is the speaker's own claim.
  const but = /\bbut\b/.exec(rest);
  if (but) return rest.slice(but.index + but[0].length);
  return mistake || REJECTED.test(rest) || REJECTED_NEXT.test(next.trim()) ? '' : sentence;
}

/** Every pattern of the entry is in this text. */
function matches(m: CompiledMisconception, text: string): boolean {
  return m.sentencePatterns.every((p, k) => mayMatch(m.patternLiterals[k] ?? null, text) && p.test(text));
}

/** The entry's exception is in this text. */
function excepted(m: CompiledMisconception, text: string): boolean {
  return Boolean(m.unlessPattern?.test(text) || m.unlessPattern?.test(unitsApart(text)));
}

const OTHERS_VIEW = /\b(?:(?:a lot of|lots of|many|some|most) (?:people|candidates|students|founders|investors|managers|juniors)|people (?:often|sometimes|usually)?\s?|it is (?:often|commonly|widely)|it's (?:often|commonly|widely))\s?(?:think|believe|assume|say|claim|argue|thought|believed|assumed|said|confuse)\b/;
const MISTAKE_NAMED = /\b(?:a|the|one) (?:common|classic|typical|frequent|popular) (?:mistake|misconception|error|trap|myth)\b|\bit(?:'s| is) a (?:myth|misconception) that\b/;
const REJECTED = /\b(?:wrong|incorrect|not true|untrue|myth|mistake)\b/;
const REJECTED_NEXT = /^(?:it (?:doesn't|does not|isn't|is not|won't|can't)|that(?:'s| is) (?:wrong|not|incorrect|a myth|a mistake)|they(?:'re| are) wrong|wrong|not (?:so|true|quite)|no\b|actually|in fact|but)\b/;

/** A figure with its unit set apart ("2.5m" as "2.5 m"), so that an exception naming the right figure ("\\b2\\.5\\b") finds it either way. */
function unitsApart(sentence: string): string {
  return sentence.replace(/(\d)(k|m|mn|bn|x)\b/g, '$1 $2');
}

/** Compiles entries for a test or another list than the bundled one. */
export function compileMisconceptions(entries: readonly Misconception[]): CompiledMisconception[] {
  return entries.map(compile);
}
