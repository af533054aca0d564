// Local answer evaluator (spec §5, §7.1): scores an interview answer 0–50 against the question's
// rubric (key concepts, expected figures, reference answers) with no AI call. Pure and
// deterministic, so browser and server give the same score and feedback for the same answer.
import { z } from 'zod';
import { expectedFigureSchema, type ExpectedFigure } from './question';
import { INTERVIEW_TYPES, type InterviewType } from './specializations';

export const evaluationInputSchema = z.object({
  question: z.string(),
  interviewType: z.enum(INTERVIEW_TYPES),
  specialization: z.string(),
  keyConcepts: z.array(z.string()),
  expectedFigures: z.array(expectedFigureSchema).optional(),
  referenceAnswers: z
    .object({ strong: z.string().optional(), medium: z.string().optional(), weak: z.string().optional() })
    .optional(),
  answer: z.string(),
});

export type EvaluationInput = z.infer<typeof evaluationInputSchema>;
export type EvaluationLevel = 'strong' | 'medium' | 'weak' | 'none';

export interface EvaluationResult {
  /** Integer 0–50. */
  score: number;
  level: EvaluationLevel;
  feedback: string;
  suggestions: string[];
  /** Key concepts the answer covers, as written in the rubric. */
  covered: string[];
  /** Key concepts the answer leaves out. */
  missed: string[];
}

export const MAX_SCORE = 50;
export const TOO_BRIEF_FEEDBACK =
  'Your answer is too brief or empty. Please provide a substantive response to receive proper feedback.';
export const NOT_KNOWING_FEEDBACK =
  "You indicated that you don't know the answer. That's honest, but in an interview it scores nothing: say what you do know and reason your way towards an answer.";

/** §5 bands: strong at 35 and above, medium at 20 and above, weak above 0. */
export function levelForScore(score: number): EvaluationLevel {
  if (score >= 35) return 'strong';
  if (score >= 20) return 'medium';
  if (score > 0) return 'weak';
  return 'none';
}

