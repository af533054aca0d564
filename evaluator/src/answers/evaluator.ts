// Local answer evaluator (spec §5, §7.1): scores an interview answer 0–50 against the question's
// rubric (key concepts, expected figures, reference answers) with no AI call. Pure and
// deterministic: the same answer always gets the same score and feedback. Server code: the gateway
// and the `evaluate` command use it; the browser only shows its results.
import {
  levelForScore,
  type EvaluationInput,
  type EvaluationLevel,
  type DetectedMisconception,
  type EvaluationResult,
  type ExpectedFigure,
  type InterviewType,
} from '@bullpen/shared/domain';
import { TopicIndex } from './topic-index';
import { QUESTION_BANK } from '../content/question-bank.data';
import { genericClaims, isKeywordList, paddingShare, specificityOf, type Specificity } from './answer-form';
import { detectMisconceptions, type compileMisconceptions } from './misconceptions';
import { calibratedScore, type Bounds, type Features } from './calibration';
import { CONCEPT_ALIASES } from './concept-aliases';
import { NearestWordings } from './nearest-wordings';
import { addressedToScorer, type ScorerAddressed } from './scorer-addressed';
import { spokenNumbersToDigits, TEENS, TENS, UNITS } from './spoken-numbers';

export const TOO_BRIEF_FEEDBACK =
  'Your answer is too brief or empty. Please provide a substantive response to receive proper feedback.';
export const NOT_KNOWING_FEEDBACK =
  "You indicated that you don't know the answer. That's honest, but in an interview it scores nothing: say what you do know and reason your way towards an answer.";

