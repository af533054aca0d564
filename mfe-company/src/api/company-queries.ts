// What the recruiter portal loads, named in the area's query cache, so a change reloads what it changed.
export const COMPANY_QUERIES = {
  talent: ['company', 'talent'],
  candidate: (id: string) => ['company', 'candidate', id],
  conversations: ['company', 'conversations'],
  thread: (candidateId: string) => ['company', 'thread', candidateId],
} as const;
