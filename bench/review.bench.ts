// Does spaced review turn missed concepts into covered ones sooner? A simulated student practises for
// 30 days, one session a day of five answers, twice: once answering questions drawn at random from the
// bank (without review), once doing the day's due reviews first (one answer reviews every due card its
// question tests, as on the Review screen) and random questions for the rest of the session (with
// review). Same student, same seed, same number of answers. The student's answers are the bank's own strong, medium or weak sample answers, chosen by how
// many of the question's key concepts the student recalls; the local evaluator scores them (covered,
// missed) and the review cards are scheduled by the product's FSRS code (gateway/src/review).
//
// The student: each key concept is known at the start with probability 0.35 (stability 2–10 days);
// recall fades as exp(-days/stability). An answer's feedback teaches: a concept recalled gets a
// stability boost that is larger the harder the recall was (the spacing effect); one missed and named
// in the feedback is learned again with a stability of a day.
//
// Run from the repository root:   npx tsx bench/review.bench.ts   [--students=40] [--specialization=ib|all] [--review-slots=2]
import { evaluateAnswer, QUESTION_BANK } from '@bullpen/evaluator';
import type { Question, SampleAnswers } from '@bullpen/shared/domain';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { Card } from 'ts-fsrs';
import { DAY_MS } from '../gateway/src/review/clock';
import { newCard, ratingFor, schedule } from '../gateway/src/review/review-scheduler';

const DAYS = 30;
const ANSWERS_PER_SESSION = 5;

const KNOWN_AT_START = 0.35;

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const STUDENTS = Number(arg('students', '40'));
/** Answers of a session given to due reviews first (default: all of them, as the Review screen asks); new questions fill the rest. */
const REVIEW_SLOTS = Number(arg('review-slots', String(ANSWERS_PER_SESSION)));
const SPECIALIZATION = arg('specialization', 'all');

type Level = keyof SampleAnswers;
type Random = () => number;

function seeded(seed: number): Random {
  const generator = xoroshiro128plus(seed);
  for (let i = 0; i < 8; i += 1) uniformFloat64(generator);
  return () => uniformFloat64(generator);
}

interface Memory {
  stability: number;
  last: number;
}

class Student {
  private readonly memory = new Map<string, Memory>();

  constructor(
    private readonly random: Random,
    concepts: string[],
  ) {
    for (const concept of concepts) {
      if (random() < KNOWN_AT_START) this.memory.set(concept, { stability: 2 + 8 * random(), last: -5 * random() });
    }
  }

  recallChance(concept: string, day: number): number {
    const m = this.memory.get(concept);
    return m ? Math.exp(-(day - m.last) / m.stability) : 0;
  }

  /** Which concepts come to mind now; the answer's level follows from how many of the question's do. */
  answer(question: Question, day: number): { level: Level; recalled: Set<string> } {
    const recalled = new Set(question.keyConcepts.filter((c) => this.random() < this.recallChance(c, day)));
    const share = recalled.size / question.keyConcepts.length;
    return { level: share >= 0.75 ? 'strong' : share >= 0.4 ? 'medium' : 'weak', recalled };
  }

  /** The feedback after an answer: recalled concepts are strengthened, missed ones learned again. */
  learn(question: Question, recalled: Set<string>, missed: string[], day: number): void {
    for (const concept of question.keyConcepts) {
      const chance = this.recallChance(concept, day);
      const m = this.memory.get(concept);
      if (recalled.has(concept) && m) this.memory.set(concept, { stability: m.stability * (1 + 2.5 * (1 - chance)), last: day });
      else if (missed.includes(concept)) this.memory.set(concept, { stability: 1, last: day });
    }
  }
}

function evaluate(question: Question, level: Level) {
  const samples = question.sampleAnswers as SampleAnswers;
  // As in bench/evaluator.bench.ts: the answer is never among its own reference answers.
  const others = Object.fromEntries((['strong', 'medium', 'weak'] as Level[]).filter((l) => l !== level).map((l) => [l, samples[l]]));
  return evaluateAnswer({
    question: question.question,
    interviewType: question.interviewType,
    specialization: question.specialization,
    keyConcepts: question.keyConcepts,
    expectedFigures: question.expectedFigures,
    referenceAnswers: others,
    answer: samples[level],
  });
}

interface Outcome {
  /** Sessions from a concept's first miss to the first later answer covering it; null if none did within the 30 days. */
  sessionsToCover: Array<number | null>;
  /** Chance each missed concept is recalled on day 30. */
  recallAtEnd: number[];
}