const NOT_KNOWING = /^(i don'?t know|i do not know|idk|not sure|no idea)[\s.!?…]*$/;
/** A short reply that declines the question in other words ("no idea, pass", "sorry, we haven't covered this", "I'm drawing a blank"). */
const DECLINING = new RegExp(
  [
    String.raw`\b(i )?(don'?t|do not) (really |actually |genuinely |honestly )?know\b`,
    String.raw`\b(idk|dunno)\b`,
    String.raw`\b(not (really |quite |entirely |totally )?(sure|certain|familiar)|unsure|i'?m uncertain|i am uncertain)\b`,
    String.raw`\b(no|not a|haven'?t a|not the (slightest|faintest)) (idea|clue)\b`,
    String.raw`^(pass|skip|next)\b|\b(i'?ll|i will|i'?d (like to|rather)|let me|can we|could we|i have to|i need to) (pass|skip)\b|, pass[.!]?$`,
    String.raw`\b(can'?t|cannot|couldn'?t) (really )?(do|answer|think of|remember|recall|say|explain|work (it|this|that) out)\b`,
    String.raw`\b(don'?t|do not) (really )?(remember|recall)\b`,
    String.raw`\b(haven'?t|have not|never) (really |yet |actually )?(covered|done|learned|learnt|studied|thought about|looked at|come across|seen|heard of|read about)\b`,
    String.raw`\b(not|isn'?t) something i('ve| have)? (know|known|studied|learned|learnt|covered|done|looked at|seen|heard of|come across|read about|worked on)\b`,
    String.raw`\b(drawing|drew) a blank\b|\b(blanking|gone blank|went blank|mind is blank)\b`,
    String.raw`\bbeyond (me|what i know|my knowledge)\b|\bout of my depth\b`,
    String.raw`\b(need|have|would need|'d need|'d have) to (look (it|that|this) up|check (my notes|that|it)|read up)\b`,
    String.raw`\b(rather not|don'?t want to|won'?t|not going to) guess\b`,
    String.raw`\b(could|can) we (maybe )?(skip|move on|come back to)\b|\bnext question\b`,
  ].join('|'),
);
const DECLINING_MAX_WORDS = 30;
/** Words that make a short reply an attempt however it hedges ("…, because…", "it is…"). */
const ATTEMPTING = /\b(because|so the|it is|it's the|which)\b/;

/** No attempt at all: the §5 replies, or a short reply that only declines, with no figure or point in it. */
function isNoAttempt(reply: string, input: EvaluationInput): boolean {
  if (NOT_KNOWING.test(reply)) return true;
  // A figure would be an attempt; a number inside a name ("IFRS 15", "ISA 240") is not.
  if (/\d/.test(reply.replace(/\b(ifrs|ias|isa|asc|fas|frs|gaap) ?\d+\b/g, ''))) return false;
  const words = reply.split(' ').length;
  if (DECLINING.test(reply) && words <= DECLINING_MAX_WORDS && !ATTEMPTING.test(reply) && !makesAPoint(reply, input)) return true;
  return words <= ONLY_ABOUT_ANSWERING_MAX_WORDS && onlyAboutAnswering(reply);
}

/**
 * Words about knowing, answering and the interview itself: a reply made of these alone says nothing of
 * the subject, however it is phrased ("I'm stumped", "could you give me a hint?", "it's been a while
 * since I looked at this and I've forgotten"). The question's own words are not among them: "No, I
 * wouldn't buy it" takes a side.
 */
const ANSWERING_WORDS =
  `know knowledge idea clue sure certain unsure familiar remember recall forget forgot forgotten learn learned learnt study studies
  studied cover covered come came across seen heard read guess guessing skip pass blank blanking mind look looked check notes
  answer answers question questions think thought move next depth honest honestly sorry afraid rather wrong give tell say
  beats stumped hint rephrase repeat understand outside beyond gap current right now moment able help comfortable prepare
  prepared research later back while since time yet far university school class course lecture area topic subject one thing
  make up try attempt best explain properly term exactly precisely details unfortunately genuinely really hmm need
  start begin point good tricky difficult hard tough fair okay ok confident apologies apologise happen happens mean means sense
  go going gone ask asking clarify completely totally entirely before type kind sort am`;

/** A reply only about answering must still turn the question down: a negation, or a word that does. */
const TURNS_DOWN =
  /\b(not|no|never|nope|cannot|can't|couldn't|won't|haven't|hasn't|don't|doesn't|isn't|wasn't)\b|n't\b|\b(blank\w*|stumped|beats me|hint|rephrase|skip|pass|forg[eo]t\w*|gap|beyond|outside|guess\w*|unsure|research|get back|come back|next question|out of my depth)\b/;

/** Longest reply read as only about answering. */
const ONLY_ABOUT_ANSWERING_MAX_WORDS = 25;

function onlyAboutAnswering(reply: string): boolean {
  if (!TURNS_DOWN.test(reply)) return false;
  const answering = analyseCached(ANSWERING_WORDS).stemSet;
  return analyse(reply).stems.every((stem) => answering.has(stem));
}

/** The words of declining itself, which never make a point ("I never learned this", "I can't recall the answer"). */
const DECLINING_WORDS = 'know sure certain familiar idea clue remember recall learn study cover come across seen heard read guess skip pass blank look check notes answer question think move next depth';

/** Words of the rubric (beyond the question's) a reply names to make a point: one is a topic ("I can't remember the bridge"). */
const POINT_STEMS = 2;

/**
 * A hedged reply that still names a key point the question does not ("not sure, but EV adds net debt")
 * is an attempt; one that only repeats the question's words ("not sure what cash conversion means") is not.
 */
function makesAPoint(reply: string, input: EvaluationInput): boolean {
  const asked = analyseCached(input.question).stemSet;
  const declining = analyseCached(DECLINING_WORDS).stemSet;
  const rubric = new Set(input.keyConcepts.flatMap((concept) => analyseCached(concept).stems));
  const named = new Set(analyse(reply).stems.filter((stem) => rubric.has(stem) && !asked.has(stem) && !declining.has(stem)));
  return named.size >= POINT_STEMS;
}

/** Lowercase, straight apostrophes, single spaces: how a "don't know" reply is compared. */
function plainReply(text: string): string {
  return text.toLowerCase().replace(/[‘’ʼ`]/g, "'").replace(/\s+/g, ' ');
}

export function evaluateAnswer(given: EvaluationInput): EvaluationResult {
  const reading = readAnswer(given);
  if ('empty' in reading) return reading.empty;
  const { input, answer, addressed } = reading;
  const signals = measure(input, answer, addressed);
  const score = scoreOf(signals);
  const level = levelForScore(score);
  return {
    score,
    level,
    feedback: writeFeedback(signals, level),
    suggestions: writeSuggestions(input, signals),
    covered: signals.concepts.filter((c) => c.credit >= COVERED).map((c) => c.phrase),
    missed: missedConcepts(signals).map((c) => c.phrase),
    misconceptions: signals.misconceptions.map(({ claim, contradicts, correction }) => ({ claim, contradicts, correction })),
  };
}

/**
 * The calibrated score (`calibratedScore`), never below the floors the rubric sets (every key point made
 * and nothing wrong, the right figures with working, a specific story: strong however short) and never
 * above its caps (a wrong central fact, a keyword list, padding, another question).
 */
function scoreOf(s: Signals): number {
  return calibratedScore(featuresOf(s, combine(s)), boundsOf(s));
}

/** The rubric's floor and ceiling for an answer: the graders' rules applied to the lowest and highest quality. */
function boundsOf(s: Signals): Bounds {
  const complete = s.coverage !== null && s.coverage >= COMPLETE_COVERAGE && noErrors(s) && substantive(s);
  // RUBRIC.md: a specific story (a real situation, what the candidate did, a result with detail, the lesson) is strong however short.
  const story = s.type === 'Motivational' && s.specificity.detail >= STORY_FLOOR_DETAIL ? gradersRules(0, s) : 0;
  return { floor: Math.max(story, complete ? gradersRules(STRONG_FLOOR, s) : 0), ceiling: gradersRules(1, s) };
}

/** Detail (figures, names, own actions) at which the rules' grade for a story is a floor, not one signal among others. */
const STORY_FLOOR_DETAIL = 0.8;

/**
 * Something of the candidate's own beside the key points: a figure, a name or a detail. A case or a story
 * that names every key point with none of that has sprinkled the rubric's words, not made its points.
 */
function substantive(s: Signals): boolean {
  return s.type === 'Technical' || s.type === 'Gamification' || s.numbers > 0 || s.specificity.detail > 0;
}

/** No figure and no verdict wrong or left out. */
function noErrors(s: Signals): boolean {
  return s.verdict !== -1 && s.verdict !== 0 && s.figures.every((f) => f.outcome === 'right');
}

/** The signals the calibration reads, each 0–1. */
function featuresOf(s: Signals, rules: number): Features {
  return {
    rules,
    coverage: s.coverage ?? s.reference?.closeness ?? 0.3,
    depth: s.depth,
    development: s.development,
    judgement: s.judgement,
    structure: s.structure.score,
    figures: figureAccuracy(s.figures),
    detail: s.specificity.detail,
    generic: Math.min(s.generic, GENERIC_SATURATION) / GENERIC_SATURATION,
    padding: s.padding,
    length: Math.min(1, Math.log1p(s.words) / Math.log1p(LENGTH_SATURATION)),
    misconception: s.misconceptions.length ? 1 : 0,
    hedged: s.hedged ? 1 : 0,
    motivational: s.type === 'Motivational' ? 1 : 0,
    caseStudy: s.type === 'Case Study' ? 1 : 0,
    closeness: s.reference?.closeness ?? 0.5,
    centralError: s.misconceptions.some((m) => m.central) ? 1 : 0,
    verdict: s.verdict === null ? 0.5 : (s.verdict + 1) / 2,
    keywordList: s.keywordList ? 1 : 0,
    offTopic: s.offTopic ? 1 : 0,
    anotherQuestion: s.anotherQuestion ? 1 : 0,
    judged: s.judged ? 1 : 0,
    unbacked: s.unbacked ? 1 : 0,
    numbers: Math.min(s.numbers, NUMBERS_SATURATION) / NUMBERS_SATURATION,
    contentShare: s.contentShare,
    conceptsMade: s.concepts.length ? s.concepts.filter((c) => c.credit >= COVERED).length / s.concepts.length : 0,
    figuresWrong: s.figures.length ? s.figures.filter((f) => f.outcome === 'wrong').length / s.figures.length : 0,
    storyParts: [s.specificity.acted, s.specificity.outcome, s.specificity.lesson, s.specificity.lasting].filter(Boolean).length / 4,
    behavioural: s.structure.behavioural ? 1 : 0,
    concrete: s.structure.concrete ? 1 : 0,
    technical: s.type === 'Technical' ? 1 : 0,
  };
}

/** Figures in an answer at which more stop counting. */
const NUMBERS_SATURATION = 8;

const GENERIC_SATURATION = 3;
/** Words at which length stops counting. */
const LENGTH_SATURATION = 300;

/**
 * For fitting the calibration (bench/evaluator-fit.ts): an answer's features and the rubric's ceiling,
 * or null when the answer is scored 0 without them (empty, or no attempt).
 */
export function answerFeatures(given: EvaluationInput): ({ features: Features } & Bounds) | null {
  const reading = readAnswer(given);
  if ('empty' in reading) return null;
  const s = measure(reading.input, reading.answer, reading.addressed);
  return { features: featuresOf(s, combine(s)), ...boundsOf(s) };
}

/**
 * The answer as it is scored: without what was written to the scorer, with the bank's rubric; or the
 * result of an answer scored 0 without measuring (empty, a bare reply that declines, nothing but words
 * to the scorer).
 */
function readAnswer(given: EvaluationInput): { input: EvaluationInput; answer: AnalysedText; addressed: ScorerAddressed | null } | { empty: EvaluationResult } {
  const addressed = addressedToScorer(given.answer);
  const withRubric = withBankRubric(addressed ? { ...given, answer: addressed.rest } : given);
  const input = { ...withRubric, answer: inRubricTerms(withoutRetractions(expandRubricAbbreviations(withRubric)), withRubric) };
  const trimmed = input.answer.trim();
  const declined = trimmed.length >= 3 && isNoAttempt(plainReply(trimmed), input);
  const answer = trimmed.length < 3 || declined ? null : analyse(trimmed);
  // A bare figure ("It's 2.5x.") is an answer, with no word of substance in it.
  if (answer && (answer.stems.length > 0 || answer.numbers.length > 0)) return { input, answer, addressed };
  if (addressed) return { empty: emptyResult(`${scorerAddressed(addressed.quote)}, so it scores nothing.`, briefSuggestions(input.interviewType)) };
  if (declined) return { empty: emptyResult(NOT_KNOWING_FEEDBACK, notKnowingSuggestions(input)) };
  return { empty: emptyResult(TOO_BRIEF_FEEDBACK, briefSuggestions(input.interviewType)) };
}

/**
 * British words whose meaning the question settles: "stock" is inventory in a question about inventory
 * and not about shares, "creditors" are payables in one about payables and not about lenders.
 */
const CONTEXT_WORDS: Array<{ word: RegExp; term: string; when: RegExp; unless: RegExp }> = [
  { word: /\bstocks?\b(?! (?:market|price|exchange|option|split|deal|consideration|issue)s?\b)/gi, term: 'inventory', when: /\binventor(?:y|ies)\b|\bdio\b/i, unless: /\bshares?\b|\bstock (?:market|price|deal|consideration)\b|\bequity\b/i },
  { word: /\bcreditors\b/gi, term: 'payables', when: /\bpayables?\b|\bdpo\b/i, unless: /\blenders?\b|\bbankrupt|\bdistress|\binsolven|\brestructur/i },
];

function inRubricTerms(answer: string, input: EvaluationInput): string {
  const rubric = [input.question, ...input.keyConcepts, ...(input.expectedFigures ?? []).map((f) => f.label)].join(' ');
  return CONTEXT_WORDS.reduce((text, { word, term, when, unless }) => (when.test(rubric) && !unless.test(rubric) ? text.replace(word, term) : text), answer);
}

/** A speaker taking back what came just before ("… so 25 cheques… actually no, you have the fees first"). */
const RETRACTION = /\b(?:actually,? no|no,? wait|wait,? no|scratch that|sorry,? i mean|let me (?:redo|correct) (?:that|this))\b[,:;\s-]*/i;

/**
 * The answer without what its speaker took back: a sentence that opens on a retraction drops the sentence
 * before it, one with a retraction inside keeps only what follows. What was taken back is neither credited
 * nor held against the answer.
 */
function withoutRetractions(answer: string): string {
  if (!RETRACTION.test(answer)) return answer;
  const sentences = answer.split(/(?<=[.!?…])\s+/);
  const kept: string[] = [];
  for (const sentence of sentences) {
    const at = RETRACTION.exec(sentence);
    if (!at) {
      kept.push(sentence);
      continue;
    }
    if (at.index === 0 || !sentence.slice(0, at.index).trim()) kept.pop();
    const rest = sentence.slice(at.index + at[0].length);
    if (rest.trim()) kept.push(rest.charAt(0).toUpperCase() + rest.slice(1));
  }
  return kept.join(' ');
}

/** Short words in capitals that are words, not abbreviations ("IS IT ON?"). */
const CAPITAL_WORDS = new Set('AN AS AT BE BY DO GO HE IF IN IS IT ME MY NO OF OK ON OR SO TO UP US WE'.split(' '));
/** Abbreviations with a meaning of their own in finance, never read as a rubric term's initials. */
const KNOWN_ABBREVIATIONS = new Set('AI AP AR BS CF DD EU EV FX HR IB IP IS NI PE PL PR TV UK US VC'.split(' '));
/** Words left out of a term's initials ("cost of equity": CE). */
const INITIAL_SKIP = new Set('a an and the of to in for on with by at per from as or its their our'.split(' '));

/**
 * Abbreviations coined from the rubric's own terms ("OM = 5% x 6m = 300k" for overall materiality,
 * "PM" for performance materiality): an answer in shorthand is read with the terms spelled out. Only a
 * token in capitals whose letters are the initials of two or three words of one key point or figure
 * label, and of no other, is read so.
 */
function expandRubricAbbreviations(input: EvaluationInput): string {
  const tokens = new Set(input.answer.match(/\b[A-Z]{2,3}\b/g) ?? []);
  if (!tokens.size) return input.answer;
  const terms = new Map<string, Set<string>>();
  for (const phrase of [...input.keyConcepts, ...(input.expectedFigures ?? []).map((f) => f.label)]) {
    const words = phrase.toLowerCase().split(/[^a-z]+/).filter(Boolean);
    // Where each word that makes an initial stands: the term spelled out keeps the words between ("internal rate of return").
    const heads = words.flatMap((w, i) => (INITIAL_SKIP.has(w) ? [] : [i]));
    for (let size = 2; size <= 3; size += 1) {
      for (let at = 0; at + size <= heads.length; at += 1) {
        const window = heads.slice(at, at + size);
        const initials = window.map((i) => words[i]?.[0] ?? '').join('').toUpperCase();
        const term = words.slice(window[0], (window.at(-1) ?? 0) + 1).join(' ');
        if (tokens.has(initials)) terms.set(initials, (terms.get(initials) ?? new Set()).add(term));
      }
    }
  }
  const rubric = [input.question, ...input.keyConcepts].join(' ');
  let answer = input.answer;
  for (const [initials, meanings] of terms) {
    // An abbreviation the field or the rubric already uses ("VC", "EV") keeps its own meaning.
    if (meanings.size !== 1 || CAPITAL_WORDS.has(initials) || KNOWN_ABBREVIATIONS.has(initials) || new RegExp(`\\b${initials}\\b`, 'i').test(rubric)) continue;
    const [meaning] = [...meanings];
    answer = answer.replace(new RegExp(`\\b${initials}\\b`, 'g'), meaning ?? initials);
  }
  return answer;
}

const scorerAddressed = (quote: string) => `Your answer speaks to whoever scores it ("${quote}") instead of to the question`;

function emptyResult(feedback: string, suggestions: string[]): EvaluationResult {
  return { score: 0, level: 'none', feedback, suggestions, covered: [], missed: [], misconceptions: [] };
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
  [/\bpvs?\b(?! ?(panel|module|cell|system|install)s?\b)/g, ' present value '],
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
  [/\b(?:trade )?debtors\b/g, ' receivables '],
  [/\btrade creditors\b/g, ' payables '],
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
  [/\bventure capital(ists?)?\b|\bvcs\b/g, ' vc '],
  [/\bprivate equity\b/g, ' pe '],
  [/\binvestment bank(ing|ers?|s)?\b/g, ' ib '],
  [/\bpre[- ]?money\b/g, ' premoney '],
  [/\bpost[- ]?money\b/g, ' postmoney '],
  [/\bpro[- ]rata\b/g, ' prorata '],
  // Everyday paraphrases of finance ideas, as candidates say them in interviews.
  [/\b(stick(s|ing)?|stay(s|ing)?) around\b|\b(stick(s|ing)?|stay(s|ing)?) with (it|them|the product)\b|\bkeep(s|ing)? (paying|using|buying)\b/g, ' retention '],
  [/\bretain(s|ed|ing)?\b(?! earnings| profits?)/g, ' retention '],
  [/\b(double[ds]?|doubling) (their|your|our|the|its) money\b/g, ' 2x moic '],
  [/\btimes (their|your|our|the|its) money\b/g, ' times moic '],
  [/\bhow many times (you|they|we|investors) (get|make) (your|their|our|the) money( back)?\b/g, ' moic '],
  [/\b(give|giving|gave|given|gives) (away|up) (some )?(equity|shares|ownership|(a |some )?stake)\b|\bsell(s|ing)? (a |some )?(stake|equity)\b/g, ' equity dilution '],
  [/\b(isn'?t|is not|not) (a |an )?(real )?cash( cost| item| expense| charge)?\b(?! flows?)/g, ' noncash '],
  [/\b(does ?n'?t|do ?n'?t|does not|do not|didn'?t|fails? to|won'?t) (consider|account for|take into account|take account of|look at|capture|include|reflect|factor in)\b/g, ' ignore '],
  [/\b(sooner|earlier|faster|more quickly|quicker)\b/g, ' timing earlier '],
  [/\b(a )?(few|handful of|couple of) (big|large|key|major) (ones|customers|clients|accounts)\b|\breliance on (a few|one|two) (customers|clients)\b/g, ' customer concentration '],
  [/\b(talk|talking|speak|speaking|call|calling) (to|with) (some )?(of )?(the |their |its |existing )?(customers|clients|users)\b/g, ' customer reference calls '],
  [/\b(cheaper|alternative|new|other) suppliers?\b|\b(renegotiat\w*|negotiat\w*) (with )?suppliers?\b/g, ' procurement suppliers '],
  [/\b(rais(e|es|ed|ing)|increas(e|es|ed|ing)|put(s|ting)? up|push(es|ed|ing)? up) (its |their |our |the )?prices?\b/g, ' price increases '],
  [/\block(s|ed|ing)? in (the |a )?(exchange )?(rates?|prices?)\b/g, ' hedge forward '],
  [/\bforward contracts?\b|\bforwards\b/g, ' forward hedge '],
  [/\b(tell|told|telling|inform|informed|informing|alert|alerted|flag|flagged|raise it with|raised it with|report|reported) (it )?(to )?(my |the |our )?(manager|senior|partner|supervisor|boss)\b/g, ' escalate senior '],
  [/\bsupporting (documents|documentation|paperwork)\b|\bback-?up documents\b/g, ' supporting evidence '],
  [/\bwait(s|ing)? (the )?longest\b|\bchoke ?points?\b|\bhold-?ups?\b/g, ' bottleneck '],
  [/\bred flags?\b|\bwarning signs?\b/g, ' risk indicators '],
  [/\bgut (feel|feeling)\b/g, ' judgement '],
  [/\bmax\b/g, ' maximum '],
  [/\bni\b/g, ' net income '],
  [/\bunfavou?rable\b/g, ' adverse '],
  [/\bk_?e\b/g, ' cost of equity '],
  [/\bk_?d\b/g, ' cost of debt '],
  // "CFO = 100 + 20 - 25": the cash flow from operations, not the chief financial officer.
  [/\bcfo\b(?= ?[=:(]| (falls|drops|rises|goes|declines|increases|decreases|is (lower|higher|down|up|only|about|\d)))|\bcash flows? from operations\b|\bcash from operations\b/g, ' operating cash flow '],
  [/\b(non|anti|co|sub)-(?=[a-z])/g, '$1'],
  // Common fractions said in words, as the percentages they are.
  [/\b(two|2)[- ]thirds\b/g, ' 66.7% '],
  [/\bthree[- ]quarters\b/g, ' 75% '],
  [/\b(a|one)[- ]third of\b/g, ' 33.3% of '],
  [/\b(a|one)[- ]quarter of\b/g, ' 25% of '],
  // A move by a fraction ("if volume drops by more than a quarter", "cut by half") is a percentage move.
  [/\bby ((?:more than|over|under|less than|about|around|roughly|nearly|almost|just over|just under) )?(?:a|one)[- ]quarter\b/g, ' by $1 25% '],
  [/\bby ((?:more than|over|under|less than|about|around|roughly|nearly|almost|just over|just under) )?(?:a|one)[- ]third\b/g, ' by $1 33.3% '],
  [/\bby ((?:more than|over|under|less than|about|around|roughly|nearly|almost|just over|just under) )?(?:a |one[- ])?half\b/g, ' by $1 50% '],
];

/** Number words from two up ("one" is mostly a pronoun): the spoken-number reader's words. */
const NUMBER_WORDS: Record<string, number> = Object.fromEntries(Object.entries({ ...UNITS, ...TEENS, ...TENS }).filter(([word]) => word !== 'one'));

const SCALES: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mn: 1e6, mm: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9, tn: 1e12, trillion: 1e12 };

/** A number as written in a text: its value, the same in units when a scale (m, bn, k) was given. */
interface NumberMention {
  value: number;
  absolute: number;
  scaled: boolean;
  unit: '%' | 'x' | '';
  /** Given as an estimate ("about 30%", "a bit above 2x"), not as an exact figure. */
  approx?: boolean;
  /** The top of a range this number opens ("15 to 20%", "$14-19"). */
  upTo?: NumberMention;
  /** A sign written before the number ("cash +4", "NPV -£5"). */
  sign?: 1 | -1;
  /** Given as a bound ("under 5x", "more than 20%"), not as the figure itself. */
  bound?: 'under' | 'over';
  /** A gap between two amounts ("paying 200m more than the synergies are worth"), not an amount itself. */
  difference?: boolean;
  /** Significant digits as written ("0.27" two, "300" one), and the value of the last one ("0.27" 0.01, "300" 100). */
  written?: { digits: number; step: number };
  /** An amount for each unit of time or of something else ("51 an hour", "$360 per customer"). */
  rate?: boolean;
}

/** What an amount can be given for each of ("an hour", "per customer"). */
const RATE_UNIT = '(?:hour|day|shift|week|month|quarter|year|customer|user|unit|head|person|employee|member|store|visit)';

/** Words after an amount that make it a rate. */
const RATE_AFTER = new RegExp(`^\\s*(?:an?|per|each|every)\\s+${RATE_UNIT}\\b`);

/** A figure's label that is itself a rate, or a period's amount ("monthly revenue", "orders per picker a day"). */
const RATE_LABEL = new RegExp(`\\b(?:(?:an?|per|each|every)\\s+${RATE_UNIT}|per|hourly|daily|weekly|monthly|quarterly|annual|yearly|rate|run-?rate)\\b`);

/** Words after a number that make it the gap between two amounts. */
const DIFFERENCE_AFTER = /^\s*(?:more|less|higher|lower|bigger|smaller|greater|cheaper|dearer)\s+than\b/;

/** Words that make the number after them a bound. */
const BOUND_WORDS = /\b(?:(under|below|less than|lower than|at most|no more than)|(over|above|more than|higher than|at least|beyond|exceeding))\s*[$£€]?\s*$/;

/** Words that mark the number after them as a ballpark figure. */
const APPROXIMATE = /(?:\b(?:about|around|roughly|approximately|approx|nearly|almost|circa|c\.|close to|just (?:over|under|above|below)|a (?:bit|little) (?:over|under|above|below|more than|less than)|ballpark(?: of)?|in the region of|something like)|~|≈)\s*[$£€]?\s*$/;

const NUMBER =
  /(\d+(?:,\d{3})*(?:\.\d+)?|\.\d+)(?:(k|m|mn|mm|b|bn|tn)\b|\s(k|m|mn|bn)(?=[$£€])|\s?(thousand|million|billion|trillion)\b)?\s?(%|x\b|times\b|bps\b)?/g;

/** A plus or minus sign just before a number, not the operator between two ("10 - 4"). */
const WRITTEN_SIGN = /(^|[\s=(:])([+-])[$£€]?$/;

/** What may stand between the two ends of a range. */
const RANGE_JOIN = /^\s*(?:to|-|or|and)\s*\$?\s*$/;

function readNumbers(text: string): NumberMention[] {
  const mentions: NumberMention[] = [];
  let previous: { mention: NumberMention; end: number; bare: boolean } | null = null;
  for (const m of text.matchAll(NUMBER)) {
    let value = Number((m[1] ?? '').replace(/,/g, ''));
    if (!Number.isFinite(value)) continue;
    // "0,3 m$": a scale set apart from its amount counts only when a currency sign follows it.
    const scaleWord = m[2] ?? m[3] ?? m[4];
    const scale = scaleWord ? (SCALES[scaleWord] ?? 1) : 1;
    const suffix = m[5];
    // Basis points are hundredths of a percent; "times" is a multiple.
    if (suffix === 'bps') value /= 100;
    const unit: NumberMention['unit'] = suffix === '%' || suffix === 'bps' ? '%' : suffix ? 'x' : '';
    const before = text.slice(Math.max(0, (m.index ?? 0) - 30), m.index);
    const approx = APPROXIMATE.test(before);
    const mention: NumberMention = { value, absolute: value * scale, scaled: scale !== 1, unit, approx, written: writtenPrecision(m[1] ?? '', suffix === 'bps' ? 100 : 1) };
    const bound = approx ? null : BOUND_WORDS.exec(before);
    if (bound) mention.bound = bound[1] ? 'under' : 'over';
    const start = m.index ?? 0;
    const written = WRITTEN_SIGN.exec(text.slice(Math.max(0, start - 3), start))?.[2];
    if (written) mention.sign = written === '-' ? -1 : 1;
    if (DIFFERENCE_AFTER.test(text.slice(start + m[0].length, start + m[0].length + 20))) mention.difference = true;
    if (!suffix && RATE_AFTER.test(text.slice(start + m[0].length, start + m[0].length + 20))) mention.rate = true;
    // The low end of a range takes the unit and scale of the high end: "400 to 500 million".
    if (previous && RANGE_JOIN.test(text.slice(previous.end, start))) {
      const low = previous.mention;
      if (previous.bare) {
        low.unit = unit;
        low.scaled = scale !== 1;
        low.absolute = low.value * scale;
      }
      if (low.unit === unit) low.upTo = mention;
    }
    mentions.push(mention);
    previous = { mention, end: start + m[0].length, bare: !scaleWord && !suffix };
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
  got one use used using million billion thousand trillion bn mn etc because since while whether though although e g ie eg let lets around roughly approximately about via per`.split(/\s+/),
);

/** A light stemmer: enough to equate modelling/modeled/models, valuation/value, dilutive/dilution. */
function stem(word: string): string {
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

/** Words an interviewer treats as the same idea; each stem is compared by its group's first word. */
const WORD_GROUPS = [
  'result outcome impact effect consequence',
  'data evidence analysis facts research',
  'view perspective logic opinion reasoning concern',
  'understand understood listen ask',
  'mistake error wrong fault',
  'improve improvement better stronger',
  'increase rise grow growth higher lift boost',
  'decrease fall drop lower decline reduce cut shrink',
  'lesson learn taught takeaway',
  'change adjust switch adapt revise vary fluctuate',
  'relationship rapport trust',
  'persuade convince',
  'pilot trial',
  'respect respectful calm polite',
  'team group',
  'buy acquire purchase acquisition acquirer buyer',
  'sell divest dispose sale seller',
  'debt borrowing loan leverage',
  'cost expense spend spending',
  'revenue sales turnover',
  'profit earnings income',
  'shareholder stockholder owner',
  'risk threat downside',
  'customer client user',
  'market industry sector',
  'competitor rival competition',
  'recommend advise suggest propose recommendation',
  'assumption assume estimate suppose',
  'specific concrete particular',
  'goal aim objective target ambition',
  'skill ability capability',
  'experience exposure',
  'deal transaction',
  'check verify confirm',
  'problem issue challenge',
  'solution fix resolve solve',
  'staff staffing hire headcount employee worker',
  'founder entrepreneur',
  'discuss talk conversation speak',
  'agree agreement agreed',
  'motivate motivation inspire spark',
  'size scale',
  'big large',
  'small little',
  'include incorporate',
  'ignore overlook exclude disregard neglect',
  'show demonstrate prove',
  'need require',
  'correct accurate right',
  'subtract deduct minus',
  'lead start begin',
  'investor provider',
  'prioritise focus',
  'output volume production produce quantity',
  'hide conceal mask obscure disguise',
  'speculative uncertain unproven',
  'volatility volatile swing instability unstable',
  'stable stability steady predictable smooth',
  'protect preserve safeguard shield',
  'cheap inexpensive',
  'expensive costly pricey',
  'explain clarify',
  'worth value',
  'opportunity chance',
];

/** Irregular verb forms, so "revenue fell" matches "revenue falls". */
const IRREGULAR: Record<string, string> = {
  fell: 'fall', fallen: 'fall', rose: 'rise', risen: 'rise', grew: 'grow', grown: 'grow', sold: 'sell',
  bought: 'buy', paid: 'pay', lost: 'lose', won: 'win', led: 'lead', made: 'make', spent: 'spend',
  chose: 'choose', chosen: 'choose', took: 'take', taken: 'take', gave: 'give', given: 'give',
  thought: 'think', brought: 'bring', kept: 'keep', met: 'meet', ran: 'run', wrote: 'write',
  written: 'write', spoke: 'speak', taught: 'teach', learnt: 'learn', held: 'hold', built: 'build',
  sent: 'send', told: 'tell', found: 'find', felt: 'feel', saw: 'see', seen: 'see', began: 'begin',
  became: 'become', knew: 'know', shrank: 'shrink', shrunk: 'shrink',
};
const GROUP_OF = new Map<string, string>();
for (const group of WORD_GROUPS) {
  const [head, ...rest] = group.split(' ').map(stem);
  for (const member of rest) GROUP_OF.set(member, head as string);
}

/** Words in a rubric that any figure in the answer satisfies ("achievement with a number"). */
const ANY_NUMBER = '#number';
const NUMBER_REQUESTS = new Set(['number', 'numbers', 'figure', 'figures', 'quantified', 'measurable', 'metric', 'metrics']);

function canonicalStem(word: string): string {
  if (NUMBER_REQUESTS.has(word)) return ANY_NUMBER;
  const s = stem(IRREGULAR[word] ?? word);
  return GROUP_OF.get(s) ?? s;
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

const VULGAR_FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 };

function normalise(raw: string): string {
  let text = ` ${raw.toLowerCase()} `
    .replace(/[‘’ʼ`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/(^|[\s=(:])[–—−](?=[$£€]?\d)/g, '$1-')
    .replace(/[–—−]/g, ' - ')
    .replace(/×/g, ' * ')
    // A list's own numbering ("1) EPS today…", "2. New interest…") is no figure of the answer.
    .replace(/(^\s*|\n\s*|[.;:]\s+)\(?\d{1,2}\)\s+(?=[a-z$£€(])/g, '$1')
    .replace(/(^|\n)\s*\d{1,2}\.\s+(?=[a-z$£€(])/g, '$1')
    // Thousands set apart by a space ("30 000", "1 666 667"), as much of Europe writes them.
    .replace(/(?<![\d.,])(\d{1,3})((?:[ \u00a0\u202f]\d{3})+)(?![\d]|[.,]\d)/g, (_, head: string, groups: string) => head + groups.replace(/[ \u00a0\u202f]/g, ''))
    // A decimal comma ("37,5%", "3,75 million", "0,375"), not a thousands separator (three digits after it) nor a list ("1,2,3").
    .replace(/(?<![\d,.])(\d+),(\d{1,2})(?![\d,])|(?<![\d,.])0,(\d+)(?![\d,])/g, (_, whole?: string, decimals?: string, fraction?: string) => (fraction === undefined ? `${whole}.${decimals}` : `0.${fraction}`))
    // Fractions written as one character ("payback of 3⅓ years") as the decimals they are.
    .replace(/(\d*)\s?([½¼¾⅓⅔])/g, (_, whole: string, fraction: string) => ` ${(Number(whole || 0) + (VULGAR_FRACTIONS[fraction] ?? 0)).toFixed(2).replace(/\.?0+$/, '')}`)
    .replace(/\bper ?cent\b|\bpercent\b|\bpercentage points?\b|\bppts?\b/g, '%')
    .replace(/\bbasis points?\b/g, 'bps');
  // A whole number and a fraction in words, before the fraction alone is read as a share.
  text = text.replace(SPOKEN_FRACTION, (_, whole: string, count: string, part: string) => {
    const units = /^\d+$/.test(whole) ? Number(whole) : whole.split(/[- ]/).reduce((sum, word) => sum + (WHOLE_WORDS[word] ?? 0), 0);
    return ` ${Number((units + (WHOLE_WORDS[count] ?? 1) / (PARTS[part] ?? 1)).toFixed(2))}`;
  });
  // Shares in words ("four-fifths", "three-tenths", "one-eighth of"): the percentages they are.
  text = text.replace(SPOKEN_SHARE, (_, count?: string, parts?: string, one?: string, part?: string) => {
    const share = (SHARE_COUNTS[count ?? one ?? 'a'] ?? 1) / (SHARE_PARTS[(parts ?? part ?? '').replace(/s$/, '')] ?? 1);
    return ` ${Number((100 * share).toFixed(1))}% `;
  });
  for (const [pattern, replacement] of SYNONYMS) text = text.replace(pattern, replacement);
  // Amounts in words ("two hundred and seventy-two", "three point seven five million") in digits.
  return (
    spokenNumbersToDigits(text)
      .replace(/\b(\d+) hundred\b/g, (_, count: string) => String(100 * Number(count)))
      // "two dollars eleven", "six pounds fifty": an amount in money with its cents.
      .replace(/\b(\d+|one) (?:dollars?|pounds?|euros?|quid|bucks) (\d{2})\b(?! (?:cents|pence|p)\b)/g, (_, whole: string, cents: string) => `$${whole === 'one' ? 1 : whole}.${cents}`)
      // "one hundred and thirty-five and a half million": the fraction after a number read from words.
      .replace(/\b(\d+) and (?:a|one) (half|quarter|third)\b/g, (_, whole: string, part: string) => String(Number((Number(whole) + 1 / (PARTS[part] ?? 1)).toFixed(2))))
      // "three years and four months": a period in years.
      .replace(/\b(\d+) years? and (\d{1,2}) months?\b/g, (_, years: string, months: string) => `${Number((Number(years) + Number(months) / 12).toFixed(2))} years`)
  );
}

/** The words of a whole number a fraction can follow ("one and a half"); "one" is left out of NUMBER_WORDS, where it is mostly a pronoun. */
const WHOLE_WORDS: Record<string, number> = { a: 1, one: 1, ...NUMBER_WORDS };

/** The tens in words, which a unit can follow ("thirty-seven"). */
const TENS_WORDS = Object.keys(TENS).join('|');

/** A whole number and a fraction in words ("sixteen and two-thirds months", "thirty-seven and a half per cent"). */
const SPOKEN_FRACTION = new RegExp(`(?<![\\d.])(?<![a-z]-)(?<!(?:hundred|thousand|million|billion) and )\\b(\\d+|(?:${TENS_WORDS})[- ](?:${Object.keys(UNITS).join('|')})|${Object.keys(WHOLE_WORDS).filter((w) => w !== 'a').join('|')}) and (a|one|two|three)[\\s-](half|third|thirds|quarter|quarters)\\b`, 'g');
const PARTS: Record<string, number> = { half: 2, third: 3, thirds: 3, quarter: 4, quarters: 4 };

/** How many of a share in words: "four-fifths", "one-eighth", "a fifth of". */
const SHARE_COUNTS: Record<string, number> = { a: 1, ...UNITS };
/** The parts a share in words can be of (thirds and quarters are read with the other synonyms). */
const SHARE_PARTS: Record<string, number> = { fifth: 5, sixth: 6, eighth: 8, tenth: 10 };
/** A share in words: plural parts after a count ("three-fifths"), or one part before "of" ("a fifth of", "one-tenth of"). */
const SPOKEN_SHARE = new RegExp(`\\b(${Object.keys(UNITS).filter((w) => w !== 'one').join('|')})[- ](fifths|sixths|eighths|tenths)\\b|\\b(?:(a|one)[- ](fifth|sixth|eighth|tenth))(?= of\\b)`, 'g');

/**
 * Rubric texts (question, key concepts, references, figure labels) recur across answers, so their
 * analysis is memoised. A bounded cache of a pure function: results are the same with or without it.
 */
const ANALYSIS_CACHE = new Map<string, AnalysedText>();
const ANALYSIS_CACHE_SIZE = 2000;

function analyseCached(raw: string): AnalysedText {
  const hit = ANALYSIS_CACHE.get(raw);
  if (hit) return hit;
  const result = analyse(raw);
  if (ANALYSIS_CACHE.size >= ANALYSIS_CACHE_SIZE) ANALYSIS_CACHE.clear();
  ANALYSIS_CACHE.set(raw, result);
  return result;
}

function analyse(raw: string): AnalysedText {
  return analyseNormalised(normalise(raw));
}

/** The analysis of a text already normalised (a part of an analysed answer). */
function analyseNormalised(text: string): AnalysedText {
  const numbers = readNumbers(text);
  const words = text.split(/[^a-z0-9']+/).filter((w) => /[a-z]/.test(w));
  const stems: string[] = [];
  for (const word of words) {
    for (const part of word.split("'")) {
      if (part.length < 2 || STOP_WORDS.has(part) || /^\d/.test(part)) continue;
      stems.push(canonicalStem(part));
    }
  }
  // Words said with a symbol ("profit = revenue - costs") or inside an abbreviation ("project fcf" has the
  // cash flows of "project cash flows") match a key point written out; they are not counted as extra words.
  const stemSet = new Set(stems);
  for (const [pattern, implied] of IMPLIED_WORDS) if (pattern.test(text)) for (const word of implied) stemSet.add(canonicalStem(word));
  const prefixes = new Set<string>();
  for (const s of stemSet) for (let n = 4; n <= s.length; n++) prefixes.add(s.slice(0, n));
  return { stems, stemSet, prefixes, numbers, text, words: words.length };
}

/** Symbols and abbreviations, and the words of a key point they say. */
const IMPLIED_WORDS: Array<[RegExp, string[]]> = [
  [/[a-z)]\s*=\s*\S/, ['equals']],
  [/[a-z)]\s+\+\s+[a-z($£€\d]/, ['plus', 'add']],
  [/[a-z)]\s+-\s+[a-z($£€\d]/, ['minus', 'subtract']],
  [/[a-z\d)]\s+[x*]\s+[a-z($£€\d]/, ['times']],
  [/[a-z)]\s*\/\s*[a-z($£€\d]/, ['divided']],
  [/\b(fcf|fcfe|fcff|dcf)\b/, ['cash', 'flow']],
  [/\bdcf\b/, ['discount']],
  [/\brmm\b/, ['risk', 'material', 'misstatement']],
  [/\bserviceable (addressable |available )?market\b/, ['sam']],
  [/\bserviceable obtainable market\b/, ['som']],
  // A decision stated is a recommendation ("so buy it", "I'd reject"); a signed figure says which side of zero it is.
  [/\b((so|then|i'?d|i would|we'?d|we should|you should) (buy|invest|accept|reject|proceed|go ahead|pass|decline|sell|hold|walk away)|(buy|accept|reject) it)\b/, ['recommend']],
  [/(^|[\s=(:≈~])-[$£€]?\d/, ['negative']],
  [/(^|[\s=(:≈~])\+[$£€]?\d/, ['positive']],
];

/**
 * A wording of a key point that most answers hold: without a figure, and every word of it (after stop words
 * and synonyms) found in more than one in eight of the texts. "number of" reads as any number, "increased by"
 * as any rise, "think like an owner" as any owner: such a wording would count the point made in right and
 * wrong answers alike. Checked against the bank's sample answers by the wordings' test and their bench.
 */
export function isCommonWording(wording: string, texts: readonly string[]): boolean {
  const analysed = analyseCached(wording);
  if (analysed.numbers.length || !analysed.stems.length) return false;
  const stems = [...new Set(analysed.stems)];
  const holding = texts.filter((text) => {
    const t = analyseCached(text);
    return stems.every((stem) => hasStem(t, stem));
  }).length;
  return holding * COMMON_WORDING_SHARE > texts.length;
}

/** One in this many texts. */
const COMMON_WORDING_SHARE = 8;

/** Two stems match when equal or when one (4+ letters) starts the other: "valu" ~ "valuat". */
function hasStem(text: AnalysedText, s: string): boolean {
  if (s === ANY_NUMBER) return text.numbers.length > 0;
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

/** The digits of a number as written: how many are significant, and the value of the last (divided by `per`, as basis points are). */
function writtenPrecision(raw: string, per: number): { digits: number; step: number } {
  const [whole = '', decimals = ''] = raw.replace(/,/g, '').split('.');
  const trailingZeros = decimals ? 0 : (/0*$/.exec(whole)?.[0].length ?? 0);
  const digits = `${whole}${decimals}`.replace(/^0+/, '').length - trailingZeros;
  return { digits, step: (decimals ? 10 ** -decimals.length : 10 ** trailingZeros) / per };
}

/**
 * A key point's figure given rounded, to two significant digits or more ("£0.27m" for "£274k", "3.3 years"
 * for "3.34 years"): the figure rounded at the answer's last digit is the answer's number, and within
 * the share a close figure may miss by.
 */
function hasRounded(text: AnalysedText, n: NumberMention): boolean {
  return text.numbers.some((m) => {
    if (!m.written || m.written.digits < ROUNDED_DIGITS || (m.unit && n.unit && m.unit !== n.unit)) return false;
    const inUnits = m.scaled || n.scaled;
    const [mine, theirs] = inUnits ? [m.absolute, n.absolute] : [m.value, n.value];
    const step = inUnits && m.value ? (m.written.step * m.absolute) / m.value : m.written.step;
    if (!theirs || Math.abs(mine - theirs) > CLOSE_SHARE * Math.abs(theirs)) return false;
    return Math.abs(Math.round(Math.abs(theirs) / step) * step - Math.abs(mine)) <= step * 1e-6;
  });
}

/** Significant digits a rounded figure needs to stand for the exact one. */
const ROUNDED_DIGITS = 2;

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
  /** The right amount given the wrong way (a fall for a rise, overstated for understated). */
  reversed?: boolean;
  /** Close because the candidate rounded an estimate and said so ("about $3bn"). */
  rounded?: boolean;
}

interface Signals {
  type: InterviewType;
  concepts: ConceptCheck[];
  /** Mean concept value, 0–1 (null when the rubric has no concepts). */
  coverage: number | null;
  figures: FigureCheck[];
  /** -1 wrong verdict, 0 none given, 1 right verdict; null when the question asks for none. */
  verdict: number | null;
  expectedVerdict: 'true' | 'false' | null;
  reference: ReferenceCheck | null;
  structure: StructureCheck;
  /** 0–1: how much substance beyond the question's own words, saturating. */
  depth: number;
  /** 0–1, 0.5 neutral: weighs conditions and risks (if, unless, but) against sweeping claims (always, obviously). */
  judgement: number;
  words: number;
  /** Share of the answer's words that are content words (not function words). */
  contentShare: number;
  /** 0–1: how far the answer is developed beyond a one-line reply, by its sentences, saturating. */
  development: number;
  /** Wrong statements found, central ones first. */
  misconceptions: Array<DetectedMisconception & { central: boolean }>;
  /** Terms strung together, not sentences. */
  keywordList: boolean;
  specificity: Specificity;
  /** Generic claims (enthusiasm, clichés about oneself). */
  generic: number;
  /** Share of sentences that are padding. */
  padding: number;
  /** The answer is about something else than the question's subject. */
  offTopic: boolean;
  /** The question of the bank the answer reads as answering instead of the one asked, if any. */
  anotherQuestion: string | null;
  /** What the answer wrote to the scorer, quoted (it was left out of everything measured). */
  scorerAddressed: string | null;
  /** Figures in the answer. */
  numbers: number;
  /** The answer flags its own figure as a guess or incomplete ("somewhere between", "you might also need"). */
  hedged: boolean;
  /** A line of judgement beside the figures: a decision, a benchmark, a caveat, a cross-check. */
  judged: boolean;
  /** A "why X" fit question answered with no experience of the candidate's own behind the reasons. */
  unbacked: boolean;
}

interface StructureCheck {
  /** A behavioural question ("tell me about a time"), answered as a STAR story. */
  behavioural: boolean;
  /** The answer gives a concrete detail: a figure, something the candidate did, a name. */
  concrete: boolean;
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

function measure(input: EvaluationInput, answer: AnalysedText, addressed: ScorerAddressed | null): Signals {
  const question = analyseCached(input.question);
  const figures = checkFigures(input.expectedFigures ?? [], answer, question, input.keyConcepts);
  // A key point stating a figure the answer gets wrong is not covered, whatever words it shares.
  const wrongPhrases = new Set(figures.filter((f) => f.outcome === 'wrong').map((f) => figurePhrase(f.figure, input.keyConcepts)));
  // In a question of concepts (no figures to get right) the point turned round is the answer's core;
  // beside figures it is a wrong reason or label, a secondary error (RUBRIC.md, principle 2). Either way
  // the point is not made, however many of its words (or its other wordings') the answer holds.
  const reversed = reversedConcepts(input.keyConcepts, answer, question, !input.expectedFigures?.length);
  for (const m of reversed) wrongPhrases.add(m.contradicts);
  const bank = bankQuestionOf(input);
  const aliases = aliasesOf(bank?.id);
  const paired = bank ? pairedWordings(input.keyConcepts, bank, aliases) : null;
  const wordingsOf = (phrase: string) => aliases.get(questionKey(phrase)) ?? [...(paired?.get(phrase) ?? []), ...nearestWordings().wordingsFor(phrase)];
  const concepts = input.keyConcepts.map((phrase) => (wrongPhrases.has(phrase) ? { phrase, credit: 0 } : checkConcept(phrase, answer, question, wordingsOf(phrase))));
  const coverage = concepts.length ? concepts.reduce((sum, c) => sum + conceptValue(c.credit), 0) / concepts.length : null;
  const expectedVerdict = verdictOf(input);
  const verdict = expectedVerdict ? verdictScore(answer, expectedVerdict) : null;
  const novel = new Set(answer.stems.filter((s) => !question.stemSet.has(s)));
  return {
    type: input.interviewType,
    concepts,
    coverage,
    figures,
    verdict,
    expectedVerdict,
    reference: checkReferences(input, answer, question),
    structure: checkStructure(input, answer),
    depth: Math.min(1, novel.size / DEPTH_SATURATION),
    judgement: judgementOf(answer.text),
    words: answer.words,
    contentShare: answer.words ? answer.stems.length / answer.words : 0,
    development: Math.min(1, countSentences(input.answer) / DEVELOPED_SENTENCES),
    misconceptions: [...detectMisconceptions(misconceptionContext(input, answer, question)), ...reversed],
    keywordList: isKeywordList(input.answer),
    specificity: specificityOf(input.answer, answer.numbers.length),
    generic: genericClaims(input.answer),
    padding: Math.max(paddingShare(input.answer), input.interviewType === 'Motivational' ? 0 : emptySentenceShare(input, answer, question)),
    offTopic: isOffTopic(input, answer, question, concepts),
    anotherQuestion: anotherQuestionAnswered(input, answer, coverage),
    scorerAddressed: addressed?.quote ?? null,
    numbers: answer.numbers.length,
    hedged: HEDGE.test(answer.text),
    judged: JUDGEMENT.test(answer.text),
    unbacked: isUnbacked(input, answer),
  };
}

function misconceptionContext(input: EvaluationInput, answer: AnalysedText, question: AnalysedText) {
  return {
    topicText: `${input.question} ${input.keyConcepts.join(' ')}`.toLowerCase() + question.text,
    questionId: bankQuestionOf(input)?.id,
    sentences: answer.text.split(/[.!?]+(?=\s|$)|\n/).map(singleSpaced),
    text: singleSpaced(answer.text),
  };
}

/**
 * For checking misconception entries (bench/evaluator-misconceptions.ts): the misconceptions of a list
 * an answer states, read the way the evaluator reads them, and the answer's sentences as matched.
 */
export function statedMisconceptions(input: EvaluationInput, list?: ReturnType<typeof compileMisconceptions>) {
  const answer = analyse(input.answer.trim());
  const context = misconceptionContext(input, answer, analyseCached(input.question));
  return { found: detectMisconceptions(context, list), sentences: context.sentences, topicText: context.topicText };
}

/**
 * Opposite sides a key point can state, whatever the question: it rises or falls, an asset or a
 * liability, positive or negative, overstated or understated, accepted or rejected, included or left
 * out, levered or unlevered, after or before tax, dilutive or accretive, favourable or adverse.
 * Comparisons ("cash exceeds debt", "debt is cheaper") are left out: they can be said either way round.
 */
const DIRECTIONS: Array<[RegExp, RegExp, string, string]> = [
  [/\b(increas\w*|ris(e|es|en|ing)|rose|higher|grows?|grew|goes up|go up|raises?|boosts?)\b/, /\b(decreas\w*|falls?|fell|falling|lower|lowers|drops?|declin\w*(?! (?:if|to|the (?:engagement|appointment|offer|client|role|job))\b)|reduc\w*|goes down|go down|cuts?)\b/, 'rises', 'falls'],
  [/\bassets?\b/, /\bliabilit(y|ies)\b/, 'an asset', 'a liability'],
  [/\bpositive\b/, /\bnegative\b/, 'positive', 'negative'],
  [/\boverstat\w*/, /\bunderstat\w*/, 'overstated', 'understated'],
  [/\baccept\w*/, /\breject\w*/, 'accepted', 'rejected'],
  [/\b(includ\w*|add(s|ed)? back)\b/, /\b(exclud\w*|ignor\w*|leaves? out|left out)\b/, 'included', 'left out'],
  [/\bunlevered\b/, /\blevered\b/, 'unlevered', 'levered'],
  [/\b(after[- ]tax|post[- ]tax|net of tax)\b/, /\b(pre[- ]?tax|before tax)\b/, 'after tax', 'before tax'],
  [/\bdilut\w*/, /\baccreti\w*/, 'dilutive', 'accretive'],
  [/\b(?<!un)favou?rable\b/, /\b(adverse|unfavou?rable)\b/, 'favourable', 'adverse'],
];
const NEGATED = /\b(not|never|no|n't|nor|rather than|instead of)\b|n't\b/;

/**
 * Key points the answer states the other way round: a sentence with every content word of the key point
 * but the opposite direction ("the cost of equity falls" where the rubric says it rises), and not its own.
 */
function reversedConcepts(keyConcepts: string[], answer: AnalysedText, question: AnalysedText, central: boolean): Array<DetectedMisconception & { central: boolean }> {
  const sentences = answer.text.split(/[.!?;]+(?=\s|$)|\n/).filter((x) => x.trim());
  const found: Array<DetectedMisconception & { central: boolean }> = [];
  for (const phrase of keyConcepts) {
    const concept = analyseCached(phrase);
    for (const [up, down, upWord, downWord] of DIRECTIONS) {
      const [own, opposite, said, right] = up.test(concept.text) ? [up, down, downWord, upWord] : down.test(concept.text) ? [down, up, upWord, downWord] : [null, null, '', ''];
      if (!own || !opposite || up.test(concept.text) === down.test(concept.text)) continue;
      const subject = analyseNormalised(concept.text.replace(own, ' ')).stems;
      if (subject.length < REVERSED_SUBJECT_WORDS || concept.numbers.length) continue;
      // The opposite and every word of the point in one clause: "IRR includes timing, and MOIC is a multiple" says nothing of MOIC and timing.
      const statesWith = (clause: string, direction: RegExp) => direction.test(clause) && hasEveryStem(analyseNormalised(clause), subject);
      // The question's own amount on the side it gives it ("a 6% pre-tax cost of debt": "debt costs 6% before tax") restates the question.
      const questionSaysOpposite = opposite.test(question.text);
      const restates = (clause: string) => questionSaysOpposite && readNumbers(clause).some((m) => hasNumber(question, m));
      const contradicted = sentences.some((text) => {
        if (!opposite.test(text) || own.test(text) || NEGATED.test(text)) return false;
        return text.split(CLAUSE_BREAK).some((clause) => statesWith(clause, opposite) && !actsOnOther(clause, opposite, subject) && !restates(clause));
      });
      // Stated the right way elsewhere ("Kd 6% pre-tax … the after-tax cost of debt"), the other way is a step, not the error.
      const affirmed = sentences.some((text) => !NEGATED.test(text) && text.split(CLAUSE_BREAK).some((clause) => statesWith(clause, own)));
      if (contradicted && !affirmed) {
        found.push({
          claim: `${phrase}, stated the other way round`,
          contradicts: phrase,
          correction: `You had it the other way round: ${phrase} (${right}, not ${said}).`,
          central,
        });
        // One reversal a key point: "net debt includes lease liabilities" turns on including, not on liabilities.
        break;
      }
    }
  }
  return found;
}

const CLAUSE_BREAK = /,|:|\s(?:but|while|whereas)\s/;

function hasEveryStem(text: AnalysedText, stems: string[]): boolean {
  return stems.every((stem) => hasStem(text, stem));
}

/** The direction word has an object of its own ("volatile cash flows raise the chance of distress"): it says nothing of the point's subject. */
function actsOnOther(clause: string, direction: RegExp, subject: string[]): boolean {
  const at = direction.exec(clause);
  if (!at) return false;
  const object = /^\s+(?:the|a|an|its|their|our|your)\s+([a-z]+)/.exec(clause.slice(at.index + at[0].length))?.[1];
  if (object === undefined) return false;
  const word = analyseNormalised(` ${object} `);
  return !subject.some((s) => hasStem(word, s));
}

/** Content words a key point needs beside its direction for a reversal to be recognised. */
const REVERSED_SUBJECT_WORDS = 1;

const PADDED_WORDS = 70;

/** Share of an answer's sentences with no figure and no word of the rubric beyond the question's own: context, not content. */
function emptySentenceShare(input: EvaluationInput, answer: AnalysedText, question: AnalysedText): number {
  const rubric = input.keyConcepts.flatMap((c) => analyseCached(c).stems).filter((s) => !question.stemSet.has(s));
  const sentences = answer.text.split(/(?<=[.!?])\s+/).filter((x) => x.trim()).map(analyseNormalised);
  // Padding makes an answer long; a short answer without the rubric's words is thin, not padded.
  if (answer.words < PADDED_WORDS || sentences.length < 2 || !rubric.length) return 0;
  return sentences.filter((t) => !t.numbers.length && !rubric.some((s) => hasStem(t, s))).length / sentences.length;
}

const HEDGE =
  /\b(might (also )?need|may (also )?need|would (also )?need to|i'd need|somewhere between|i would say|i'd say|i think|not sure|probably|that's the main|but that's roughly|to be more precise)\b/;

const JUDGEMENT =
  /\b(recommend\w*|(so|then),? (i'd |we'd |we should |you'd |you should )?(buy|lease|accept|reject|invest|go ahead|proceed|pass|decline|do it)|cheaper|saves? (us |you )?(about |around |roughly )?[$£€]?\d[\d.,]*[a-z%]*|(should|would) (not )?(buy|accept|reject|invest|go ahead|proceed)|reject\w*|accept\w*|best[- ]in[- ]class|benchmark|sanity|cross-?check|caveat|risks?|sensitiv\w*|materiality|material|break-?even|(slower|faster|higher|lower|better|worse) than|only \w+( \w+)? (count|qualif\w*|addressable)|addressable|adjust\w*|value-creating|creates? value|destroys? value|healthy|attractive|venture-scale|tax shield|because|plausible|realistic|sounds (about )?right|makes sense|worth (it|doing|buying|pursuing|investing)|(above|below|exceeds?|beats?|clears?|misses) (the |our |its )?(hurdle|cost of capital|wacc|threshold|target|benchmark)|in line with|typical(ly)? (for|of)|(too|big|large|small) enough|too (small|big|large|high|low|thin)|comfortabl\w*|marginal(ly)?|borderline|decent|tight)\b/;

const singleSpaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Question text compared without case, punctuation or spacing. */
const questionKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
/** Bank questions by their text, for the misconceptions stored against a question. */
const BANK_QUESTIONS = new Map(QUESTION_BANK.map((q) => [questionKey(q.question), q]));
/** Bank questions by each of their key points, compared as question texts are. */
const BANK_BY_CONCEPT = new Map<string, BankQuestion[]>();
for (const q of QUESTION_BANK) for (const c of new Set(q.keyConcepts.map(questionKey))) BANK_BY_CONCEPT.set(c, [...(BANK_BY_CONCEPT.get(c) ?? []), q]);
type BankQuestion = (typeof QUESTION_BANK)[number];

/** A question's content words and its figures: "double your money in three years" is not "in five years". */
function wordingOf(analysed: AnalysedText): Set<string> {
  return new Set([...analysed.stemSet, ...analysed.numbers.map((n) => `#${n.value}`)]);
}

/** Each bank question's wording and number of distinct key points, read once, the first time a question is not the bank's text. */
let BANK_WORDINGS: Array<{ q: BankQuestion; words: Set<string>; concepts: number }> | null = null;

function bankWordings() {
  BANK_WORDINGS ??= QUESTION_BANK.map((q) => ({ q, words: wordingOf(analyse(q.question)), concepts: new Set(q.keyConcepts.map(questionKey)).size }));
  return BANK_WORDINGS;
}

/** A bank question's other wordings of its key points, by the point's text compared as question texts are. */
function aliasesOf(id: string | undefined): Map<string, string[]> {
  return new Map(Object.entries(CONCEPT_ALIASES[id ?? ''] ?? {}).map(([phrase, wordings]) => [questionKey(phrase), wordings]));
}

/**
 * Key points of a bank question's rubric put otherwise, each paired with the point of the bank's rubric
 * it shares most words with (one to one, the closest pairs first, PAIRED_SHARE of their words at least),
 * and made in that point's wordings too. A wording whose figures the key point does not state is not lent.
 */
function pairedWordings(keyConcepts: readonly string[], bank: BankQuestion, aliases: Map<string, string[]>): Map<string, string[]> {
  const lent = new Map<string, string[]>();
  const own = new Set(bank.keyConcepts.map(questionKey));
  // The bank's own points (every answer to a bank question the gateway scores) have their wordings already.
  const strangers = [...new Set(keyConcepts)].filter((phrase) => !own.has(questionKey(phrase)));
  if (!strangers.length) return lent;
  const theirs = [...new Set(bank.keyConcepts)].map((phrase) => [phrase, ...(aliases.get(questionKey(phrase)) ?? [])]);
  const pairs: Array<{ phrase: string; point: number; share: number }> = [];
  for (const phrase of strangers) {
    const stems = analyseCached(phrase).stemSet;
    theirs.forEach((wordings, index) => {
      const share = Math.max(...wordings.map((w) => jaccard(stems, analyseCached(w).stemSet)));
      if (share >= PAIRED_SHARE) pairs.push({ phrase, point: index, share });
    });
  }
  pairs.sort((a, b) => b.share - a.share);
  const taken = new Set<number>();
  for (const { phrase, point } of pairs) {
    if (lent.has(phrase) || taken.has(point)) continue;
    taken.add(point);
    const figures = new Set(analyseCached(phrase).numbers.map((n) => n.value));
    lent.set(phrase, (theirs[point] ?? []).filter((w) => analyseCached(w).numbers.every((n) => figures.has(n.value))));
  }
  return lent;
}

/** Share of words (of all either has) a key point must have in common with a point of the bank's rubric to be paired with it. */
const PAIRED_SHARE = 0.2;

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let both = 0;
  for (const s of a) if (b.has(s)) both++;
  return both / (a.size + b.size - both || 1);
}

/** The bank's key points and their wordings, for key points the bank does not hold; indexed once, when first needed. */
let NEAREST_WORDINGS: NearestWordings | null = null;

function nearestWordings(): NearestWordings {
  NEAREST_WORDINGS ??= new NearestWordings(
    QUESTION_BANK.flatMap((q) => {
      const aliases = aliasesOf(q.id);
      return [...new Set(q.keyConcepts)].map((phrase) => ({ phrase, wordings: aliases.get(questionKey(phrase)) ?? [], owner: q.id }));
    }),
    (text) => new Set(analyse(text).stems),
  );
  return NEAREST_WORDINGS;
}

/** Share of key points two rubrics have in common (of all the points either has) at which they are one question's. */
const SAME_CONCEPTS = 0.5;
/** Share of content words two wordings of a question have in common (of all either has) at which, of one type, they are one question. */
const SAME_WORDING = 0.75;

const BANK_MATCHES = new Map<string, BankQuestion | null>();
const BANK_MATCH_CACHE_SIZE = 2000;

/**
 * The bank question an input is: the same text, or the same question put otherwise ("In an interview:
 * …", a word changed) with most of the bank's key points or nearly all of its words. Its stored
 * wordings, misconceptions, figures and sample answers then apply as they would to the bank's text.
 */
export function bankQuestionOf(input: Pick<EvaluationInput, 'question' | 'keyConcepts' | 'interviewType'>): BankQuestion | undefined {
  const exact = BANK_QUESTIONS.get(questionKey(input.question));
  if (exact) return exact;
  const key = `${input.interviewType}\n${input.question}\n${input.keyConcepts.join('\n')}`;
  let match = BANK_MATCHES.get(key);
  if (match === undefined) {
    match = closestBankQuestion(input);
    if (BANK_MATCHES.size >= BANK_MATCH_CACHE_SIZE) BANK_MATCHES.clear();
    BANK_MATCHES.set(key, match);
  }
  return match ?? undefined;
}

function closestBankQuestion(input: Pick<EvaluationInput, 'question' | 'keyConcepts' | 'interviewType'>): BankQuestion | null {
  const phrases = [...new Map(input.keyConcepts.map((c) => [questionKey(c), c])).values()];
  const shared = new Map<BankQuestion, number>();
  for (const c of phrases) for (const q of BANK_BY_CONCEPT.get(questionKey(c)) ?? []) shared.set(q, (shared.get(q) ?? 0) + 1);
  // Key points first: a rubric mostly the bank's is that question's, whatever its wording.
  const byConcepts = mostConceptsShared(phrases.length, (q) => shared.get(q) ?? 0);
  if (byConcepts) return byConcepts;
  // Then key points put otherwise: half of them near a point of one bank question of the same type
  // (nearest-wordings.ts) are that question's, asked by another interviewer.
  const near = new Map<string, number>();
  for (const c of phrases) for (const id of nearestWordings().ownersNear(c)) near.set(id, (near.get(id) ?? 0) + 1);
  const byNearConcepts = mostConceptsShared(phrases.length, (q) => near.get(q.id) ?? 0, input.interviewType);
  if (byNearConcepts) return byNearConcepts;
  const byWords = sameWordedQuestion(input);
  if (byWords) return byWords;
  return nearestQuestion(input);
}

/** The bank question of the type worded most like the input's, when they share SAME_WORDING of their words. */
function sameWordedQuestion(input: Pick<EvaluationInput, 'question' | 'interviewType'>): BankQuestion | null {
  const words = wordingOf(analyseCached(input.question));
  let best: { q: BankQuestion; share: number } | null = null;
  for (const { q, words: theirs } of bankWordings()) {
    if (q.interviewType !== input.interviewType) continue;
    const share = jaccard(words, theirs);
    if (share >= SAME_WORDING && (!best || share > best.share)) best = { q, share };
  }
  return best?.q ?? null;
}

/** Every question of the bank but the quick-fire items, by its question and key points (built on first use). */
let rubricIndex: TopicIndex | undefined;

/**
 * The bank question a question and rubric put wholly otherwise are about: the one of the type whose
 * question and key points are nearest theirs (rare words weighing most), clearly nearer than any other.
 */
function nearestQuestion(input: Pick<EvaluationInput, 'question' | 'keyConcepts' | 'interviewType'>): BankQuestion | null {
  rubricIndex ??= new TopicIndex(
    QUESTION_BANK.filter((q) => q.interviewType !== 'Gamification').map((q) => ({ id: q.id, texts: [q.question, ...q.keyConcepts] })),
    (text) => analyseCached(text).stems,
  );
  const stems = [input.question, ...input.keyConcepts].flatMap((text) => analyseCached(text).stems);
  const [first, second] = rubricIndex.nearestTwo(stems, (id) => BANK_BY_ID.get(id)?.interviewType === input.interviewType);
  if (!first || first.closeness < NEAREST_QUESTION.closeness || first.closeness < NEAREST_QUESTION.margin * (second?.closeness ?? 0)) return null;
  const found = BANK_BY_ID.get(first.id);
  // The same question with other figures (a paper LBO at other multiples) is another question: its figures and model answers would mislead.
  return found && sameFigures(input.question, found.question) ? found : null;
}

/** Two wordings of a question state the same figures (or none). */
function sameFigures(a: string, b: string): boolean {
  const figures = (text: string) => new Set(analyseCached(text).numbers.map((n) => n.value));
  const [x, y] = [figures(a), figures(b)];
  return x.size === y.size && [...x].every((n) => y.has(n));
}

/** How near, and how much nearer than the next, a rubric must be to a bank question's to be taken as it. */
const NEAREST_QUESTION = { closeness: 0.5, margin: 1.5 };

/**
 * The bank question (of the type, when given) that shares the largest share of key points with a rubric
 * of `size` points, counted by `shared`, of all the points either has: at least SAME_CONCEPTS, or none.
 */
function mostConceptsShared(size: number, shared: (q: BankQuestion) => number, type?: EvaluationInput['interviewType']): BankQuestion | null {
  let best: { q: BankQuestion; share: number } | null = null;
  for (const { q, concepts: theirs } of bankWordings()) {
    if (type && q.interviewType !== type) continue;
    const n = shared(q);
    const share = n / (size + theirs - n || 1);
    if (share >= SAME_CONCEPTS && (!best || share > best.share)) best = { q, share };
  }
  return best?.q ?? null;
}

/**
 * A question of the bank is scored against the bank's own rubric wherever it comes from: its sample
 * answers as the references and its expected figures, when the input brings none (as the gateway
 * always passes them, the command line and any other caller get the same score for the same answer).
 */
function withBankRubric(input: EvaluationInput): EvaluationInput {
  const bank = bankQuestionOf(input);
  if (!bank) return input;
  return {
    ...input,
    // References with no text ("referenceAnswers": {} from a caller with none) are none.
    referenceAnswers: hasText(input.referenceAnswers) ? input.referenceAnswers : (bank.sampleAnswers ?? input.referenceAnswers),
    expectedFigures: input.expectedFigures?.length ? input.expectedFigures : bank.expectedFigures,
  };
}

function hasText(references: EvaluationInput['referenceAnswers']): boolean {
  return Object.values(references ?? {}).some((text) => typeof text === 'string' && text.trim() !== '');
}

/** The field a "why X" question asks about: "Why do you want to work in private equity?" → "private equity". */
const WHY_FIELD = /\bwhy\b[^?]*?\b(?:in|into|join|for)\s+(?:a |an |the )?([a-z&\- ]{3,40}?)(?:\?|$| rather| instead| and| at| over)/i;
/** "Why investment banking rather than consulting?": the field chosen, named first. */
const WHY_CHOICE = /^\s*why\s+(?:a |an |the )?([a-z&\- ]{3,40}?)\s+(?:rather than|over|instead of|and not|vs\.?|versus)\s+(?:a |an |the )?([a-z&\- ]{3,40}?)\s*(?:\?|$|,| or | and )/i;
/** A question that asks for the candidate's reasons or interest ("and why?" closing another question does not): a "why X" answer is on it. */
const ASKS_WHY = /\bwhy\b(?![\s?.!]*$)|\bwhat (attracts|draws|drew|interests|motivates|excites|appeals)\b|\b(attracts|appeals to|interests|motivates|excites) you\b|\binterest(ed)? (you )?in\b|\b(led|brought|drew) you\b|\bmade you (choose|decide|want)\b/i;
/** An answer that opens on why the candidate wants a career or a firm. */
const WHY_OPENING =
  /^\W*(?:what (?:really |most )?(?:attracts|draws|drew|appeals to|excites|interests) me|i'?m (?:really |most )?(?:drawn|attracted) to|i (?:really )?(?:want|would like|'d like|'d love|would love) to (?:go into|work in|join|move into|get into|pursue|build a career in|be in)|the (?:main |biggest )?reasons? (?:why )?i (?:want|chose|'m applying)|i'?ve (?:always )?(?:wanted to (?:work|go|get|be)|been (?:interested|drawn|fascinated))|i chose \w+ because|(?:for me,? )?(?:\w+ ){1,3}(?:is|would be|feels like) the (?:natural|logical|obvious|right) (?:next )?step|i'?m (?:really )?(?:passionate|excited) about (?:working|a career))/;

/** A numbered accounting or auditing standard ("ISA 570", "IFRS 16", "ASC 842"). */
const STANDARD = /\b(isa|ias|ifrs|asc)\s?(\d{1,3})\b/gi;

/** The answer names standards, none of them one the question names. */
function namesOnlyOtherStandards(question: string, answer: string): boolean {
  const named = (text: string) => new Set([...text.matchAll(STANDARD)].map((m) => `${(m[1] ?? '').toLowerCase()} ${m[2]}`));
  const asked = named(question);
  if (!asked.size) return false;
  const answered = named(answer);
  return answered.size > 0 && [...answered].every((standard) => !asked.has(standard));
}

/** What a behavioural story can be about, each as the words a question asking for it uses. */
const STORY_THEMES: Array<{ answer: RegExp; question: RegExp }> = [
  { answer: /\b(?:fail\w*|setbacks?|mistakes?)\b/, question: /\b(?:fail\w*|setbacks?|mistakes?|went wrong|errors?|regret\w*)\b/i },
  { answer: /\bteam ?work\b/, question: /\b(?:team ?work\w*|teams?|collaborat\w*|group)\b/i },
  { answer: /\b(?:lead\w*|led)\b/, question: /\b(?:lead\w*|led|took charge|in charge)\b/i },
  { answer: /\b(?:disagree\w*|conflicts?)\b/, question: /\b(?:disagree\w*|conflicts?|difficult|push(?:ed)? back|challeng\w*)\b/i },
  { answer: /\b(?:pressure|deadlines?)\b/, question: /\b(?:pressure|deadlines?|stress\w*|tight|priorit\w*)\b/i },
  { answer: /\bweakness\b/, question: /\bweakness\w*\b/i },
  { answer: /\b(?:achievement|accomplishment)\b/, question: /\b(?:proud\w*|achiev\w*|accomplish\w*)\b/i },
  { answer: /\b(?:persuaded|convinced)\b/, question: /\b(?:convinc\w*|persuad\w*|influenc\w*|changed? (?:someone's|their|his|her) mind)\b/i },
];

/** An opening that names the story's theme, as candidates do who answer a question they prepared ("a time I failed was…", "my biggest setback was…"). */
const STORY_ANNOUNCED =
  /^\W*(?:(?:sure|so|well|yes)\W+)?(?:(?:a|one|the) time (?:when )?i (failed|showed leadership|led|took the lead|disagreed|had a conflict|was under pressure|made a mistake|persuaded|convinced)|(?:a|one|my|the) (?:good |great |best |clear |strong )?example of (?:my )?(teamwork|leadership|failure|a failure|a mistake|conflict|working under pressure)|(?:my|the) (?:biggest|greatest|main|worst) (setback|failure|mistake|achievement|accomplishment|weakness)|let me tell you about (?:a time (?:when )?|the time (?:when )?|when )i (failed|led|disagreed|made a mistake))\b/;

/** The opening announces a story on a theme the question does not ask about. */
function storyForAnotherTheme(question: string, opening: string): boolean {
  const announced = STORY_ANNOUNCED.exec(opening);
  const named = announced?.slice(1).find(Boolean);
  const theme = named ? STORY_THEMES.find((t) => t.answer.test(named)) : undefined;
  return theme !== undefined && !theme.question.test(question);
}

function firstSentence(text: string): string {
  return singleSpaced(text.split(/[.!?]+(?=\s|$)|\n/)[0] ?? '');
}

/** A "why" question about the interviewer's own firm ("join our fund", "this bank"). */
const FIRM_ASKED = /^(?:our|this|your)\b/i;
/** The interviewer addressed as the firm. */
const ADDRESSED = /\b(?:you|your|yours)\b/;

/** A currency's code ("receive USD 10m"): the amount's unit, not what the question is about. */
const CURRENCY_CODE = /^(?:USD|GBP|EUR|JPY|CHF|CNY|RMB|AUD|CAD|HKD|SGD|INR|SEK|NOK|DKK)$/;

/** Terms a question is about, written as acronyms (MECE, NPV, CAC). */
const ACRONYM = /\b[A-Z]{3,5}\b/g;

/**
 * RUBRIC.md: reasons that fit the role but carry no evidence from the candidate's own experience are a
 * medium answer; strong needs something the candidate did behind them.
 */
function isUnbacked(input: EvaluationInput, answer: AnalysedText): boolean {
  if (input.interviewType !== 'Motivational' || isBehavioural(input.question) || !WHY_FIELD.test(input.question)) return false;
  return !MARKERS.pastAction.test(answer.text) && !MARKERS.experience.test(answer.text);
}

/**
 * About something else: a "why X" answer that never names X, or a technical answer without a figure that
 * names none of the question's acronyms; either way covering little of the rubric.
 */
function isOffTopic(input: EvaluationInput, answer: AnalysedText, question: AnalysedText, made: readonly ConceptCheck[]): boolean {
  if (input.interviewType === 'Motivational') {
    const opening = firstSentence(answer.text);
    // "Why this career" given to a question that asks something else (a time you led a team, where you'll be in five years).
    if (!ASKS_WHY.test(input.question) && WHY_OPENING.test(opening)) return true;
    // A story announced as another question's ("a time I failed was…" to "where do you see yourself in five years?").
    if (storyForAnotherTheme(input.question, opening)) return true;
  }
  // An answer about another standard than the one asked ("ISA 560" for an ISA 570 question, "IFRS 16" for IFRS 15).
  if (input.interviewType !== 'Motivational' && namesOnlyOtherStandards(input.question, answer.text)) return true;
  const field = input.interviewType === 'Motivational' ? (input.question.match(WHY_FIELD)?.[1] ?? input.question.match(WHY_CHOICE)?.slice(1, 3).join(' ')) : undefined;
  // A worked figure is an attempt at a calculation question, whatever words go with it ("five forces" is not one).
  if (!field && ((answer.numbers.length && input.expectedFigures?.length) || input.interviewType !== 'Technical')) return false;
  // "Why our fund?" is answered to the firm itself: "your team", "your last five deals" name it.
  if (field && FIRM_ASKED.test(field) && ADDRESSED.test(answer.text)) return false;
  const subject = field ? analyseCached(field).stems : [...new Set(input.question.match(ACRONYM) ?? [])].filter((a) => !CURRENCY_CODE.test(a)).flatMap((a) => analyseCached(a).stems);
  if (!subject.length || subject.some((s) => hasStem(answer, s))) return false;
  // An answer in the question's own words without its acronym ("auditors must presume revenue fraud" for ISA 240) is on it.
  if (!field && questionOverlap(question, answer) > OFF_TOPIC_OVERLAP) return false;
  // Half the key points made in other words ("find the contract", "divide the money between the promises") are on the question.
  if (made.length && made.filter((c) => c.credit >= COVERED).length / made.length >= OFF_TOPIC_MADE) return false;
  const concepts = input.keyConcepts.map((c) => conceptShare(analyseCached(c), answer, question));
  return concepts.every((credit) => credit < COVERED);
}

/** Share of the key points made, in any wording, at which an answer is on the question whatever word of it it leaves out. */
const OFF_TOPIC_MADE = 0.5;

/** Every question of the bank but the quick-fire items, by its subject (built on first use). */
let topicIndex: TopicIndex | undefined;

function topics(): TopicIndex {
  topicIndex ??= new TopicIndex(
    QUESTION_BANK.filter((q) => q.interviewType !== 'Gamification').map((q) => ({ id: q.id, texts: subjectTexts(q.question, q.keyConcepts, q.sampleAnswers) })),
    (text) => analyse(text).stems,
  );
  return topicIndex;
}

/** What a question is about: its text, its key points and its strong and medium model answers. */
function subjectTexts(question: string, keyConcepts: readonly string[], references?: EvaluationInput['referenceAnswers'] | null): string[] {
  return [question, ...keyConcepts, references?.strong ?? '', references?.medium ?? ''];
}

const BANK_BY_ID = new Map(QUESTION_BANK.map((q) => [q.id, q]));

/**
 * The other question of the bank a technical or case answer answers instead: an answer of some length
 * that covers little of the rubric and reads far nearer that question than the one asked ("the five
 * forces" for MECE, lease accounting for a revenue question). Null when it is on the question asked.
 */
function anotherQuestionAnswered(input: EvaluationInput, answer: AnalysedText, coverage: number | null): string | null {
  if (input.interviewType !== 'Technical' && input.interviewType !== 'Case Study') return null;
  if (answer.stems.length < ANOTHER_QUESTION.minStems || (coverage ?? 0) >= ANOTHER_QUESTION.clearMaxCoverage) return null;
  const { own, other, otherId } = topics().closeness(answer.stems, {
    id: bankQuestionOf(input)?.id,
    texts: subjectTexts(input.question, input.keyConcepts, input.referenceAnswers),
  });
  // A neighbouring question's answer shares the asked one's words and earns some of its credit ("how to
  // compute a multiple" for "how to choose the peers"): read as such only when it is clearly near the other.
  const minCloseness = (coverage ?? 0) < ANOTHER_QUESTION.maxCoverage ? ANOTHER_QUESTION.minCloseness : ANOTHER_QUESTION.clearCloseness;
  if (other < minCloseness || other <= ANOTHER_QUESTION.ratio * own) return null;
  return BANK_BY_ID.get(otherId ?? '')?.question ?? null;
}

/**
 * When an answer reads as one to another question: enough words to tell (content stems), little of
 * the rubric covered, a real likeness to the other question (cosine), and that many times nearer it.
 * Chosen on the tuning sets, where it caught two thirds of the technical and case answers graded as
 * answering another question, and two answers graded medium. Up to half the rubric covered, a closeness of
 * 0.3 or more tells a neighbouring question's answer: on the first eighteen sets it caught 21 more answers
 * graded as answering another question and none graded medium or better.
 */
const ANOTHER_QUESTION = { minStems: 15, maxCoverage: 0.3, minCloseness: 0.15, ratio: 2.5, clearCloseness: 0.3, clearMaxCoverage: 0.5 };

/** Words of a question that say how to answer, not what about ("tell me about a time you…"). */
const QUESTION_FRAME = new Set(
  'tell time describe example explain walk through would could should approach think main key important usually typically give take make talk want specific handle deal case'.split(' ').map(canonicalStem),
);

/** Share of the question's subject words (not its frame) the answer uses: an answer to another question uses few. */
function questionOverlap(question: AnalysedText, answer: AnalysedText): number {
  const subject = [...new Set(question.stems.filter((s) => !QUESTION_FRAME.has(s)))];
  return subject.length ? subject.filter((s) => hasStem(answer, s)).length / subject.length : 1;
}

/** Share of the question's subject words above which an answer is on the question, whatever acronym it leaves out. */
const OFF_TOPIC_OVERLAP = 0.25;

/** Sentences at which an answer counts as fully developed: a point, its reasoning and a consequence. */
const DEVELOPED_SENTENCES = 3;

/** Sentences (or lines) of three words or more. */
function countSentences(raw: string): number {
  return raw.split(/[.!?]+(?=\s|$)|\n+/).filter((s) => s.trim().split(/\s+/).length >= 3).length;
}

/** Distinct content words beyond the question's at which an answer's substance counts in full. */
const DEPTH_SATURATION = 35;

/** A concept half-mentioned is worth little; from three quarters of its words on, it is covered. */
function conceptValue(credit: number): number {
  return clamp01((credit - 0.25) / 0.5);
}

/** A key point is made in its own words or in any of its other wordings (evaluator/content/concept-aliases.json). */
function checkConcept(phrase: string, answer: AnalysedText, question: AnalysedText, aliases: readonly string[] = []): ConceptCheck {
  const credit = Math.max(...[phrase, ...aliases].map((wording) => conceptShare(analyseCached(wording), answer, question)));
  return { phrase, credit };
}

/**
 * Share of a concept found in a text, words of the question counting half. When the concept holds
 * a figure ("net income falls by 6"), the figure carries most of the weight: the words alone
 * with another number do not cover it.
 */
function conceptShare(concept: AnalysedText, text: AnalysedText, question: AnalysedText): number {
  const share = (terms: Array<[weight: number, found: boolean]>) => {
    const total = terms.reduce((sum, [w]) => sum + w, 0);
    return total ? terms.reduce((sum, [w, found]) => sum + (found ? w : 0), 0) / total : null;
  };
  const words = share([...new Set(concept.stems)].map((s) => [RUBRIC_WORDS.has(s) ? 0.25 : question.stemSet.has(s) ? 0.5 : 1, hasStem(text, s)]));
  // A range in the rubric ("exit after 3 to 7 years") is one figure, met by any number inside it.
  const ends = new Set(concept.numbers.map((n) => n.upTo));
  const numbers = share(concept.numbers.filter((n) => !ends.has(n)).map((n) => [hasNumber(question, n) ? 0.5 : 1, hasNumber(text, n) || withinRange(text, n) || hasRounded(text, n)]));
  if (numbers === null) return words ?? 0;
  if (words === null) return numbers;
  // The figure of a point whose subject is never named ("PP&E decreases by 10" met by any 10) is not the point made.
  if (words === 0) return 0;
  return (1 - FIGURE_SHARE) * words + FIGURE_SHARE * numbers;
}

const FIGURE_SHARE = 0.75;

/**
 * Words a rubric uses to say what a good answer is like ("clear recommendation", "concrete lesson",
 * "blended versus paid CAC"): an answer shows them rather than says them, so they count a quarter.
 */
const RUBRIC_WORDS = new Set(
  'clear specific concrete relevant versus explained concise chronological genuine appropriate key main own'.split(' ').map(canonicalStem),
);

/** A number of the text inside the range a mention opens, in the same unit. */
function withinRange(text: AnalysedText, low: NumberMention): boolean {
  const high = low.upTo;
  if (!high) return false;
  const [lo, hi] = [low.value, high.value].sort((a, b) => a - b) as [number, number];
  return text.numbers.some((m) => (!m.unit || !high.unit || m.unit === high.unit) && ((m.value >= lo && m.value <= hi) || mentionsMatch(m, high)));
}

/** Scale of a figure's unit ("$m" → 1e6), to compare "£200,000" with 200 "£k". */
function unitScale(unit = ''): { scale: number; kind: NumberMention['unit'] } {
  const u = unit.trim().toLowerCase();
  if (u === '%' || u.startsWith('percent')) return { scale: 1, kind: '%' };
  if (u === 'x') return { scale: 1, kind: 'x' };
  const scale = /^\W?(bn|billion)\b/.test(u) ? 1e9 : /^\W?(m|mn|million)\b/.test(u) ? 1e6 : /^\W?(k|thousand)\b/.test(u) ? 1e3 : 1;
  return { scale, kind: '' };
}

/** A figure within this share of the expected value (or twice the tolerance) is close, not wrong. */
const CLOSE_SHARE = 0.05;
/** The same for a figure given as an estimate ("roughly 30%"). */
const APPROX_CLOSE_SHARE = 0.1;
/** Floating-point slack when comparing a figure with zero tolerance. */
const FIGURE_EPSILON = 1e-9;

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
  if (!figures.length) return [];
  const steps = keyConcepts.flatMap((c) => analyseCached(c).numbers);
  const isRight = (f: ExpectedFigure, m: NumberMention) => figureDistance(f, m) <= f.tolerance + FIGURE_EPSILON;
  // A ballpark figure flagged as such ("about 30%") is close within a wider band than an exact one.
  const isClose = (f: ExpectedFigure, m: NumberMention) =>
    figureDistance(f, m) <= Math.max(2 * f.tolerance, (m.approx ? APPROX_CLOSE_SHARE : CLOSE_SHARE) * Math.abs(f.value));
  // A number the student introduced that is neither given, nor an expected figure, nor a step of the rubric.
  const isStray = (m: NumberMention) => !hasNumber(question, m) && !figures.some((f) => isClose(f, m)) && !steps.some((s) => mentionsMatch(m, s));
  const stray = answer.numbers.filter(isStray);
  // A number that is another expected figure ("revenue overstated by 300") is no attempt at this one where the clause
  // names that figure by a word this figure's label lacks; given as this one ("profit is overstated by 300 as well"), it is.
  const isOtherFigureIn = (clause: AnalysedText, figure: ExpectedFigure, m: NumberMention) => {
    // A rubric step that is no expected figure ("tax of 12.5 instead of 10") is a right amount on the way.
    const isStep = steps.some((st) => mentionsMatch(m, st) && m.unit === st.unit) && !figures.some((f) => isClose(f, m));
    // Where the clause names nothing that sets this figure apart from the other ("tax is 12.5" for the extra tax,
    // beside the tax with the cap), the other figure's amount is the other figure's.
    const otherFigure = (f: ExpectedFigure) => namesApart(clause, f, figure) || !namesApart(clause, figure, f);
    return isStep || figures.some((f) => f !== figure && isClose(f, m) && otherFigure(f)) || inBracket(figure, m, answer.numbers);
  };
  // The question gives the figure's amount in the figure's unit: "30%" is no amount of a question that splits revenue "70/30",
  // nor "20%" of a question that asks for $20m.
  const questionGives = (figure: ExpectedFigure) => {
    const { kind } = unitScale(figure.unit);
    return question.numbers.some((m) => m.unit === kind && mentionsMatch(m, { value: figure.value, absolute: figure.value, scaled: false, unit: '' }));
  };
  // "80 minus 15 minus 5, so 60" works the figure out as "80 - 15 - 5 = 60" does: the result stays with its working.
  const worked = answer.text.replace(RESULT_WORDS, ' = ');
  const clauses = worked.split(/[,;:.!?]+(?:\s|$)|\s(?:and|but|while)\s/).map(analyse);
  const sentences = worked.split(/[.!?]+(?=\s|$)|\n/).map(analyse);
  // A figure worked again under another assumption ("if the price falls to £45, break-even jumps to 80,000") is a sensitivity.
  const sensitivities = sentences.filter((t) => SENSITIVITY.test(t.text)).map((t) => singleSpaced(t.text));
  const inSensitivity = (c: AnalysedText) => sensitivities.some((t) => t.includes(singleSpaced(c.text)));
  // The numbers of the answer's last sentence with a number: where a calculation ends.
  const conclusion = answer.text.split(/[.!?]+(?=\s|$)|\n/).map((t) => readNumbers(t)).filter((n) => n.length).at(-1) ?? [];
  return figures.map((figure): FigureCheck => {
    // A change asked for and given as the two ends of the move ("the cycle goes from 95 to 55 days" for a
    // reduction of 40) is given.
    const change = changeAsked(figure);
    if (change !== null && movesBy(answer.text).some((move) => Math.abs(move - change) <= figure.tolerance + FIGURE_EPSILON)) {
      return { figure, outcome: 'right' };
    }
    const label = analyseCached(figure.label);
    // A formula's constants ("= levered / (1 + (1 - tax) x d/e)") are no attempt at the figure.
    const series = seriesLetter(label, question);
    const names = (text: AnalysedText) => conceptShare(label, text, question) >= 0.5 || (series?.test(text.text) ?? false);
    const named = clauses.filter((c) => names(c) && !isFormula(c));
    // An amount the question gives, or another figure's, with the figure itself never named, is not the figure given:
    // the answer is read as if that number were not there ("exit at 8x … so about 9.0x EBITDA" gives 9x).
    const coincident =
      (questionGives(figure) || figures.some((f) => f !== figure && Math.abs(f.value) === Math.abs(figure.value))) &&
      !names(answer);
    if (!coincident && answer.numbers.some((m) => isRight(figure, m))) {
      // A clause that works the figure out to another result ("30 + 20 - 25 + 5 = 30 of fcf") states that result, not its operands.
      // In a clause, another figure's result ("acquirer earnings yield is 1/20 = 5%") is that figure's; a sentence may hold both figures.
      const workedToAnother = (c: AnalysedText, clause = true) => {
        const result = resultOf(c);
        return result.some((m) => isAttemptAt(figure, m) && !(clause && isOtherFigureIn(c, figure, m))) && !result.some((m) => isClose(figure, m));
      };
      const givingIt = named.filter((c) => !workedToAnother(c) && c.numbers.some((m) => isRight(figure, m)));
      // A sentence that names the figure and states it ("Cash conversion is that over EBITDA, so 60 over 80, 75%") gives it,
      // whatever figures other sentences work through (a sensitivity, an alternative).
      const statedInSentence = sentences.some((t) => !workedToAnother(t, false) && t.numbers.some((m) => isRight(figure, m)) && names(t));
      // The right amount only as another figure's step, while the figure itself is given otherwise ("… so $25m can repay debt").
      // An amount the question gives ("the PV of 5 payments of 230 at 6%") is the question's, no attempt at the figure.
      if (!givingIt.length && !statedInSentence && named.filter((c) => !inSensitivity(c)).some((c) => workedToAnother(c) || c.numbers.some((m) => isAttemptAt(figure, m) && !isClose(figure, m) && !hasNumber(question, m) && !isOtherFigureIn(c, figure, m)))) {
        return { figure, outcome: 'wrong' };
      }
      const reversed = isReversed(figure, givingIt, isRight);
      return reversed ? { figure, outcome: 'wrong', reversed } : { figure, outcome: 'right' };
    }
    // The coincident amount is the question's (or another figure's), not an answer to this one.
    const own = (numbers: NumberMention[]) => (coincident ? numbers.filter((m) => !isClose(figure, m)) : numbers);
    // Nor is an amount the question gives ("buy it for £1m") an estimate of a figure near it (a present value of £969k).
    const estimates = own(answer.numbers).filter((m) => !hasNumber(question, m));
    // A ballpark the candidate marks as one ("about $3bn"), not a range hedged around it, is a rounded estimate.
    if (estimates.some((m) => isClose(figure, m) && m.approx && !m.upTo)) return { figure, outcome: 'close', rounded: true };
    if (estimates.some((m) => isClose(figure, m) || bracketsFigure(figure, m) || boundsFigure(figure, m))) return { figure, outcome: 'close' };
    // A number given where the figure is discussed ("net income falls by 10"), or a stray one like it.
    const attempted = named.some((c) => own(c.numbers).some((m) => isAttemptAt(figure, m) && !isOtherFigureIn(c, figure, m)));
    if (attempted || stray.some((m) => isAttemptAt(figure, m) && saysItsUnit(figure, m) && !m.bound && !inBracket(figure, m, answer.numbers))) return { figure, outcome: 'wrong' };
    // A sentence that names the figure and ends its working on a result of its own ("payback is 6,000 over 960, 6.25 months")
    // gives that result for it, though the clause that names it holds only the working.
    const givenInSentence = sentences.some(
      (t) => names(t) && !SENSITIVITY.test(t.text) && own(t.numbers).some((m) => isStray(m) && isAttemptAt(figure, m) && !m.bound && !isOtherFigureIn(t, figure, m) && !inBracket(figure, m, t.numbers)),
    );
    if (givenInSentence) return { figure, outcome: 'wrong' };
    // The answer's conclusion gives the figure asked for as an amount of its kind, an order of magnitude out ($5.76m for $57.6m).
    const concluded = figure === figures.at(-1) && conclusion.some((m) => sameKind(figure, m) && !hasNumber(question, m) && !figures.some((f) => isClose(f, m)) && !inBracket(figure, m, conclusion));
    return { figure, outcome: concluded ? 'wrong' : 'missing' };
  });
}

/**
 * A figure of a lettered series ("Series B proceeds") is named by its letter alone ("B takes its $15m first")
 * where the question has that series: the letter as a word, read once a figure. "Series A" is left out: "a" is the article.
 */
function seriesLetter(label: AnalysedText, question: AnalysedText): RegExp | null {
  const letter = /\bseries ([b-h])\b/.exec(label.text)?.[1];
  return letter && question.text.includes(`series ${letter}`) ? new RegExp(`(?<![a-z0-9&/'-]|\\d )${letter}(?![a-z0-9&/-])`) : null;
}

/** Whether a clause names a figure by a word of its label that the other figure's label lacks (or the label has none). */
function namesApart(clause: AnalysedText, figure: ExpectedFigure, other: ExpectedFigure): boolean {
  const otherLabel = analyseCached(other.label);
  const distinct = analyseCached(figure.label).stems.filter((st) => !hasStem(otherLabel, st));
  return !distinct.length || distinct.some((st) => hasStem(clause, st));
}

/** Words that put a sentence under another assumption than the question's. */
const SENSITIVITY = /\b(if|suppose|supposing|assuming|were to|in a downside|downside case|upside case|sensitivity|scenario|stress)\b/;

/** Words that give the result of the working before them ("…, so 60", "which is 75%"), before a number. */
const RESULT_WORDS = /,?\s+(?:so|so that's|which is|which gives|which comes to|giving|that's|that is|equals|comes to|gives you|gives)\s+(?=[$£€-]?\d)/g;

/** A bound the figure keeps and comes near ("cover would be under 5x" for 4.69x): a rough answer, not a wrong one. */
function boundsFigure(figure: ExpectedFigure, m: NumberMention): boolean {
  if (!m.bound || !isAttemptAt(figure, m)) return false;
  const { scale } = unitScale(figure.unit);
  const value = m.scaled ? m.absolute / scale : m.value;
  const target = figure.value;
  return m.bound === 'under' ? target < value && target >= value / BOUND_REACH : target > value && target <= value * BOUND_REACH;
}

/** How far a bound may sit from the figure and still be an answer to it. */
const BOUND_REACH = 1.25;

/** The numbers after a clause's last "=": what its working comes to, unless that is a formula ("= levered / (1 + (1 - tax) x d/e)"). */
function resultOf(clause: AnalysedText): NumberMention[] {
  const tail = afterLastEquals(clause);
  // An expression after it ("…by 12, that's 20 of revenue minus 40% tax") is the working of what came before, not a result.
  return tail === null || FORMULA_TAIL.test(tail) || EXPRESSION.test(tail) ? [] : readNumbers(tail);
}

/** Two numbers joined by an operator: a sum still to be done. */
const EXPRESSION = /\d[^=]*?(?:\s[+*x×/−-]\s|\s(?:minus|plus|times|less)\s)[^=]*?\d/;

function isFormula(clause: AnalysedText): boolean {
  const tail = afterLastEquals(clause);
  return tail !== null && FORMULA_TAIL.test(tail);
}

/** What follows a clause's last "=", or null when it has none. */
function afterLastEquals(clause: AnalysedText): string | null {
  const at = clause.text.lastIndexOf('=');
  return at < 0 ? null : clause.text.slice(at + 1);
}

/** An operator with a term in words after it: the right side of a formula, not a result. */
const FORMULA_TAIL = /(?:^|[\s(])(?:[+*x/-]|divided by|times|minus|plus)\s*[([]?\s*[a-z]/;

const FALLING = /\b((?<!\b(pay|pays|paid|paying|write|writes|written|wrote|break|breaks|broken|step|steps|stepping|trading|trade|trades) )down|falls?|fell|fallen|falling|decreas\w*|lower|reduc\w*|drops?|dropped|declin\w*|negative|outflow|shrinks?)\b/;
const RISING = /\b(up|rises?|rose|risen|rising|increas\w*|higher|grows?|grew|positive|inflow|gains?)\b/;

/**
 * Whether the clauses that give a figure's amount give it the wrong way: a written sign or a direction
 * ("cash goes down by 4" for a rise of 4), or overstated for understated. Only when no clause gives it the right way.
 */
function isReversed(figure: ExpectedFigure, clauses: AnalysedText[], isRight: (f: ExpectedFigure, m: NumberMention) => boolean): boolean {
  const expected = Math.sign(figure.value);
  const labelText = figure.label.toLowerCase();
  const overUnder = /overstat/.test(labelText) ? 'over' : /understat/.test(labelText) ? 'under' : null;
  // A level after a move ("EBITDA after fall", "price after the rise") is stated with the move's words around it.
  const levelAfterMove = FALLING.test(labelText) || RISING.test(labelText) || /\bafter\b/.test(labelText);
  const directions = clauses.map((c) => {
    const written = c.numbers.find((m) => isRight(figure, m) && m.sign)?.sign;
    if (overUnder) {
      const over = /overstat/.test(c.text);
      const under = /understat/.test(c.text);
      if (over !== under) return (over ? 'over' : 'under') === overUnder ? 1 : -1;
      return 0;
    }
    if (!expected) return 0;
    if (written) return written === expected ? 1 : -1;
    if (levelAfterMove) return 0;
    // "MOIC drops to 2.38x" gives the level the move ends at, not a change: its sign is the level's.
    if (MOVE_TO_LEVEL.test(c.text)) return 0;
    const falling = FALLING.test(c.text);
    const rising = RISING.test(c.text);
    if (falling === rising) return 0;
    return (rising ? 1 : -1) === expected ? 1 : -1;
  });
  return directions.includes(-1) && !directions.includes(1);
}

/** Labels that ask for a fall, a rise or a signed change rather than a level ("reduction in the cash conversion cycle"). */
const FALL_LABEL = /\b(?:reduction|decrease|fall|decline|saving|shortening|cut)\b/i;
const RISE_LABEL = /\b(?:increase|rise|improvement)\b/i;
const CHANGE_LABEL = /\bchange\b/i;

/** The signed move a figure asks for (a reduction of 40 is −40), or null when it asks for a level. */
function changeAsked(figure: ExpectedFigure): number | null {
  if (FALL_LABEL.test(figure.label)) return -Math.abs(figure.value);
  if (RISE_LABEL.test(figure.label)) return Math.abs(figure.value);
  return CHANGE_LABEL.test(figure.label) ? figure.value : null;
}

/** The signed moves an answer states from one amount to another ("from 95 to 55 days" is −40). */
function movesBy(text: string): number[] {
  return [...text.matchAll(/\bfrom\s+[$£€]?(\d+(?:\.\d+)?)\s*(?:%|x|days?|months?|years?)?\s+(?:down |up )?to\s+[$£€]?(\d+(?:\.\d+)?)(?!\.?\d)/g)].map((m) => Number(m[2]) - Number(m[1]));
}

/** A move to a level: "falls to 2.38x", "rises to about 23%". */
const MOVE_TO_LEVEL = new RegExp(`(?:${FALLING.source}|${RISING.source})\\s+to\\s+(?:about |around |roughly |nearly |just (?:over|under) )?[$£€]?-?\\d`);

/** A number that ends a range containing the figure ("between $1 and $2"): a hedge, not a wrong figure. */
function inBracket(figure: ExpectedFigure, m: NumberMention, numbers: NumberMention[]): boolean {
  // The mention may come from a clause read apart from its range ("between $2bn | and $4bn"): matched by value.
  const same = (a: NumberMention | undefined) => !!a && a.absolute === m.absolute && a.unit === m.unit;
  const range = numbers.find((low) => same(low) || same(low.upTo));
  if (!range?.upTo) return false;
  const { scale } = unitScale(figure.unit);
  const inUnits = (x: NumberMention) => (x.scaled && scale !== 1 ? x.absolute / scale : x.value);
  const [lo, hi] = [inUnits(range), inUnits(range.upTo)].sort((a, b) => a - b) as [number, number];
  return lo <= Math.abs(figure.value) && Math.abs(figure.value) <= hi;
}

/** Widest range, as a share of the figure, that counts as close when it contains the figure. */
const RANGE_SHARE = 0.3;

/** A range given as an estimate ("maybe 15 to 20%") that contains the figure and is narrow enough to be useful. */
function bracketsFigure(figure: ExpectedFigure, low: NumberMention): boolean {
  const high = low.upTo;
  if (!high) return false;
  const { scale, kind } = unitScale(figure.unit);
  if (kind && high.unit && high.unit !== kind) return false;
  const inUnits = (m: NumberMention) => (m.scaled && scale !== 1 ? m.absolute / scale : m.value);
  const [lo, hi] = [inUnits(low), inUnits(high)].sort((a, b) => a - b) as [number, number];
  const target = Math.abs(figure.value);
  return lo <= target && target <= hi && hi - lo <= RANGE_SHARE * target;
}

/** The expected figures an answer states within their tolerance (used to check the bank's model answers). */
export function statedFigures(answerText: string, figures: ExpectedFigure[]): ExpectedFigure[] {
  const answer = analyse(answerText);
  return figures.filter((f) => answer.numbers.some((m) => figureDistance(f, m) <= f.tolerance + FIGURE_EPSILON));
}

/**
 * An amount of the same kind as a figure: both carry a scale (m, bn, k). Percentages and multiples are
 * left out: "1% lower" is another way to give 99%.
 */
function sameKind(figure: ExpectedFigure, m: NumberMention): boolean {
  const { scale, kind } = unitScale(figure.unit);
  return !kind && m.unit === '' && scale !== 1 && m.scaled;
}

/**
 * A number away from any mention of the figure is taken as an attempt at it only when it says the
 * figure's unit ("9%", "5.2x", "$45m"): a bare 2 or 0.75 there is a step of the working, not an answer.
 */
function saysItsUnit(figure: ExpectedFigure, m: NumberMention): boolean {
  const { scale, kind } = unitScale(figure.unit);
  return kind ? m.unit === kind : scale !== 1 && m.scaled;
}

/** Whether a number looks like an attempt at a figure: same kind of unit and within a factor of five. */
function isAttemptAt(figure: ExpectedFigure, m: NumberMention): boolean {
  if (m.difference) return false;
  // A rate ("a picker does 51 an hour") is a step on the way to a figure that is not one (the pickers needed).
  if (m.rate && !RATE_LABEL.test(figure.label.toLowerCase())) return false;
  const { scale, kind } = unitScale(figure.unit);
  if (m.unit !== kind && !(kind === 'x' && m.unit === '')) return false;
  const target = Math.abs(figure.value);
  if (target === 0) return Math.abs(m.value) < 10;
  const candidates = [Math.abs(m.value), m.scaled ? Math.abs(m.absolute) / scale : NaN];
  return candidates.some((v) => v >= target / 5 && v <= target * 5);
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

interface ReferenceCheck {
  /** 0–1 closeness to the model answer, less any excess closeness to the weak one. */
  closeness: number;
  /** The answer is clearly nearer the weak reference than the model one. */
  nearerWeak: boolean;
}

/**
 * Compares the answer with the reference answers: the strong one is the model (the medium one stands
 * in when there is none); the weak one shows what a poor answer says. Null without references.
 */
function checkReferences(input: EvaluationInput, answer: AnalysedText, question: AnalysedText): ReferenceCheck | null {
  const refs = input.referenceAnswers;
  if (!refs) return null;
  const own = (t: AnalysedText) => new Set(t.stems.filter((s) => !question.stemSet.has(s)));
  const mine = own(answer);
  const sim = (ref?: string) => (ref && ref.trim() ? overlap(mine, own(analyseCached(ref))) : null);
  const strong = sim(refs.strong);
  const medium = sim(refs.medium);
  const weak = sim(refs.weak);
  if (strong === null && medium === null) {
    return weak === null ? null : { closeness: clamp01(1 - weak / REFERENCE_SCALE), nearerWeak: weak > REFERENCE_SCALE };
  }
  const good = strong ?? REFERENCE_MEDIUM_DISCOUNT * (medium ?? 0);
  const excess = weak === null ? 0 : Math.max(0, weak - good - REFERENCE_MARGIN);
  // Only against the model answer itself is "nearer the weak one" a safe verdict.
  return { closeness: clamp01((good - excess) / REFERENCE_SCALE), nearerWeak: strong !== null && excess > REFERENCE_MARGIN };
}

/** Cosine similarity at which an answer counts as fully close to a reference (typical of a medium answer to the strong one). */
const REFERENCE_SCALE = 0.3;
const REFERENCE_MEDIUM_DISCOUNT = 0.9;
/** How much nearer the weak reference an answer must be before it counts against it. */
const REFERENCE_MARGIN = 0.1;

function clamp01(x: number): number {
  return Math.max(0, Math.min(1, x));
}

const NUANCE = /\b(but|however|although|though|whether|depends?|depending|unless|if|risks?|check|while|trade-?off|provided|assuming|otherwise)\b/g;
const SWEEPING =
  /\b(always|never|obviously|clearly|just|simply|definitely|certainly|immediately|straight away|everything|nothing|at all|no need|doesn't matter|don't matter|strongly|easily|great|excellent|normal|guaranteed?|no risk|whatever|(exactly |basically )?the same (as|thing)|the biggest|most accurate|no (difference|impact|effect)|irrelevant|(doesn't|does not|don't|won't) (affect|change))\b/g;

/** Classic red flags in a fit answer: deflecting blame, clichés, pay and prestige as motives. */
const RED_FLAGS =
  /\b(not my fault|their fault|the others|(wasn't|isn't|not|don't|doesn't|didn't) really|honestly|pays? (very )?well|prestigious|salary|i'm not sure|perfectionist|work too hard|hard worker|everyone)\b/g;

/** Interviewers reward a balanced view (conditions, risks) and mark down sweeping claims and red flags. */
function judgementOf(text: string): number {
  const nuance = text.match(NUANCE)?.length ?? 0;
  const sweeping = (text.match(SWEEPING)?.length ?? 0) + (text.match(RED_FLAGS)?.length ?? 0);
  return clamp01(0.5 + 0.12 * (Math.min(nuance, 4) - 1.5 * Math.min(sweeping, 3)));
}

// Structure markers by interview type.
const MARKERS = {
  situation: /\b(when|during|while|at my|in my|last (year|summer)|situation|internship|project|society|team)\b/,
  task: /\b(my (role|task|job|responsibility|goal)|i was (responsible|asked|tasked)|i had to|we needed|task|goal was)\b/,
  action: /\bi (\w+ed|built|led|set|made|took|ran|wrote|spoke|met|went|began|chose|brought|found|gave|sent|put|split|drew|rebuilt|rewrote|sat|told|kept|did|got|stepped|decided|created|organi[sz]ed)\b|\baction\b/,
  result: /\b(result|outcome|in the end|ended up|which meant|as a result|so that|delivered|won|achieved|improved|increased|reduced|saved|cut|grew|raised|finished|received|offer|on time|praised|adopted|became|fell|dropped|rose|doubled|halved|went (up|down|from)|(was|were) (up|down)|agreed|approved|accepted|signed|the next (day|week|month|term)|afterwards|(a|one|two|three|\d+) (days?|weeks?|months?|years?) later)\b/,
  reflection: /\b(learn(ed|t)?|lesson|taught me|now i|since then|next time|i now|changed my|i apply)\b/,
  reasons: /\b(first|second|third|reasons?|another|because|which is why|that's why|drawn to|attracts? me|excites? me)\b/,
  experience: /\b((my|an?) (internship|placement|experience|project|degree|dissertation|society|role|summer)|(at|in|during) my|i('ve| have)? (worked|interned|spent|led|built|followed|read|spoke|met|joined|seen|studied|analysed|analyzed|wrote|tracked|researched|covered))\b/,
  goal: /\b(long[- ]term|career|goal|future|want to|i'd like|aspire|ambition|which is why|that's why|next step|i'd (add|bring|focus|back|invest))\b/,
  framework: /\b(first(ly)?|second(ly)?|third(ly)?|then|next|finally|framework|structure|break (it |this |that )?down|split|drivers?|buckets?|levers?|(two|three|four|five) (areas|things|parts|questions|steps|stages|factors|reasons|ways|methods|options|levers|checks)|on one hand|stages?|steps?)\b|(^|[.!?]\s+)[a-z][a-z' -]{2,30}: /,
  assumption: /\b(assum\w*|estimate\w*|suppose|let's say|roughly|about|approximately)\b/,
  recommendation: /\b(recommend\w*|advi[sc]e|my (advice|answer|view|conclusion|estimate)|the (likely )?answer is|overall|on balance|in short|therefore|that tells|the key (risk|question|issue)|conclusion|((i|we|they|you)('d| would| should)|should) (not |only |probably |still )?(go ahead|proceed|invest|accept|reject|decline|pass|lead|buy|sell|take|choose|pick|prioriti[sz]e|keep|walk away|fund|back|hold|exit|hedge|refuse|engage|propose|tell|escalate))\b|(?:^|[:;,]\s*|\bso,?\s+)(?:yes,?\s+|no,?\s+)?(?:buy|accept|reject|approve|decline|invest in|go ahead with|proceed with) (?:it|them|the \w+|this \w+)\b/,
  pastAction: /\b(i|we) (?:(?:once|then|also|later|eventually|first|finally|quickly|personally|actually|\w+ly) )?(\w+ed|built|led|made|took|ran|wrote|spoke|met|went|began|chose|brought|found|gave|sent|put|split|drew|sat|told|kept|did|got|set|spent|saw|learnt|thought|knew|became|won|lost|felt|heard|left|paid|read|sold|bought|taught|understood)\b/,
  reasoning: /\b(because|so|which means|therefore|since|as a result|that's why|due to|driven by)\b/,
};

function checkStructure(input: EvaluationInput, answer: AnalysedText): StructureCheck {
  const t = answer.text;
  const has = (p: RegExp) => p.test(t);
  const parts: Array<[StructurePart, boolean]> = [];
  const behavioural = input.interviewType === 'Motivational' && isBehavioural(input.question);
  const hypothetical = input.interviewType === 'Motivational' && HYPOTHETICAL.test(input.question);
  if (behavioural) {
    parts.push(['situation', has(MARKERS.situation) || has(MARKERS.task)]);
    parts.push(['action', has(MARKERS.action)]);
    parts.push(['result', has(MARKERS.result) && (answer.numbers.length > 0 || /\b(won|offer|promoted|adopted|praised|client)\b/.test(t))]);
    parts.push(['reflection', has(MARKERS.reflection)]);
  } else if (hypothetical) {
    // "Imagine you discover…": what the candidate would do, in order and with reasons, not an experience.
    parts.push(['framework', has(MARKERS.framework) || has(MARKERS.reasons)]);
    parts.push(['reasoning', has(MARKERS.reasoning)]);
    parts.push(['action', has(WOULD_DO) || has(MARKERS.action)]);
  } else if (input.interviewType === 'Motivational') {
    parts.push(['reasons', has(MARKERS.reasons)]);
    parts.push(['experience', has(MARKERS.experience)]);
    parts.push(['reflection', has(MARKERS.goal) || has(MARKERS.reflection)]);
  } else if (input.interviewType === 'Case Study') {
    parts.push(['framework', has(MARKERS.framework)]);
    parts.push(['numbers', answer.numbers.length >= 2 || has(MARKERS.assumption)]);
    parts.push(['recommendation', has(MARKERS.recommendation)]);
  } else {
    parts.push(['reasoning', has(MARKERS.reasoning)]);
  }
  const present = parts.filter(([, ok]) => ok).length;
  return {
    score: parts.length ? present / parts.length : 1,
    missing: parts.filter(([, ok]) => !ok).map(([p]) => p),
    behavioural,
    concrete: answer.numbers.length > 0 || MARKERS.pastAction.test(t) || hasProperNoun(input.answer) || (hypothetical && WOULD_DO.test(t)),
  };
}

/** What the candidate says they would do. */
const WOULD_DO = /\bi('d| would| will)( \w+ly)? (go|tell|raise|flag|speak|talk|ask|explain|check|work out|quantify|escalate|propose|fix|correct|email|call|book|send|offer|document|accept|choose|pick|take|decline|say|start|make|write|review|find)\b/;

/** A name in the middle of a sentence (a firm, a deal, a place): a sign of a real example. */
function hasProperNoun(raw: string): boolean {
  return /[a-z,;:]\s+(?!I\b|I')[A-Z][A-Za-z&]+/.test(raw);
}

function isBehavioural(question: string): boolean {
  // "Imagine you discover an error you made…", "If you received offers…": a hypothetical asks what the candidate would do, not for a story.
  if (HYPOTHETICAL.test(question)) return false;
  return /\b(tell me about a time|give (me )?an example|describe a (time|situation)|what did you (do|learn)|how did you (handle|respond|resolve)|you (made|failed|got|had to|were|received|disagreed|led|took|used|built|dealt|persuaded|questioned))\b/i.test(
    question,
  );
}

const HYPOTHETICAL = /\b(imagine|suppose|if you|(what|which|how) would you)\b/i;

// ---------------------------------------------------------------------------------------------
// Score
// ---------------------------------------------------------------------------------------------

const FIGURE_VALUE: Record<FigureOutcome, number> = { right: 1, close: 0.5, missing: 0, wrong: -0.5 };

/**
 * Weights of each signal in the 0–1 quality (the key concepts carry most). Fitted by hand against
 * the bank's sample answers, with the answer's length (depth, development) deliberately kept minor terms.
 */
const WEIGHTS = {
  base: 0.03,
  coverage: 0.34,
  /** Behavioural rubrics are abstract ("took responsibility"), so STAR structure counts for more. */
  coverageMotivational: 0.25,
  structureMotivational: 0.23,
  structureCase: 0.11,
  reference: 0.07,
  depth: 0.15,
  judgement: 0.17,
  figures: 0.06,
  verdict: 0.09,
  development: 0.12,
};

/** Quality bounds that keep the level honest whatever the other signals say. */
const CAP_WEAK = 0.38;
const CAP_MEDIUM = 0.68;

/** Combines the signals into a 0–1 quality. */
function combine(s: Signals): number {
  const w = WEIGHTS;
  const motivational = s.type === 'Motivational';
  const closeness = s.reference?.closeness ?? null;
  // Without a rubric, closeness to the reference answers stands in for coverage.
  const coverage = s.coverage ?? closeness ?? 0.3;
  let quality =
    w.base +
    (motivational ? w.coverageMotivational : w.coverage) * coverage +
    (motivational ? w.structureMotivational : s.type === 'Case Study' ? w.structureCase : 0) * s.structure.score +
    w.reference * (closeness ?? 0.5) +
    w.depth * s.depth +
    w.judgement * s.judgement +
    w.figures * figureAccuracy(s.figures) +
    w.verdict * (s.verdict ?? 0) +
    w.development * s.development;

  // Every key point made, with no figure or verdict wrong, is a strong answer however short.
  if (s.coverage !== null && s.coverage >= COMPLETE_COVERAGE && noErrors(s) && substantive(s)) quality = Math.max(quality, STRONG_FLOOR);
  // Off the point: none of the key points and nothing like the model answer, however well written.
  // Behavioural rubrics are abstract, so a fit answer needs to be further from the model one to count as off the point.
  const offTopicCloseness = motivational ? OFF_TOPIC_CLOSENESS_MOTIVATIONAL : OFF_TOPIC_CLOSENESS;
  if (coverage < OFF_TOPIC_COVERAGE && (closeness ?? 0) < offTopicCloseness) quality = Math.min(quality, CAP_WEAK);
  // Worded like the weak reference and short of the key points: a weak answer. Key points made in
  // the weak answer's words still count.
  if (s.reference?.nearerWeak && coverage < NEARER_WEAK_COVERAGE) quality = Math.min(quality, CAP_WEAK);
  // Most of the figures asked for given wrong: the method is wrong, whatever else the answer says.
  if (s.figures.filter((f) => f.outcome === 'wrong').length * 2 > s.figures.length) quality = Math.min(quality, CAP_WEAK);
  // A quick-fire item is right or wrong: a wrong verdict or figure is a weak answer, none given at most medium.
  if (s.verdict === -1) quality = Math.min(quality, CAP_WEAK);
  if (s.type === 'Gamification' && s.figures.length) {
    if (s.figures.some((f) => f.outcome === 'wrong')) quality = Math.min(quality, CAP_WEAK);
    else if (s.figures.every((f) => f.outcome === 'missing')) quality = Math.min(quality, CAP_MEDIUM);
  }
  // A fit answer needs a real example: a story without one is weak, and strong needs one.
  if (s.type === 'Motivational' && !s.structure.concrete) {
    quality = Math.min(quality, s.structure.behavioural ? CAP_WEAK : CAP_MEDIUM);
  }
  // A list of keywords is not an answer: strong needs sentences.
  if (s.contentShare > KEYWORD_LIST_SHARE) quality = Math.min(quality, CAP_MEDIUM);
  // Very short answers cannot show enough: capped rather than scored on length. A bare right
  // figure or verdict ("8.0x", "False") is still worth a medium.
  const exact = s.verdict === 1 || (s.figures.length > 0 && s.figures.every((f) => f.outcome === 'right'));
  if (s.words < VERY_SHORT_WORDS) quality = Math.min(quality, exact ? CAP_MEDIUM : CAP_WEAK);
  else if (s.words < SHORT_WORDS) quality = Math.min(quality, CAP_MEDIUM);
  return clamp01(gradersRules(quality, s));
}

/**
 * What expert graders reward and cap (bench/evaluator-validation/RUBRIC.md): a short answer that is
 * right and complete is strong, and a specific story too; then a wrong central fact, a keyword list,
 * padding, generic claims or another question answered cap the grade, whatever the rest says.
 */
function gradersRules(quality: number, s: Signals): number {
  let q = quality;
  // A wrong figure the candidate flags as a guess or as incomplete is a secondary error, not a confident wrong one.
  const central = s.misconceptions.some((m) => m.central) || (centralFigureWrong(s.figures) && !s.hedged);
  const secondary = s.misconceptions.length > 0 || s.figures.some((f) => f.outcome === 'wrong');
  // Floors: the right figures with working, or a specific story, however short.
  // Most figures given and none wrong: one left out (a payback beside the NPV) does not undo the working.
  const given = s.figures.filter((f) => f.outcome !== 'missing');
  const figuresRight = given.length >= RULES.givenShare * s.figures.length && given.length > 0;
  if (figuresRight && !secondary && s.numbers >= WORKING_NUMBERS) {
    const exact = given.every((f) => f.outcome === 'right');
    const complete = s.judged || (s.coverage ?? 0) >= RULES.completeCoverage;
    // RUBRIC.md: a rough figure offered as an approximation is not wrong, but does not earn full credit.
    const rounded = given.every((f) => f.outcome === 'right' || f.rounded);
    q = Math.max(q, !complete ? RULES.closeWithWorking : exact ? RULES.rightWithWorking : rounded ? RULES.roundedWithWorking : RULES.closeWithWorking);
    // RUBRIC.md 43–50: correct and complete, with the judgement an interviewer remembers and substance beyond the sums.
    if (exact && s.judged && s.depth >= RULES.judgedDepth) q = Math.max(q, RULES.rightWithJudgement);
  } else if (s.figures.at(-1)?.outcome === 'right' && !secondary) {
    // The figure the question turns on, right with no working: a medium answer.
    q = Math.max(q, RULES.bareFigure);
  }
  if (s.type === 'Motivational' && !s.offTopic && s.specificity.acted) {
    const { detail, lesson, lasting, outcome } = s.specificity;
    // RUBRIC.md: a specific story is strong with its lesson, and more so when the lesson changed how the
    // candidate works since; a "why X" answer is strong with experience behind it.
    // A story told with every kind of detail (figures, names, own actions) and its outcome is complete without a lesson spelled out.
    const complete = s.structure.behavioural ? lesson || (outcome && detail >= FULL_DETAIL) : lesson || outcome;
    if (detail >= RULES.specificDetail) {
      q = Math.max(q, !complete ? RULES.realStory : lasting && outcome ? RULES.specificStoryFull : RULES.specificStory);
    } else if ((lesson || outcome) && !s.generic && s.structure.score >= RULES.thinStructure) {
      // RUBRIC.md 20–34: a real situation, what happened clear, what the candidate did or learned thin.
      q = Math.max(q, RULES.thinStory);
    }
  }
  // Caps: errors first, then form.
  if (central) q = Math.min(q, RULES.centralError);
  else if (secondary) q = Math.min(q, RULES.secondaryError);
  if (s.keywordList) q = Math.min(q, RULES.keywordList);
  if (s.offTopic) q = Math.min(q, RULES.offTopic);
  // A coherent answer to another question: weak, whatever it gets right about that other one.
  if (s.anotherQuestion) q = Math.min(q, RULES.anotherQuestion);
  // Words to the scorer earn nothing, and what is left is weak at best.
  if (s.scorerAddressed) q = Math.min(q, RULES.scorerAddressed);
  if (s.padding >= RULES.paddingShare) {
    // A story question answered mostly with generalities, its one example without detail, is padding whatever words it shares.
    const noStory = s.type === 'Motivational' && s.specificity.detail < RULES.vagueDetail;
    // Every key point made: the sentences around them are explanation, not padding.
    const complete = (s.coverage ?? 0) >= COMPLETE_COVERAGE && s.type !== 'Motivational' && substantive(s);
    q = (s.coverage ?? 0) < RULES.paddingCoverage || noStory ? Math.min(q, RULES.padded) : complete ? q : q - RULES.paddingPenalty * s.padding;
  }
  // Figures asked for and none given, not even a number: the calculation was never done.
  if (s.figures.length && s.numbers === 0 && s.type !== 'Motivational') q = Math.min(q, RULES.noFigures);
  if (s.unbacked) q = Math.min(q, RULES.unbacked);
  if (s.type === 'Motivational') {
    const vague = !s.specificity.acted && s.specificity.detail < RULES.vagueDetail;
    if (vague && (s.generic > 0 || s.structure.behavioural)) q = Math.min(q, RULES.generic);
  }
  return q;
}

/** Specificity at which a story carries every kind of detail (figures, names, the candidate's own actions). */
const FULL_DETAIL = 0.95;

/** Numbers an answer shows at least, to count as working rather than a bare figure. */
const WORKING_NUMBERS = 3;

/** Grades of RUBRIC.md as 0–1 quality (×50). */
const RULES = {
  rightWithWorking: 0.76,
  rightWithJudgement: 0.86,
  roundedWithWorking: 0.72,
  judgedDepth: 0.5,
  closeWithWorking: 0.6,
  givenShare: 0.6,
  completeCoverage: 0.6,
  bareFigure: 0.54,
  specificDetail: 0.55,
  realStory: 0.5,
  thinStory: 0.48,
  thinStructure: 0.5,
  specificStory: 0.72,
  specificStoryFull: 0.8,
  centralError: 0.24,
  secondaryError: 0.56,
  keywordList: 0.12,
  offTopic: 0.05,
  anotherQuestion: 0.2,
  scorerAddressed: 0.2,
  paddingShare: 0.5,
  paddingCoverage: 0.45,
  padded: 0.17,
  paddingPenalty: 0.3,
  noFigures: 0.3,
  vagueDetail: 0.3,
  generic: 0.17,
  unbacked: 0.6,
};

/** A figure given the wrong way round, the last figure (the one asked for) wrong, or most of them wrong. */
function centralFigureWrong(figures: FigureCheck[]): boolean {
  const wrong = figures.filter((f) => f.outcome === 'wrong');
  const right = figures.filter((f) => f.outcome === 'right').length;
  const lastWrong = figures.at(-1)?.outcome === 'wrong' && right < SEVERAL_FIGURES;
  // A figure the wrong way round breaks the answer unless the figure it turns on is still right.
  const reversed = wrong.some((f) => f.reversed) && figures.at(-1)?.outcome !== 'right';
  return reversed || lastWrong || wrong.length * 2 > figures.length;
}

/** Figures right beside a wrong last one that make it one of several, a secondary error. */
const SEVERAL_FIGURES = 3;

const COMPLETE_COVERAGE = 0.86;
const STRONG_FLOOR = 0.7;
const VERY_SHORT_WORDS = 8;
const SHORT_WORDS = 15;
const OFF_TOPIC_COVERAGE = 0.1;
const OFF_TOPIC_CLOSENESS = 0.5;
const OFF_TOPIC_CLOSENESS_MOTIVATIONAL = 0.3;
/** Coverage from which an answer nearer the weak reference is no longer capped as weak. */
const NEARER_WEAK_COVERAGE = 0.3;
/** Share of content words above which a text reads as a list of keywords (prose is about half). */
const KEYWORD_LIST_SHARE = 0.75;

/** Mean figure outcome, -0.5 (all wrong) to 1 (all right); 0 when the question has no figures. */
function figureAccuracy(figures: FigureCheck[]): number {
  if (!figures.length) return 0;
  return figures.reduce((sum, f) => sum + FIGURE_VALUE[f.outcome], 0) / figures.length;
}

// ---------------------------------------------------------------------------------------------
// Feedback
// ---------------------------------------------------------------------------------------------

function listPhrases(phrases: string[], joiner: 'and' | 'or'): string {
  const items = phrases.slice(0, 3);
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items.at(-1)}`;
}

/** Missed concepts, the least mentioned first (rubric order among equals). */
function missedConcepts(s: Signals): ConceptCheck[] {
  return s.concepts
    .map((c, index) => ({ c, index }))
    .filter(({ c }) => c.credit < COVERED)
    .sort((a, b) => a.c.credit - b.c.credit || a.index - b.index)
    .map(({ c }) => c);
}

function writeFeedback(s: Signals, level: EvaluationLevel): string {
  const covered = s.concepts.filter((c) => c.credit >= COVERED).map((c) => c.phrase);
  const missed = missedConcepts(s).map((c) => c.phrase);
  const sentences: string[] = [];
  if (!s.concepts.length) sentences.push(levelSentence(level));
  else if (!covered.length) sentences.push('Your answer did not cover the key points of this question.');
  else if (!missed.length) {
    sentences.push(
      covered.length > 3
        ? `You covered all ${covered.length} key points, including ${listPhrases(covered, 'and')}.`
        : `You covered all the key points: ${listPhrases(covered, 'and')}.`,
    );
  } else sentences.push(`You covered ${listPhrases(covered, 'and')}.`);
  if (missed.length) sentences.push(`You did not mention ${listPhrases(missed, 'or')}.`);
  const issue = issueSentence(s);
  if (issue) sentences.push(issue);
  if (sentences.length < 2) sentences.push(s.concepts.length ? levelSentence(level) : typeSentence(s.type));
  return sentences.slice(0, 3).join(' ');
}

/** The one most important problem beyond the key points: verdict, figure, then structure. */
function issueSentence(s: Signals): string | null {
  if (s.scorerAddressed) return `${scorerAddressed(s.scorerAddressed)}: that part earns nothing, and the rest is scored no higher than weak.`;
  const misconception = s.misconceptions[0];
  if (misconception) return misconception.correction;
  const reversed = s.figures.find((f) => f.reversed);
  if (reversed) return `You gave the ${reversed.figure.label} the wrong way round: it is ${formatFigure(reversed.figure)}.`;
  if (s.keywordList) return 'You listed terms without explaining them: say what each one does and how they connect, in full sentences.';
  // The other question named, where there is one, says more than "something else".
  if (s.anotherQuestion) return `This reads as an answer to another question ("${s.anotherQuestion}"), not the one asked.`;
  if (s.offTopic) return 'The answer is about something else than the question asked.';
  if (s.expectedVerdict && s.verdict === -1) return `The statement is ${s.expectedVerdict}, so your verdict is wrong.`;
  if (s.expectedVerdict && s.verdict === 0) return 'You did not say clearly whether the statement is true or false.';
  const wrong = s.figures.find((f) => f.outcome === 'wrong');
  if (wrong) return `Your figure for ${wrong.figure.label} is not right: it should be ${formatFigure(wrong.figure)}.`;
  const close = s.figures.find((f) => f.outcome === 'close');
  if (close) return `Your figure for ${close.figure.label} is close but not exact: it is ${formatFigure(close.figure)}.`;
  const missing = s.figures.find((f) => f.outcome === 'missing');
  if (missing) return `You did not give the ${missing.figure.label}.`;
  if (s.type === 'Motivational' && !s.structure.concrete) return 'It needs a concrete example of something you did.';
  if (s.type === 'Motivational' && s.generic > 0 && !s.specificity.acted) return 'Claims like being passionate or hard-working are generic: show them with something you did.';
  const part = s.structure.missing[0];
  if (part && (s.type === 'Motivational' || s.type === 'Case Study')) return STRUCTURE_TEXT[part].feedback;
  return null;
}

function levelSentence(level: EvaluationLevel): string {
  if (level === 'strong') return 'A complete, well-supported answer.';
  if (level === 'medium') return 'A reasonable answer that needs more depth to be strong.';
  return 'The answer needs more substance and accuracy.';
}

function typeSentence(type: InterviewType): string {
  return TYPE_ADVICE[type];
}

function writeSuggestions(input: EvaluationInput, s: Signals): string[] {
  const out: string[] = [];
  if (s.expectedVerdict && s.verdict !== 1) {
    out.push(`Open with the verdict (${s.expectedVerdict}), then give the reason in one sentence.`);
  }
  const stated = new Set<string>();
  for (const f of s.figures.filter((x) => x.outcome !== 'right').slice(0, 2)) {
    const phrase = figurePhrase(f.figure, input.keyConcepts);
    stated.add(phrase);
    out.push(`State the figure: ${phrase}.`);
  }
  if (s.type === 'Motivational' && !s.structure.concrete) {
    out.push('Use one real example: what you did, with a name or a number in it.');
  }
  if (s.type === 'Motivational' || s.type === 'Case Study') {
    for (const part of s.structure.missing.slice(0, 1)) out.push(STRUCTURE_TEXT[part].suggestion);
  }
  for (const c of missedConcepts(s)) if (!stated.has(c.phrase)) out.push(`Add the missing point: ${c.phrase}.`);
  out.push(TYPE_ADVICE[s.type]);
  out.push('Practise saying it aloud in under two minutes, leading with your main point.');
  return [...new Set(out)].slice(0, 3);
}

/** The rubric's own words for a figure when a key concept states it ("cash increases by 4"), else label and value. */
function figurePhrase(figure: ExpectedFigure, keyConcepts: string[]): string {
  const target: NumberMention = { value: figure.value, absolute: figure.value, scaled: false, unit: '' };
  const phrase = keyConcepts.find((c) => analyseCached(c).numbers.some((n) => mentionsMatch({ ...n, unit: '' }, target)));
  return phrase ?? `${figure.label} is ${formatFigure(figure)}`;
}

const STRUCTURE_TEXT: Record<StructurePart, { feedback: string; suggestion: string }> = {
  situation: {
    feedback: 'The story needs a clearer situation at the start.',
    suggestion: 'Structure the story with STAR: open with the situation and your task in one or two sentences.',
  },
  action: {
    feedback: 'It was not clear what you personally did.',
    suggestion: 'Say what you did yourself, in the first person ("I built", "I proposed"), not what the team did.',
  },
  result: {
    feedback: 'The story lacks a concrete result.',
    suggestion: 'Structure the story with STAR: end with a measurable result.',
  },
  reflection: {
    feedback: 'It did not say what you took from the experience or where it leads you.',
    suggestion: 'Close with what you learned and how you apply it now, or how it leads to your career goal.',
  },
  reasons: {
    feedback: 'Your reasons were not laid out clearly.',
    suggestion: 'Give two or three distinct reasons and signpost them (first, second, third).',
  },
  experience: {
    feedback: 'It needs an experience of your own to back it up.',
    suggestion: 'Back your motivation with something you did: an internship, a project or a deal you followed.',
  },
  framework: {
    feedback: 'The answer lacks a clear structure.',
    suggestion: 'Lay out a framework first: break the problem into its drivers and take them in order.',
  },
  numbers: {
    feedback: 'It did not put numbers or assumptions on the problem.',
    suggestion: 'Put numbers on it: state your assumptions and do the key calculation out loud.',
  },
  recommendation: {
    feedback: 'It did not end with a recommendation.',
    suggestion: 'Finish with a clear recommendation and the main risk to it.',
  },
  reasoning: {
    feedback: 'It states points without the reasoning behind them.',
    suggestion: 'Explain the why behind each step, not only the what.',
  },
};

const TYPE_ADVICE: Record<InterviewType, string> = {
  Motivational: 'Make it specific to you: one concrete example with a measurable result.',
  'Case Study': 'Summarise your recommendation in one sentence at the end, with the key number behind it.',
  Gamification: 'Answer first, then show the one-line calculation or reason behind it.',
  Technical: 'Link each point back to the question and give a short numerical example.',
};

function formatFigure(f: ExpectedFigure): string {
  const unit = f.unit?.trim() ?? '';
  const sign = f.value < 0 ? '-' : '';
  const value = String(Math.abs(f.value));
  if (!unit) return `${sign}${value}`;
  if (unit === '%' || unit === 'x') return `${sign}${value}${unit}`;
  const currency = unit.match(/^([$£€])(\S*)$/);
  if (currency) return `${sign}${currency[1]}${value}${currency[2]}`;
  return `${sign}${value} ${unit}`;
}

function briefSuggestions(type: InterviewType): string[] {
  return ['Answer in a few full sentences: state your main point first, then support it.', TYPE_ADVICE[type]];
}

function notKnowingSuggestions(input: EvaluationInput): string[] {
  const first = input.keyConcepts[0];
  return [
    'Say what you do know and reason out loud: interviewers reward the approach, not only the answer.',
    first ? `Start from the basics of the question, for example ${first}.` : TYPE_ADVICE[input.interviewType],
    'Review this topic, then try the question again.',
  ];
}
