// Follow-up templates as data (evaluator/content/follow-ups.json): generic wording per kind of gap,
// phrasing per key concept, and overrides per question and concept. Used when no AI service writes
// the follow-up, and whenever it fails.
import { z } from 'zod';
import data from '../../content/follow-ups.json';
import type { FollowUpKind, FollowUpTarget } from './follow-up-choice';

const templateList = z.array(z.string().min(10)).min(1);

export const followUpTemplatesSchema = z.object({
  generic: z.object({ 'missed-concept': templateList, misconception: templateList, unquantified: templateList }),
  /** Phrasing for one key concept, whatever question it was missed in. */
  concepts: z.record(z.string(), z.string().min(10)),
  /** Phrasing for one key concept of one bank question. */
  questions: z.record(z.string(), z.record(z.string(), z.string().min(10))),
});

export type FollowUpTemplates = z.infer<typeof followUpTemplatesSchema>;

export const FOLLOW_UP_TEMPLATES: FollowUpTemplates = followUpTemplatesSchema.parse(data);

/** A stable index from text, so the same gap in the same question always gets the same wording. */
function stableIndex(text: string, size: number): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % size;
}

function fill(template: string, target: FollowUpTarget): string {
  return template.replaceAll('{concept}', target.concept).replaceAll('{claim}', `"${target.claim ?? target.concept}"`);
}

/** The follow-up question for a gap: the question's override, else the concept's phrasing, else a generic one. */
export function templateFollowUp(questionId: string, target: FollowUpTarget, templates: FollowUpTemplates = FOLLOW_UP_TEMPLATES): string {
  if (target.kind === 'missed-concept') {
    const own = templates.questions[questionId]?.[target.concept] ?? templates.concepts[target.concept];
    if (own) return own;
  }
  const generic = templates.generic[target.kind satisfies FollowUpKind];
  return fill(generic[stableIndex(`${questionId}|${target.concept}`, generic.length)] ?? generic[0]!, target);
}