const NOT_KNOWING = /^(i don'?t know|i do not know|idk|not sure|no idea)[\s.!?…]*$/;

export function evaluateAnswer(input: EvaluationInput): EvaluationResult {
  const trimmed = input.answer.trim();
  if (trimmed.length < 3) return emptyResult(TOO_BRIEF_FEEDBACK, briefSuggestions(input.interviewType));
  if (NOT_KNOWING.test(trimmed.toLowerCase().replace(/[‘’ʼ]/g, "'"))) {
    return emptyResult(NOT_KNOWING_FEEDBACK, notKnowingSuggestions(input));
  }
  const answer = analyse(trimmed);
  if (answer.stems.length === 0) return emptyResult(TOO_BRIEF_FEEDBACK, briefSuggestions(input.interviewType));

  const signals = measure(input, answer);
  const score = Math.max(1, Math.min(MAX_SCORE, Math.round(MAX_SCORE * combine(signals))));
  return {
    score,
    level: levelForScore(score),
    feedback: writeFeedback(input, signals),
    suggestions: writeSuggestions(input, signals),
    covered: signals.concepts.filter((c) => c.credit >= COVERED).map((c) => c.phrase),
    missed: signals.concepts.filter((c) => c.credit < COVERED).map((c) => c.phrase),
  };
}

function emptyResult(feedback: string, suggestions: string[]): EvaluationResult {
  return { score: 0, level: 'none', feedback, suggestions, covered: [], missed: [] };
}

// ---------------------------------------------------------------------------------------------
// Text: synonyms, numbers, stems
// ---------------------------------------------------------------------------------------------

/** Finance synonyms, rewritten to one form before words are compared (order matters: long forms first). */
const SYNONYMS: Array<[RegExp, string]> = [
  [/\bearnings before interest,? tax(es)?,? depreciation,? (and|&) amorti[sz]ation\b/g, ' ebitda '],
  [/\bearnings before interest,? (and|&) tax(es)?\b|\boperating (profit|income)\b/g, ' ebit '],
  [/\benterprise values?\b|\bevs\b/g, ' ev '],
  [/\bequity values?\b|\bmarket cap(itali[sz]ation)?\b/g, ' equityvalue '],
  [/\bweighted average cost of capital\b/g, ' wacc '],
  [/\bcapital asset pricing model\b/g, ' capm '],
  [/\binternal rates? of return\b/g, ' irr '],
  [/\bnet present values?\b/g, ' npv '],
  [/\bmultiples? (on|of) (invested )?(capital|money)\b|\bmoney multiples?\b|\bcash[- ]on[- ]cash( multiples?| returns?)?\b/g, ' moic '],
  [/\bdiscounted cash flows?\b/g, ' dcf '],
  [/\bleveraged buy-?outs?\b/g, ' lbo '],
  [/\bfree cash flows?\b/g, ' fcf '],
  [/\bd ?& ?a\b/g, ' depreciation amortization '],
  [/\bpp ?& ?e\b|\bppe\b|\bproperty,? plant,? (and|&) equipment\b|\bfixed assets?\b/g, ' ppe '],
  [/\bcapital expenditures?\b|\bcapital spending\b/g, ' capex '],
  [/\bcost of goods sold\b|\bcost of sales\b/g, ' cogs '],
  [/\bsg ?& ?a\b/g, ' sga '],
  [/\br ?& ?d\b/g, ' research development '],
  [/\b(net )?working capital\b/g, ' nwc '],
  [/\bannual recurring revenue\b/g, ' arr '],
  [/\bmonthly recurring revenue\b/g, ' mrr '],
  [/\bnet (revenue|dollar) retention\b|\bndr\b/g, ' nrr '],
  [/\bcustomer acquisition costs?\b/g, ' cac '],
  [/\b(customer )?life ?time values?\b|\bclv\b/g, ' ltv '],
  [/\btotal addressable market\b/g, ' tam '],
  [/\bearnings per share\b/g, ' eps '],
  [/\bprice[- /]to[- /]earnings( ratio)?\b|\bprice ?\/ ?earnings( ratio)?\b|\bp ?\/ ?e( ratio)?\b/g, ' peratio '],
  [/\bmergers? (and|&) acquisitions?\b|\bm ?& ?a\b/g, ' mna '],
  [/\bcompound(ed)? annual growth( rate)?\b/g, ' cagr '],
  [/\bcash conversion cycle\b/g, ' ccc '],
  [/\bdays sales outstanding\b|\breceivable days\b|\bdebtor days\b/g, ' dso '],
  [/\bdays inventory outstanding\b|\binventory days\b|\bstock days\b/g, ' dio '],
  [/\bdays payables? outstanding\b|\bpayable days\b|\bcreditor days\b/g, ' dpo '],
  [/\bprofit before tax(ation)?\b|\bpre-?tax profits?\b/g, ' pbt '],
  [/\bright[- ]of[- ]use\b/g, ' rou '],
  [/\breturn on invested capital\b/g, ' roic '],
  [/\breturn on equity\b/g, ' roe '],
  [/\breturn on investment\b/g, ' roi '],
  [/\bshare purchase agreement\b/g, ' spa '],
  [/\bnon-?disclosure agreement\b|\bconfidentiality agreement\b/g, ' nda '],
  [/\bletter of intent\b/g, ' loi '],
  [/\binitial public offering\b/g, ' ipo '],
  [/\bdue diligence\b|\bdd\b/g, ' diligence '],
  [/\bkey performance indicators?\b/g, ' kpi '],
  [/\byear[- ](on|over)[- ]year\b|\by ?\/ ?y\b/g, ' yoy '],
  [/\bcomps\b|\bcomparables\b/g, ' comparable companies '],
  [/\bprecedents\b/g, ' precedent transactions '],
  [/\bliq(uidation)? prefs?\b/g, ' liquidation preference '],
  [/\bpre[- ]?money\b/g, ' premoney '],
  [/\bpost[- ]?money\b/g, ' postmoney '],
  [/\bpro[- ]rata\b/g, ' prorata '],
  [/\b(non|anti|co|sub)-(?=[a-z])/g, '$1'],
];

const NUMBER_WORDS: Record<string, number> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80,
  ninety: 90,
};
const NUMBER_WORD = new RegExp(`\\b(${Object.keys(NUMBER_WORDS).join('|')})(?:[- ](two|three|four|five|six|seven|eight|nine))?\\b`, 'g');

