// Reading a job description or a CV for the terms a finance recruiter screens for: a fixed
// vocabulary, so what we echo back is always one of our own words, never the input's text.

/** Texts longer than this are read only up to it: enough for any real job description or CV. */
export const MAX_SCANNED_CHARS = 30_000;

/** Lower case, letters/digits/&/+ kept, everything else a single space, padded for whole-word search. */
export function normaliseText(text: string): string {
  const words = text
    .slice(0, MAX_SCANNED_CHARS)
    .toLowerCase()
    .replace(/modeling/g, 'modelling')
    .replace(/[^a-z0-9&+]+/g, ' ')
    .trim();
  return ` ${words} `;
}

/** Whether `phrase` (already normalised words) occurs as whole words in a normalised text. */
export function hasPhrase(normalised: string, phrase: string): boolean {
  return normalised.includes(` ${phrase} `);
}

/** How often `phrase` occurs as whole words in a normalised text. */
export function countPhrase(normalised: string, phrase: string): number {
  let count = 0;
  let from = 0;
  const needle = ` ${phrase} `;
  for (;;) {
    const at = normalised.indexOf(needle, from);
    if (at === -1) return count;
    count++;
    from = at + needle.length - 1;
  }
}

interface Term {
  /** How the term is shown. */
  label: string;
  /** Normalised spellings that count as the term. */
  forms: string[];
  kind: 'hard' | 'soft';
}

const term = (label: string, kind: Term['kind'], ...forms: string[]): Term => ({
  label,
  kind,
  forms: (forms.length ? forms : [label]).map((f) => normaliseText(f).trim()),
});

/** Skills and knowledge finance job descriptions ask for. */
export const FINANCE_TERMS: readonly Term[] = [
  term('financial modelling', 'hard', 'financial modelling', 'financial models', 'financial model'),
  term('valuation', 'hard', 'valuation', 'valuations', 'valuing'),
  term('DCF', 'hard', 'dcf', 'discounted cash flow'),
  term('LBO', 'hard', 'lbo', 'leveraged buyout', 'leveraged buyouts'),
  term('M&A', 'hard', 'm&a', 'mergers and acquisitions', 'mergers & acquisitions'),
  term('due diligence', 'hard'),
  term('pitch books', 'hard', 'pitch books', 'pitch book', 'pitchbooks', 'pitchbook'),
  term('comparable companies', 'hard', 'comparable companies', 'trading comparables', 'comps'),
  term('precedent transactions', 'hard'),
  term('accounting', 'hard', 'accounting', 'accounts'),
  term('IFRS', 'hard', 'ifrs'),
  term('US GAAP', 'hard', 'us gaap', 'gaap'),
  term('Excel', 'hard', 'excel', 'spreadsheets'),
  term('PowerPoint', 'hard', 'powerpoint'),
  term('VBA', 'hard', 'vba'),
  term('Python', 'hard', 'python'),
  term('SQL', 'hard', 'sql'),
  term('Bloomberg', 'hard', 'bloomberg'),
  term('Capital IQ', 'hard', 'capital iq', 'capiq'),
  term('FactSet', 'hard', 'factset'),
  term('capital markets', 'hard'),
  term('equity research', 'hard'),
  term('credit analysis', 'hard', 'credit analysis', 'credit risk'),
  term('portfolio management', 'hard', 'portfolio management', 'portfolio companies', 'portfolio company'),
  term('term sheets', 'hard', 'term sheets', 'term sheet'),
  term('cap tables', 'hard', 'cap tables', 'cap table'),
  term('SaaS metrics', 'hard', 'saas metrics', 'saas', 'arr'),
  term('market sizing', 'hard', 'market sizing', 'market size'),
  term('market research', 'hard'),
  term('strategy', 'hard', 'strategy', 'strategic'),
  term('budgeting', 'hard', 'budgeting', 'budgets', 'budget'),
  term('forecasting', 'hard', 'forecasting', 'forecasts', 'forecast'),
  term('FP&A', 'hard', 'fp&a', 'financial planning'),
  term('variance analysis', 'hard'),
  term('treasury', 'hard'),
  term('working capital', 'hard'),
  term('capital budgeting', 'hard', 'capital budgeting', 'capital allocation'),
  term('NPV', 'hard', 'npv', 'net present value'),
  term('IRR', 'hard', 'irr', 'internal rate of return'),
  term('risk assessment', 'hard', 'risk assessment', 'risk management'),
  term('internal controls', 'hard', 'internal controls', 'internal control'),
  term('audit', 'hard', 'audit', 'audits', 'auditing', 'assurance'),
  term('materiality', 'hard'),
  term('revenue recognition', 'hard'),
  term('data analysis', 'hard', 'data analysis', 'analytics', 'data analytics'),
  term('CFA', 'hard', 'cfa'),
  term('ACCA', 'hard', 'acca'),
  term('ACA', 'hard', 'aca'),
  term('CPA', 'hard', 'cpa'),
  term('communication', 'soft', 'communication', 'communicate', 'communicating', 'presentation skills'),
  term('teamwork', 'soft', 'teamwork', 'team player', 'team work', 'collaborative', 'collaboration'),
  term('leadership', 'soft', 'leadership', 'leading teams', 'leader'),
  term('attention to detail', 'soft', 'attention to detail', 'detail oriented', 'detail-oriented', 'meticulous'),
  term('problem solving', 'soft', 'problem solving', 'problem-solving', 'analytical'),
  term('client relationships', 'soft', 'client relationships', 'client facing', 'client-facing', 'stakeholder management', 'stakeholders'),
  term('resilience', 'soft', 'resilience', 'resilient', 'under pressure', 'tight deadlines'),
  term('initiative', 'soft', 'initiative', 'proactive', 'self starter', 'self-starter', 'ownership'),
  term('intellectual curiosity', 'soft', 'curiosity', 'curious', 'eager to learn'),
  term('integrity', 'soft', 'integrity', 'ethics', 'ethical'),
];

export interface TermHit {
  label: string;
  kind: Term['kind'];
  count: number;
  /** Position of the first occurrence, to keep the reader's order. */
  first: number;
}

/** The vocabulary terms a text mentions, most frequent first (ties: first mentioned first). */
export function findTerms(text: string, kind?: Term['kind']): TermHit[] {
  const normalised = normaliseText(text);
  const hits: TermHit[] = [];
  for (const t of FINANCE_TERMS) {
    if (kind && t.kind !== kind) continue;
    let count = 0;
    let first = Number.POSITIVE_INFINITY;
    for (const form of t.forms) {
      const n = countPhrase(normalised, form);
      if (n) {
        count += n;
        first = Math.min(first, normalised.indexOf(` ${form} `));
      }
    }
    if (count) hits.push({ label: t.label, kind: t.kind, count, first });
  }
  return hits.sort((a, b) => b.count - a.count || a.first - b.first);
}

/** Whether a text mentions a vocabulary term (by its label). */
export function mentionsTerm(text: string, label: string): boolean {
  const t = FINANCE_TERMS.find((candidate) => candidate.label === label);
  if (!t) return false;
  const normalised = normaliseText(text);
  return t.forms.some((form) => hasPhrase(normalised, form));
}

/** Names and titles echoed into questions: printable, one line, at most `max` characters. */
export function cleanName(text: string, fallback: string, max = 80): string {
  const cleaned = text
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.?!,;:]+$/, '');
  if (!cleaned) return fallback;
  return cleaned.length > max ? `${cleaned.slice(0, max - 1).trimEnd()}…` : cleaned;
}
