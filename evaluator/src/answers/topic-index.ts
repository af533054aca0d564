// Which question of the bank an answer is about: each question's subject as weighted word stems (its
// text, key points and sample answers), compared with the answer's. A coherent answer to another
// question ("the five forces" for MECE, lease accounting for a revenue question) is nearer that other
// question than the one asked, which the key points alone cannot tell from a thin answer.

/** A question's subject, as the evaluator reads its words. */
export interface TopicSource {
  id: string;
  /** The question, its key points and its sample answers. */
  texts: readonly string[];
}

/** How near an answer is to the question asked and to the nearest other question. */
export interface TopicCloseness {
  /** Cosine similarity (0–1) with the question asked. */
  own: number;
  /** Cosine similarity with the nearest other question. */
  other: number;
  otherId: string | null;
}

type Vector = Map<string, number>;

/** Term weights of a text: log-scaled counts times how rare the stem is across the bank, unit length. */
function weigh(stems: readonly string[], idf: (stem: string) => number): Vector {
  const counts = new Map<string, number>();
  for (const s of stems) counts.set(s, (counts.get(s) ?? 0) + 1);
  const vector: Vector = new Map();
  let norm = 0;
  for (const [s, n] of counts) {
    const w = (1 + Math.log(n)) * idf(s);
    if (w <= 0) continue;
    vector.set(s, w);
    norm += w * w;
  }
  norm = Math.sqrt(norm);
  if (norm > 0) for (const [s, w] of vector) vector.set(s, w / norm);
  return vector;
}

function dot(a: Vector, b: Vector): number {
  let sum = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const [s, w] of small) sum += w * (large.get(s) ?? 0);
  return sum;
}

export class TopicIndex {
  private readonly ids: string[];
  private readonly indexOf: Map<string, number>;
  private readonly documentFrequency = new Map<string, number>();
  /** Stem → the questions that use it, with its weight there. */
  private readonly postings = new Map<string, Array<[number, number]>>();
  private readonly vectors: Vector[];

  constructor(
    sources: readonly TopicSource[],
    private readonly stemsOf: (text: string) => readonly string[],
  ) {
    this.ids = sources.map((s) => s.id);
    this.indexOf = new Map(this.ids.map((id, index) => [id, index]));
    const documents = sources.map((s) => s.texts.flatMap((t) => stemsOf(t)));
    for (const stems of documents) for (const s of new Set(stems)) this.documentFrequency.set(s, (this.documentFrequency.get(s) ?? 0) + 1);
    this.vectors = documents.map((stems) => weigh(stems, this.idf));
    this.vectors.forEach((vector, index) => {
      for (const [s, w] of vector) {
        const list = this.postings.get(s) ?? [];
        list.push([index, w]);
        this.postings.set(s, list);
      }
    });
  }

  /** Rare stems weigh more; a stem no question uses says nothing about which question an answer is on. */
  private readonly idf = (stem: string): number => {
    const df = this.documentFrequency.get(stem) ?? 0;
    return df ? Math.log((this.ids.length + 1) / df) : 0;
  };

  /**
   * The answer's closeness to the question asked (a bank question by id, or the texts of one outside the
   * bank) and to the nearest of the others, skipping any that share the asked one's id.
   */
  closeness(answerStems: readonly string[], asked: { id?: string; texts: readonly string[] }): TopicCloseness {
    const answer = weigh(answerStems, this.idf);
    const scores = this.cosines(answer);
    const ownIndex = asked.id === undefined ? -1 : (this.indexOf.get(asked.id) ?? -1);
    const own = ownIndex >= 0 ? (scores[ownIndex] ?? 0) : dot(answer, weigh(asked.texts.flatMap((t) => this.stemsOf(t)), this.idf));
    let other = 0;
    let otherId: string | null = null;
    scores.forEach((score, index) => {
      if (index !== ownIndex && score > other) {
        other = score;
        otherId = this.ids[index] ?? null;
      }
    });
    return { own, other, otherId };
  }

  /** The two questions (of those `keep` allows) nearest a text, by cosine similarity, nearest first. */
  nearestTwo(stems: readonly string[], keep: (id: string) => boolean): Array<{ id: string; closeness: number }> {
    const best: Array<{ id: string; closeness: number }> = [];
    this.cosines(weigh(stems, this.idf)).forEach((closeness, index) => {
      const id = this.ids[index];
      if (id === undefined || closeness <= 0 || !keep(id)) return;
      if (best.length < 2 || closeness > (best[1]?.closeness ?? 0)) {
        best.push({ id, closeness });
        best.sort((a, b) => b.closeness - a.closeness);
        best.length = Math.min(best.length, 2);
      }
    });
    return best;
  }

  /** Cosine similarity of a weighed text with every question, by the index's position. */
  private cosines(text: Vector): Float64Array {
    const scores = new Float64Array(this.ids.length);
    for (const [s, w] of text) for (const [index, weight] of this.postings.get(s) ?? []) scores[index] = (scores[index] ?? 0) + w * weight;
    return scores;
  }
}
