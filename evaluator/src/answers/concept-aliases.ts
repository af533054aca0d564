// Other wordings of the bank's key points (evaluator/content/concept-aliases.json): how a student would
// say the same point in plain words ("fixed costs stay the same however much you sell" for "fixed costs
// don't vary with output"). A key point counts as made when the answer makes it in any of its wordings.
// Data, not code: written per bank question, keyed by question id and then by the key point's text.
import { z } from 'zod';
import data from '../../content/concept-aliases.json';

const aliasesSchema = z.record(z.string().regex(/^[a-z]+-[a-z]+-\d{3}$/), z.record(z.string().min(1), z.array(z.string().min(3)).max(6)));

export type ConceptAliases = z.infer<typeof aliasesSchema>;

export function parseConceptAliases(value: unknown): ConceptAliases {
  return aliasesSchema.parse(value);
}

export const CONCEPT_ALIASES: ConceptAliases = parseConceptAliases(data);