function simulate(seed: number, pool: Question[], withReview: boolean): Outcome {
  const random = seeded(seed);
  const student = new Student(seeded(seed + 1_000_003), [...new Set(pool.flatMap((q) => q.keyConcepts))]);
  const firstMissed = new Map<string, number>();
  const coveredAt = new Map<string, number>();
  const cards = new Map<string, { card: Card; question: Question }>();
  const start = Date.UTC(2026, 0, 1, 9);

  for (let day = 0; day < DAYS; day += 1) {
    const now = new Date(start + day * DAY_MS);
    const due = withReview ? [...cards.values()].filter((c) => c.card.due.getTime() <= now.getTime()).sort((a, b) => a.card.due.getTime() - b.card.due.getTime()) : [];
    // As on the Review screen: one answer reviews every due card its question tests.
    const reviewQuestions = [...new Set(due.map((c) => c.question))].slice(0, REVIEW_SLOTS);
    const session: Array<{ question: Question; review: boolean }> = reviewQuestions.map((question) => ({ question, review: true }));
    while (session.length < ANSWERS_PER_SESSION) session.push({ question: pool[Math.floor(random() * pool.length)]!, review: false });

    for (const { question, review } of session) {
      const { level, recalled } = student.answer(question, day);
      const result = evaluate(question, level);
      for (const concept of result.covered) if (firstMissed.has(concept) && !coveredAt.has(concept) && firstMissed.get(concept)! < day) coveredAt.set(concept, day);
      const missed = [...result.missed, ...result.misconceptions.map((m) => m.contradicts)];
      for (const concept of missed) {
        if (!firstMissed.has(concept)) firstMissed.set(concept, day);
        if (withReview && !cards.has(concept)) cards.set(concept, { card: newCard(now), question });
      }
      if (review) {
        for (const [concept, entry] of cards) {
          if (entry.card.due.getTime() <= now.getTime() && question.keyConcepts.includes(concept)) {
            entry.card = schedule(entry.card, now, ratingFor(concept, question.keyConcepts, result)).card;
          }
        }
      }
      student.learn(question, recalled, result.missed, day);
    }
  }
  const missedConcepts = [...firstMissed.keys()].filter((c) => firstMissed.get(c)! < DAYS - 1);
  return {
    sessionsToCover: missedConcepts.map((c) => (coveredAt.has(c) ? coveredAt.get(c)! - firstMissed.get(c)! : null)),
    recallAtEnd: missedConcepts.map((c) => student.recallChance(c, DAYS)),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const pct = (n: number) => `${(100 * n).toFixed(1)} %`;

function report(label: string, outcomes: Outcome[]) {
  const all = outcomes.flatMap((o) => o.sessionsToCover);
  const covered = all.filter((s): s is number => s !== null);
  const recall = outcomes.flatMap((o) => o.recallAtEnd);
  return {
    label,
    missed: all.length,
    covered: covered.length,
    coveredShare: covered.length / all.length,
    median: median(covered),
    mean: covered.reduce((a, b) => a + b, 0) / covered.length,
    // Concepts never covered count as 30 sessions: the bench's horizon.
    meanWithUncovered: all.reduce<number>((a, s) => a + (s ?? DAYS), 0) / all.length,
    recallAtEnd: recall.reduce((a, b) => a + b, 0) / recall.length,
  };
}

const pool = QUESTION_BANK.filter((q) => (SPECIALIZATION === 'all' || q.specialization === SPECIALIZATION) && q.sampleAnswers && q.interviewType !== 'Gamification');
const started = Date.now();
const seeds = Array.from({ length: STUDENTS }, (_, i) => 7919 * (i + 1));
const without = report('without review', seeds.map((s) => simulate(s, pool, false)));
const withReview = report('with review', seeds.map((s) => simulate(s, pool, true)));

console.log(`Spaced review bench: ${STUDENTS} simulated students, ${DAYS} days, ${ANSWERS_PER_SESSION} answers a day (up to ${REVIEW_SLOTS} for reviews), ${pool.length} questions with sample answers (${SPECIALIZATION})`);
console.log('');
console.log('| arm | missed concepts | covered later | covered, per student | sessions to cover (median) | (mean) | mean, uncovered as 30 | recalled on day 30 |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const r of [without, withReview]) {
  console.log(
    `| ${r.label} | ${r.missed} | ${pct(r.coveredShare)} | ${(r.covered / STUDENTS).toFixed(1)} | ${r.median.toFixed(1)} | ${r.mean.toFixed(2)} | ${r.meanWithUncovered.toFixed(2)} | ${pct(r.recallAtEnd)} |`,
  );
}
// The measure: sessions from a concept's miss until an answer covers it (never: the 30-day horizon).
const wins = withReview.meanWithUncovered < without.meanWithUncovered && withReview.coveredShare > without.coveredShare;
console.log('');
console.log(wins ? 'Review wins: missed concepts are covered sooner and more often.' : 'Review does NOT win on this run.');
console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exitCode = wins ? 0 : 1;