const SCALES: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mn: 1e6, mm: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9, tn: 1e12, trillion: 1e12 };

/** A number as written in a text: its value, the same in units when a scale (m, bn, k) was given. */
interface NumberMention {
  value: number;
  absolute: number;
  scaled: boolean;
  unit: '%' | 'x' | '';
}

const NUMBER =
  /(\d+(?:,\d{3})*(?:\.\d+)?|\.\d+)(?:(k|m|mn|mm|b|bn|tn)\b|\s?(thousand|million|billion|trillion)\b)?\s?(%|x\b|times\b|bps\b)?/g;

function readNumbers(text: string): NumberMention[] {
  const mentions: NumberMention[] = [];
  for (const m of text.matchAll(NUMBER)) {
    let value = Number((m[1] ?? '').replace(/,/g, ''));
    if (!Number.isFinite(value)) continue;
    const scaleWord = m[2] ?? m[3];
    const scale = scaleWord ? (SCALES[scaleWord] ?? 1) : 1;
    let unit: NumberMention['unit'] = '';
    if (m[4] === '%') unit = '%';
    else if (m[4] === 'bps') (unit = '%'), (value /= 100);
    else if (m[4]) unit = 'x';
    mentions.push({ value, absolute: value * scale, scaled: scale !== 1, unit });
  }
  return mentions;
}

const STOP_WORDS = new Set(
  `a an the and or but if of to in on at by for with from as is are was were be been being it its this that these those
  there their they them then than i me my we our us you your he she his her him so too very can could would should will
  shall may might must do does did done have has had having not no yes just also about into onto over under what which who
  whom whose when where why how all any some each every more most much many other such only own same both again further
  once here s t d ll ve re m isn aren wasn weren doesn don didn won wouldn couldn shouldn hasn haven hadn can't
  well like really basically actually probably maybe perhaps quite bit lot lots thing things think know say said way get
  got one etc because since while whether though although e g ie eg let lets around roughly approximately about via per`.split(/\s+/),
);

