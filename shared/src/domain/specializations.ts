// The six finance specializations and four interview types of the product, written once.

export const SPECIALIZATIONS = [
  { id: 'ib', slug: 'investment-banking', name: 'Investment Banking' },
  { id: 'pe', slug: 'private-equity', name: 'Private Equity' },
  { id: 'vc', slug: 'venture-capital', name: 'Venture Capital' },
  { id: 'consulting', slug: 'consulting', name: 'Consulting' },
  { id: 'cf', slug: 'corporate-finance', name: 'Corporate Finance' },
  { id: 'audit', slug: 'audit', name: 'Audit' },
] as const;

export type SpecializationId = (typeof SPECIALIZATIONS)[number]['id'];
export type SpecializationName = (typeof SPECIALIZATIONS)[number]['name'];

export const SPECIALIZATION_IDS = SPECIALIZATIONS.map((s) => s.id) as [SpecializationId, ...SpecializationId[]];

export const INTERVIEW_TYPES = ['Motivational', 'Technical', 'Case Study', 'Gamification'] as const;
export type InterviewType = (typeof INTERVIEW_TYPES)[number];

/** Finds a specialization by id, slug or name (case-insensitive), as typed by a user or carried in a URL. */
export function findSpecialization(input: string) {
  const key = input.trim().toLowerCase();
  return SPECIALIZATIONS.find(
    (s) => s.id === key || s.slug === key || s.name.toLowerCase() === key,
  );
}
