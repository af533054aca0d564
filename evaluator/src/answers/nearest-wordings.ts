// Another rubric's key point in the bank's words. A question outside the bank (another interviewer's
// rubric, a caller's own list) states its key points in its own words, and has none of the other wordings
// the bank keeps for its points (concept-aliases.json). Where such a point says nearly what one of the
// bank's points says ("uses the weighted average cost of capital as the discount rate" beside "discount
// the cash flows at WACC"), the bank point's wordings are the ways a student makes it too.
//
// Only wordings without figures are lent: a figure belongs to its own question.

/** One key point of the bank and its other wordings. */
export interface WordingSource {
  phrase: string;
  wordings: readonly string[];
  /** The bank question the point is of. */
  owner: string;
}

/**
 * Share of content words two wordings hold in common (of all either holds) at which they say the same point.
 * Chosen on the tuning sets' other rubrics (bench/evaluator-validation/other-rubrics/tune.json): 0.4 to 0.7
 * gave 82.2, 81.8, 81.8, 80.1, 80.1 and 77.4 % of levels right; 0.5 sits on the plateau below the
 * loosest, and changes no score of the tuning sets as given.
 */
export const SAME_POINT = 0.5;
/** Content words a wording must share with a key point, however short both are. */
const MIN_SHARED = 2;
/** Bank points lent from at most, the nearest first. */
const MAX_SOURCES = 2;

const HAS_FIGURE = /\d/;

export class NearestWordings {
  private readonly surfaces: Array<{ source: number; stems: ReadonlySet<string> }> = [];
  private readonly byStem = new Map<string, number[]>();
  /** The sources near each phrase asked about, the nearest first. */
  private readonly cache = new Map<string, number[]>();

  constructor(
    private readonly sources: readonly WordingSource[],
    private readonly stemsOf: (text: string) => ReadonlySet<string>,
    private readonly threshold = SAME_POINT,
  ) {
    sources.forEach((source, index) => {
      if (HAS_FIGURE.test(source.phrase)) return;
      for (const wording of [source.phrase, ...source.wordings]) {
        if (HAS_FIGURE.test(wording)) continue;
        const stems = stemsOf(wording);
        if (stems.size < MIN_SHARED) continue;
        const at = this.surfaces.push({ source: index, stems }) - 1;
        for (const stem of stems) {
          const list = this.byStem.get(stem);
          if (list) list.push(at);
          else this.byStem.set(stem, [at]);
        }
      }
    });
  }

  /** The bank's wordings of the points nearest the phrase (their own text first); none when no point is near enough. */
  wordingsFor(phrase: string): string[] {
    const wordings = this.nearest(phrase)
      .slice(0, MAX_SOURCES)
      .flatMap((index) => {
        const source = this.sources[index];
        return source ? [source.phrase, ...source.wordings] : [];
      })
      .filter((wording) => !HAS_FIGURE.test(wording));
    return [...new Set(wordings)];
  }

  /** The bank questions holding a point near the phrase. */
  ownersNear(phrase: string): Set<string> {
    return new Set(this.nearest(phrase).flatMap((index) => this.sources[index]?.owner ?? []));
  }

  private nearest(phrase: string): number[] {
    let found = this.cache.get(phrase);
    if (!found) {
      found = HAS_FIGURE.test(phrase) ? [] : this.search(phrase);
      if (this.cache.size >= 5000) this.cache.clear();
      this.cache.set(phrase, found);
    }
    return found;
  }

  private search(phrase: string): number[] {
    const stems = this.stemsOf(phrase);
    const shared = new Map<number, number>();
    for (const stem of stems) for (const at of this.byStem.get(stem) ?? []) shared.set(at, (shared.get(at) ?? 0) + 1);
    const best = new Map<number, number>();
    for (const [at, both] of shared) {
      const surface = this.surfaces[at];
      if (!surface || both < MIN_SHARED) continue;
      const similarity = both / (stems.size + surface.stems.size - both);
      if (similarity >= this.threshold && similarity > (best.get(surface.source) ?? 0)) best.set(surface.source, similarity);
    }
    return [...best].sort(([a, x], [b, y]) => y - x || a - b).map(([index]) => index);
  }
}
