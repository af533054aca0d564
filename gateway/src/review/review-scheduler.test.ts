// FSRS through ts-fsrs: a missed concept comes back the next day; a good recall pushes it further out
// than a hard one, a lapse brings it back soon; ratings follow the evaluator's reading of the answer.
import type { EvaluationResult } from '@bullpen/shared/domain';
import { DAY_MS } from './clock';
import { newCard, ratingFor, retrievability, schedule } from './review-scheduler';

const NOW = new Date('2026-11-25T10:00:00Z');
const days = (from: Date, to: Date) => (to.getTime() - from.getTime()) / DAY_MS;

function result(change: Partial<EvaluationResult>): EvaluationResult {
  return { score: 30, level: 'medium', feedback: '', suggestions: [], covered: [], missed: [], misconceptions: [], ...change };
}

describe('review scheduling', () => {
  it('makes a missed concept due at the start of the next day', () => {
    expect(newCard(NOW).due.toISOString()).toBe('2026-11-26T00:00:00.000Z');
  });

  it('spaces a good recall further than a hard one, and brings a lapse back within days', () => {
    const firstReview = new Date('2026-11-26T09:00:00Z');
    const card = newCard(NOW);
    const good = schedule(card, firstReview, 'good').card;
    const hard = schedule(card, firstReview, 'hard').card;
    const easy = schedule(card, firstReview, 'easy').card;
    expect(days(firstReview, good.due)).toBeGreaterThanOrEqual(1);
    expect(good.due.getTime()).toBeGreaterThan(hard.due.getTime());
    expect(easy.due.getTime()).toBeGreaterThan(good.due.getTime());

    const second = schedule(good, good.due, 'good').card;
    expect(days(good.due, second.due)).toBeGreaterThan(days(firstReview, good.due));
    const lapse = schedule(second, second.due, 'again').card;
    expect(lapse.lapses).toBe(1);
    expect(days(second.due, lapse.due)).toBeLessThan(days(good.due, second.due));
  });

  it('is deterministic: the same reviews give the same schedule', () => {
    const run = () => schedule(schedule(newCard(NOW), new Date('2026-11-26T09:00:00Z'), 'good').card, new Date('2026-11-30T09:00:00Z'), 'hard').card;
    expect(run()).toEqual(run());
  });

  it('forgets over time: retrievability falls as the days pass', () => {
    const reviewed = schedule(newCard(NOW), new Date('2026-11-26T09:00:00Z'), 'good').card;
    const soon = retrievability(reviewed, new Date('2026-11-27T09:00:00Z'));
    const later = retrievability(reviewed, new Date('2026-12-20T09:00:00Z'));
    expect(soon).toBeGreaterThan(later);
    expect(retrievability(newCard(NOW), NOW)).toBe(0);
  });

  it('rates a review answer from what the evaluator found', () => {
    const concepts = ['terminal value', 'discount at WACC'];
    expect(ratingFor('terminal value', concepts, result({ missed: ['terminal value'] }))).toBe('again');
    expect(
      ratingFor('terminal value', concepts, result({ covered: ['terminal value'], misconceptions: [{ claim: 'x', contradicts: 'terminal value', correction: 'y' }] })),
    ).toBe('again');
    expect(ratingFor('terminal value', concepts, result({ covered: ['terminal value'], level: 'weak' }))).toBe('hard');
    expect(ratingFor('terminal value', concepts, result({ covered: ['terminal value'], level: 'medium' }))).toBe('good');
    expect(ratingFor('terminal value', concepts, result({ covered: ['terminal value'], level: 'strong' }))).toBe('easy');
    expect(ratingFor('a principle', concepts, result({ level: 'medium' }))).toBe('good');
  });
});