/** A light stemmer: enough to equate modelling/modeled/models, valuation/value, dilutive/dilution. */
export function stem(word: string): string {
  let w = word.replace(/iz/g, 'is');
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  for (const suffix of ['ingly', 'edly', 'ing', 'ed']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3 && /[aeiouy]/.test(w.slice(0, -suffix.length))) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  for (const suffix of ['ational', 'ation', 'ition', 'ution', 'ion', 'ive', 'ities', 'ity', 'ment', 'ness', 'ally', 'ly', 'able', 'ible', 'al', 'ic']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  if (w.length > 3 && w.at(-1) === w.at(-2)) w = w.slice(0, -1);
  return w;
}

interface AnalysedText {
  /** Content-word stems in order (stop words removed). */
  stems: string[];
  stemSet: Set<string>;
  /** Every prefix (4+ letters) of every stem, to match a stem that another extends. */
  prefixes: Set<string>;
  numbers: NumberMention[];
  /** Lowercased text after synonym rewriting, for marker patterns. */
  text: string;
  words: number;
}

function normalise(raw: string): string {
  let text = ` ${raw.toLowerCase()} `
    .replace(/[‘’ʼ`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—−]/g, ' - ')
    .replace(/×/g, ' * ')
    .replace(/\bper ?cent\b|\bpercent\b|\bpercentage points?\b|\bppts?\b/g, '%');
  for (const [pattern, replacement] of SYNONYMS) text = text.replace(pattern, replacement);
  return text.replace(NUMBER_WORD, (_, tens: string, unit?: string) =>
    String((NUMBER_WORDS[tens] ?? 0) + (unit ? (NUMBER_WORDS[unit] ?? 0) : 0)),
  );
}

export function analyse(raw: string): AnalysedText {
  const text = normalise(raw);
  const numbers = readNumbers(text);
  const words = text.split(/[^a-z0-9']+/).filter((w) => /[a-z]/.test(w));
  const stems: string[] = [];
  for (const word of words) {
    for (const part of word.split("'")) {
      if (part.length < 2 || STOP_WORDS.has(part) || /^\d/.test(part)) continue;
      stems.push(stem(part));
    }
  }
  const prefixes = new Set<string>();
  for (const s of stems) for (let n = 4; n <= s.length; n++) prefixes.add(s.slice(0, n));
  return { stems, stemSet: new Set(stems), prefixes, numbers, text, words: words.length };
}

/** Two stems match when equal or when one (4+ letters) starts the other: "valu" ~ "valuat". */
function hasStem(text: AnalysedText, s: string): boolean {
  if (text.stemSet.has(s)) return true;
  if (s.length >= 4 && text.prefixes.has(s)) return true;
  for (let n = 4; n < s.length; n++) if (text.stemSet.has(s.slice(0, n))) return true;
  return false;
}

function sameNumber(a: number, b: number): boolean {
  return Math.abs(Math.abs(a) - Math.abs(b)) <= Math.max(1e-9, 0.005 * Math.abs(b));
}

function mentionsMatch(a: NumberMention, b: NumberMention): boolean {
  if (a.unit && b.unit && a.unit !== b.unit) return false;
  return sameNumber(a.value, b.value) || ((a.scaled || b.scaled) && sameNumber(a.absolute, b.absolute));
}

function hasNumber(text: AnalysedText, n: NumberMention): boolean {
  return text.numbers.some((m) => mentionsMatch(m, n));
}

// ---------------------------------------------------------------------------------------------
// Signals
// ---------------------------------------------------------------------------------------------

/** Share of a concept's words an answer needs for the concept to count as covered. */
const COVERED = 0.6;

interface ConceptCheck {
  phrase: string;
  /** 0–1: share of the concept's content words and figures found, question words counting half. */
  credit: number;
}

type FigureOutcome = 'right' | 'close' | 'missing' | 'wrong';

interface FigureCheck {
  figure: ExpectedFigure;
  outcome: FigureOutcome;
}

interface Signals {
  concepts: ConceptCheck[];
  /** Mean concept credit, 0–1 (null when the rubric has no concepts). */
  coverage: number | null;
  figures: FigureCheck[];
  /** -1 wrong verdict, 0 none given, 1 right verdict; null when the question asks for none. */
  verdict: number | null;
  expectedVerdict: 'true' | 'false' | null;
  /** Closeness to the reference answers: > 0 nearer the strong one, < 0 nearer the weak one. */
  reference: number | null;
  structure: StructureCheck;
  /** 0–1: how much substance beyond the question's own words, saturating. */
  depth: number;
  words: number;
}

interface StructureCheck {
  /** 0–1 share of the expected parts present. */
  score: number;
  /** Parts the interview type expects that are missing, by key. */
  missing: StructurePart[];
}

type StructurePart =
  | 'situation'
  | 'action'
  | 'result'
  | 'reflection'
  | 'reasons'
  | 'experience'
  | 'framework'
  | 'numbers'
  | 'recommendation'
  | 'reasoning';

export function measure(input: EvaluationInput, answer: AnalysedText): Signals {
  const question = analyse(input.question);
  const concepts = input.keyConcepts.map((phrase) => checkConcept(phrase, answer, question));
  const coverage = concepts.length ? concepts.reduce((sum, c) => sum + c.credit, 0) / concepts.length : null;
  const figures = checkFigures(input.expectedFigures ?? [], answer, question, input.keyConcepts);
  const expectedVerdict = verdictOf(input);
  const verdict = expectedVerdict ? verdictScore(answer, expectedVerdict) : null;
  const novel = new Set(answer.stems.filter((s) => !question.stemSet.has(s)));
  return {
    concepts,
    coverage,
    figures,
    verdict,
    expectedVerdict,
    reference: referenceCloseness(input, answer, question),
    structure: checkStructure(input, answer),
    depth: Math.min(1, novel.size / 35),
    words: answer.words,
  };
}

function checkConcept(phrase: string, answer: AnalysedText, question: AnalysedText): ConceptCheck {
  const concept = analyse(phrase);
  let total = 0;
  let found = 0;
  for (const s of new Set(concept.stems)) {
    const weight = question.stemSet.has(s) ? 0.5 : 1;
    total += weight;
    if (hasStem(answer, s)) found += weight;
  }
  for (const n of concept.numbers) {
    const weight = hasNumber(question, n) ? 0.5 : 1.5;
    total += weight;
    if (hasNumber(answer, n)) found += weight;
  }
  return { phrase, credit: total ? found / total : 0 };
}

/** Scale of a figure's unit ("$m" → 1e6), to compare "£200,000" with 200 "£k". */
function unitScale(unit = ''): { scale: number; kind: NumberMention['unit'] } {
  const u = unit.trim().toLowerCase();
  if (u === '%' || u.startsWith('percent')) return { scale: 1, kind: '%' };
  if (u === 'x') return { scale: 1, kind: 'x' };
  const scale = /^\W?(bn|billion)\b/.test(u) ? 1e9 : /^\W?(m|mn|million)\b/.test(u) ? 1e6 : /^\W?(k|thousand)\b/.test(u) ? 1e3 : 1;
  return { scale, kind: '' };
}

function figureDistance(figure: ExpectedFigure, m: NumberMention): number {
  const { scale, kind } = unitScale(figure.unit);
  if (kind && m.unit && m.unit !== kind) return Infinity;
  const raw = Math.abs(Math.abs(m.value) - Math.abs(figure.value));
  const absolute = m.scaled || scale !== 1 ? Math.abs(Math.abs(m.absolute) - Math.abs(figure.value * scale)) / scale : Infinity;
  return Math.min(raw, absolute);
}

function checkFigures(
  figures: ExpectedFigure[],
  answer: AnalysedText,
  question: AnalysedText,
  keyConcepts: string[],
): FigureCheck[] {
  const steps = keyConcepts.flatMap((c) => analyse(c).numbers);
  const isRight = (f: ExpectedFigure, m: NumberMention) => figureDistance(f, m) <= f.tolerance + 1e-9;
  const isClose = (f: ExpectedFigure, m: NumberMention) =>
    figureDistance(f, m) <= Math.max(2 * f.tolerance, 0.05 * Math.abs(f.value));
  // A number the student introduced that is neither given, nor an expected figure, nor a step of the rubric.
  const stray = answer.numbers.filter(
    (m) =>
      !hasNumber(question, m) &&
      !figures.some((f) => isClose(f, m)) &&
      !steps.some((s) => mentionsMatch(m, s)),
  );
  return figures.map((figure) => {
    if (answer.numbers.some((m) => isRight(figure, m))) return { figure, outcome: 'right' };
    if (answer.numbers.some((m) => isClose(figure, m))) return { figure, outcome: 'close' };
    return { figure, outcome: stray.length ? 'wrong' : 'missing' };
  });
}

/** The verdict a true/false question expects, from the rubric ("false" as a key concept) or the strong reference. */
function verdictOf(input: EvaluationInput): 'true' | 'false' | null {
  if (!/\btrue or false\b|\bfalse or true\b/i.test(input.question)) return null;
  const fromConcepts = input.keyConcepts.map((c) => c.trim().toLowerCase()).find((c) => c === 'true' || c === 'false');
  if (fromConcepts === 'true' || fromConcepts === 'false') return fromConcepts;
  const fromReference = input.referenceAnswers?.strong?.trim().toLowerCase().match(/^(true|false)\b/)?.[1];
  return fromReference === 'true' || fromReference === 'false' ? fromReference : null;
}

function verdictScore(answer: AnalysedText, expected: 'true' | 'false'): number {
  const opening = answer.text.split(/\s+/).slice(0, 14).join(' ');
  const said = opening.match(/\b(true|false|correct|incorrect|wrong|right)\b/)?.[1];
  if (!said) return 0;
  const saysTrue = said === 'true' || said === 'correct' || said === 'right';
  return saysTrue === (expected === 'true') ? 1 : -1;
}

/** Binary cosine between two sets of stems. */
function overlap(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  return shared / Math.sqrt(a.size * b.size);
}

function referenceCloseness(input: EvaluationInput, answer: AnalysedText, question: AnalysedText): number | null {
  const refs = input.referenceAnswers;
  if (!refs) return null;
  const own = (t: AnalysedText) => new Set(t.stems.filter((s) => !question.stemSet.has(s)));
  const mine = own(answer);
  const sim = (ref?: string) => (ref && ref.trim() ? overlap(mine, own(analyse(ref))) : null);
  const strong = sim(refs.strong);
  const medium = sim(refs.medium);
  const weak = sim(refs.weak);
  // Anchor each reference at its level; the answer's position is the similarity-weighted anchor.
  const anchors: Array<[number | null, number]> = [
    [strong, 1],
    [medium, 0],
    [weak, -1],
  ];
  let weightSum = 0;
  let position = 0;
  for (const [s, anchor] of anchors) {
    if (s === null) continue;
    weightSum += s * s;
    position += s * s * anchor;
  }
  return weightSum ? position / weightSum : null;
}

// Structure markers by interview type.
const MARKERS = {
  situation: /\b(when|during|while|at my|in my|last (year|summer)|situation|internship|project|society|team)\b/,
  task: /\b(my (role|task|job|responsibility|goal)|i was (responsible|asked|tasked)|i had to|we needed|task|goal was)\b/,
  action: /\bi (\w+ed|built|led|set|made|took|ran|wrote|spoke|met|went|began|chose|brought|found|gave|sent|put|split|drew|rebuilt|rewrote|sat|told|kept|did|got|stepped|decided|created|organi[sz]ed)\b|\baction\b/,
  result: /\b(result|outcome|in the end|ended up|which meant|as a result|so that|delivered|won|achieved|improved|increased|reduced|saved|cut|grew|raised|finished|received|offer|on time|praised|adopted|became)\b/,
  reflection: /\b(learn(ed|t)?|lesson|taught me|now i|since then|next time|i now|changed my|i apply)\b/,
  reasons: /\b(first|second|third|two reasons|three reasons|reasons|another)\b/,
  experience: /\b(my (internship|placement|experience|project|degree|dissertation|society|role)|i (worked|interned|spent|led|built|followed|read|spoke|met|joined))\b/,
  goal: /\b(long[- ]term|career|goal|future|want to|i'd like|aspire|ambition)\b/,
  framework: /\b(first|second|third|then|next|finally|framework|break (it |this |that )?down|split|drivers?|buckets?|three (areas|things|parts|questions|steps|stages)|on one hand|stages?|steps?)\b/,
  assumption: /\b(assum\w*|estimate\w*|suppose|let's say|roughly|about|approximately)\b/,
  recommendation: /\b(recommend\w*|i would (advise|go|take|choose|pick|invest|lead|pass|keep|accept|reject)|i'd (advise|go|take|choose|pick|invest|lead|pass|keep|accept|reject)|my (advice|answer|view|conclusion)|so (i'd|i would)|overall|conclusion|therefore|should (go|proceed|invest|accept|reject|not))\b/,
  reasoning: /\b(because|so|which means|therefore|since|as a result|that's why|due to|driven by)\b/,
};

function checkStructure(input: EvaluationInput, answer: AnalysedText): StructureCheck {
  const t = answer.text;
  const has = (p: RegExp) => p.test(t);
  const parts: Array<[StructurePart, boolean]> = [];
  if (input.interviewType === 'Motivational') {
    if (isBehavioural(input.question)) {
      parts.push(['situation', has(MARKERS.situation) || has(MARKERS.task)]);
      parts.push(['action', has(MARKERS.action)]);
      parts.push(['result', has(MARKERS.result) && (answer.numbers.length > 0 || /\b(won|offer|promoted|adopted|praised|client)\b/.test(t))]);
      parts.push(['reflection', has(MARKERS.reflection)]);
    } else {
      parts.push(['reasons', has(MARKERS.reasons)]);
      parts.push(['experience', has(MARKERS.experience)]);
      parts.push(['reflection', has(MARKERS.goal) || has(MARKERS.reflection)]);
    }
  } else if (input.interviewType === 'Case Study') {
    parts.push(['framework', has(MARKERS.framework)]);
    parts.push(['numbers', answer.numbers.length >= 2 || has(MARKERS.assumption)]);
    parts.push(['recommendation', has(MARKERS.recommendation)]);
  } else {
    parts.push(['reasoning', has(MARKERS.reasoning)]);
  }
  const present = parts.filter(([, ok]) => ok).length;
  return { score: parts.length ? present / parts.length : 1, missing: parts.filter(([, ok]) => !ok).map(([p]) => p) };
}

function isBehavioural(question: string): boolean {
  return /\b(tell me about a time|describe a (time|situation)|give (me )?an example|a time (when|you)|tell me about (a|the) (mistake|failure|deal|project|situation|conflict|setback|challenge|difficult|most))\b/i.test(
    question,
  );
}

// ---------------------------------------------------------------------------------------------
// Score
// ---------------------------------------------------------------------------------------------

const FIGURE_VALUE: Record<FigureOutcome, number> = { right: 1, close: 0.5, missing: 0, wrong: -0.5 };

/** Combines the signals into a 0–1 quality; the key concepts are the main signal. */
export function combine(s: Signals): number {
  const parts: Array<[number, number]> = [];
  if (s.coverage !== null) parts.push([Math.min(1, s.coverage / 0.8), 0.6]);
  if (s.reference !== null) parts.push([(s.reference + 1) / 2, 0.2]);
  parts.push([s.structure.score, 0.1]);
  parts.push([s.depth, 0.1]);
  const totalWeight = parts.reduce((sum, [, w]) => sum + w, 0);
  let quality = parts.reduce((sum, [v, w]) => sum + v * w, 0) / totalWeight;

  if (s.figures.length) {
    const accuracy = s.figures.reduce((sum, f) => sum + FIGURE_VALUE[f.outcome], 0) / s.figures.length;
    quality *= 0.55 + 0.45 * Math.max(0, accuracy);
    if (accuracy < 0) quality *= 1 + accuracy;
  }
  if (s.verdict !== null) quality *= s.verdict > 0 ? 1 : s.verdict === 0 ? 0.8 : 0.35;
  // Very short answers cannot show enough: capped rather than scored on length.
  if (s.words < 8) quality = Math.min(quality, 0.38);
  else if (s.words < 20) quality = Math.min(quality, 0.68);
  return Math.max(0, Math.min(1, quality));
}

// ---------------------------------------------------------------------------------------------
// Feedback
// ---------------------------------------------------------------------------------------------

function listPhrases(phrases: string[], joiner: 'and' | 'or'): string {
  const items = phrases.slice(0, 3);
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items.at(-1)}`;
}

function writeFeedback(input: EvaluationInput, s: Signals): string {
  const covered = s.concepts.filter((c) => c.credit >= COVERED).map((c) => c.phrase);
  const missed = [...s.concepts].filter((c) => c.credit < COVERED).sort((a, b) => a.credit - b.credit).map((c) => c.phrase);
  const sentences: string[] = [];
  sentences.push(covered.length ? `You covered ${listPhrases(covered, 'and')}.` : 'Your answer did not yet cover the key points of this question.');
  if (missed.length) sentences.push(`You did not mention ${listPhrases(missed, 'or')}.`);
  const wrong = s.figures.filter((f) => f.outcome === 'wrong' || f.outcome === 'close');
  if (s.verdict === -1 && s.expectedVerdict) sentences.push(`The statement is ${s.expectedVerdict}, so the verdict needs correcting.`);
  else if (wrong.length) sentences.push(`Check your figure for ${wrong[0]?.figure.label}: it does not match the expected answer.`);
  else if (s.structure.missing.length && input.interviewType !== 'Technical' && input.interviewType !== 'Gamification') {
    sentences.push(structureSentence(s.structure.missing[0]));
  }
  return sentences.slice(0, 3).join(' ');
}

function structureSentence(part: StructurePart | undefined): string {
  switch (part) {
    case 'situation':
      return 'The story needs a clearer situation at the start.';
    case 'action':
      return 'It was not clear what you personally did.';
    case 'result':
      return 'The story lacks a concrete result.';
    case 'reflection':
      return 'It did not say what you took from the experience or where you are heading.';
    case 'reasons':
      return 'Your reasons were not laid out clearly.';
    case 'experience':
      return 'It needs an experience of your own to back it up.';
    case 'framework':
      return 'The answer lacks a clear structure.';
    case 'numbers':
      return 'It did not put numbers or assumptions on the problem.';
    case 'recommendation':
      return 'It did not end with a recommendation.';
    default:
      return 'Explain the reasoning behind each point.';
  }
}

function writeSuggestions(input: EvaluationInput, s: Signals): string[] {
  const out: string[] = [];
  for (const f of s.figures) {
    if (f.outcome !== 'right') out.push(`State the figure: ${f.figure.label} is ${formatFigure(f.figure)}.`);
  }
  if (s.verdict !== null && s.verdict <= 0 && s.expectedVerdict) {
    out.push(`Open with the verdict (${s.expectedVerdict}) and then explain why in one or two sentences.`);
  }
  for (const part of s.structure.missing) out.push(structureSuggestion(part));
  const missed = [...s.concepts].filter((c) => c.credit < COVERED).sort((a, b) => a.credit - b.credit);
  for (const c of missed) out.push(`Cover ${c.phrase}.`);
  if (out.length < 2) out.push(typeSuggestion(input.interviewType));
  if (out.length < 2) out.push('Practise saying it aloud in under two minutes, leading with your main point.');
  return [...new Set(out)].slice(0, 3);
}

function structureSuggestion(part: StructurePart): string {
  switch (part) {
    case 'situation':
      return 'Structure the story with STAR: open with the situation and your task in one or two sentences.';
    case 'action':
      return 'Say what you did yourself, in the first person ("I built", "I proposed"), not what the team did.';
    case 'result':
      return 'Structure the story with STAR: end with a measurable result.';
    case 'reflection':
      return 'Close with what you learned and how you apply it now, or how it leads to your career goal.';
    case 'reasons':
      return 'Give two or three distinct reasons and signpost them (first, second, third).';
    case 'experience':
      return 'Back your motivation with something you did: an internship, a project or a deal you followed.';
    case 'framework':
      return 'Lay out a framework first: break the problem into its drivers and take them in order.';
    case 'numbers':
      return 'Put numbers on it: state your assumptions and do the key calculation out loud.';
    case 'recommendation':
      return 'Finish with a clear recommendation and the main risk to it.';
    default:
      return 'Explain the why behind each step, not only the what.';
  }
}

function typeSuggestion(type: InterviewType): string {
  switch (type) {
    case 'Motivational':
      return 'Make it specific to you: one concrete example with a measurable result.';
    case 'Case Study':
      return 'Summarise your recommendation in one sentence at the end, with the key number behind it.';
    case 'Gamification':
      return 'Answer first, then show the one-line calculation or reason behind it.';
    default:
      return 'Link each point back to the question and give a short numerical example.';
  }
}

function formatFigure(f: ExpectedFigure): string {
  const unit = f.unit?.trim() ?? '';
  const value = String(f.value);
  if (!unit) return value;
  if (unit === '%' || unit === 'x') return `${value}${unit}`;
  const currency = unit.match(/^([$£€])(.*)$/);
  if (currency) return `${currency[1]}${value}${currency[2]}`;
  return `${value} ${unit}`;
}

function briefSuggestions(type: InterviewType): string[] {
  return ['Answer in a few full sentences: state your main point first, then support it.', typeSuggestion(type)];
}

function notKnowingSuggestions(input: EvaluationInput): string[] {
  const first = input.keyConcepts[0];
  return [
    'Say what you do know and reason out loud: interviewers reward the approach, not only the answer.',
    first ? `Start from the basics of the question, for example ${first}.` : typeSuggestion(input.interviewType),
    'Review this topic, then try the question again.',
  ];
}
