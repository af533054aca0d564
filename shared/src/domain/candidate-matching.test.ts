import {
  MATCH_LIMIT,
  MATCH_MESSAGES,
  candidateMatchRequestSchema,
  extractCriteria,
  extractKeywords,
  matchCandidates,
  scoreCandidate,
  type MatchCandidate,
} from './candidate-matching';

const none: Omit<MatchCandidate, 'id'> = { specialization: null, specializationXp: {}, skillPoints: {}, averageByType: {}, averageScore: null };
const candidate = (id: string, fields: Partial<MatchCandidate>): MatchCandidate => ({ ...none, id, ...fields });

/** A small pool: a PE leader, a PE analyst with weaker answers, a banker, an auditor, a newcomer. */
const pool: MatchCandidate[] = [
  candidate('c-pe-lead', {
    specialization: 'private-equity',
    specializationXp: { 'Private Equity': 420 },
    skillPoints: { leadership: 320, communication: 150 },
    averageByType: { Technical: 41, Motivational: 30 },
    averageScore: 38,
  }),
  candidate('c-pe-junior', {
    specialization: 'pe',
    specializationXp: { pe: 120 },
    skillPoints: { leadership: 40 },
    averageByType: { Technical: 22 },
    averageScore: 22,
  }),
  candidate('c-banker', {
    specialization: 'Investment Banking',
    specializationXp: { ib: 600, pe: 80 },
    skillPoints: { leadership: 600, communication: 600 },
    averageByType: { Technical: 45 },
    averageScore: 45,
  }),
  candidate('c-auditor', { specialization: 'audit', specializationXp: { audit: 500 }, skillPoints: { teamwork: 300 }, averageScore: 30 }),
  candidate('c-new', {}),
];

const peRequest = {
  profileDescription: 'Associate for our Private Equity team: LBO modelling, due diligence on portfolio companies.',
  softSkills: 'Leadership, communication',
};

describe('the matching request', () => {
  it('needs both fields filled in', () => {
    for (const body of [{ profileDescription: '', softSkills: 'x' }, { profileDescription: 'x', softSkills: '   ' }, {}]) {
      const result = candidateMatchRequestSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MATCH_MESSAGES.bothRequired);
    }
    expect(MATCH_MESSAGES.bothRequired).toBe('Please fill in both fields.');
    expect(candidateMatchRequestSchema.parse({ profileDescription: ' PE ', softSkills: ' lead ' })).toEqual({ profileDescription: 'PE', softSkills: 'lead' });
  });
});

describe('reading what the recruiter asks for', () => {
  it('extracts the keywords, without stop words or repeats', () => {
    expect(extractKeywords('The M&A analyst, with strong M&A and problem-solving skills')).toEqual(['m&a', 'analyst', 'problem', 'solving']);
  });

  it('finds the specializations and the soft skills named, in a fixed order', () => {
    expect(extractCriteria(peRequest)).toMatchObject({ specializations: ['pe'], skills: ['communication', 'leadership'], technicalFocus: true });
    expect(extractCriteria({ profileDescription: 'Audit or venture capital', softSkills: 'Team player, adaptable, problem-solving' })).toMatchObject({
      specializations: ['vc', 'audit'],
      skills: ['problem-solving', 'teamwork', 'adaptability'],
      technicalFocus: false,
    });
  });
});

describe('matchCandidates', () => {
  it('ranks the fixture: the PE leader first, then the banker, then the junior; the rest match little', () => {
    const matches = matchCandidates(pool, peRequest);
    expect(matches.map((m) => m.candidateId)).toEqual(['c-pe-lead', 'c-banker', 'c-pe-junior', 'c-auditor']);
    expect(matches[0]?.reasons).toEqual([
      'Specializes in Private Equity',
      'Private Equity XP 420',
      'Strong technical answers (avg 41/50)',
      'Leadership skill points 320',
    ]);
    for (const match of matches) {
      expect(match.matchScore).toBeGreaterThanOrEqual(0);
      expect(match.matchScore).toBeLessThanOrEqual(100);
      expect(Number.isInteger(match.matchScore)).toBe(true);
    }
  });

  it('is deterministic: the same input in any order gives the same answer', () => {
    const first = matchCandidates(pool, peRequest);
    expect(matchCandidates([...pool].reverse(), peRequest)).toEqual(first);
    expect(matchCandidates(pool, peRequest)).toEqual(first);
  });

  it('breaks ties by candidate id', () => {
    const twin = (id: string) => candidate(id, { specialization: 'audit', averageScore: 40 });
    const matches = matchCandidates([twin('b'), twin('c'), twin('a')], { profileDescription: 'Audit associate', softSkills: 'teamwork' });
    expect(matches.map((m) => m.candidateId)).toEqual(['a', 'b', 'c']);
    expect(new Set(matches.map((m) => m.matchScore)).size).toBe(1);
  });

  it('shows at most five and leaves out those who match nothing', () => {
    const many = Array.from({ length: 9 }, (_, i) => candidate(`m${i}`, { specialization: 'ib', averageScore: 20 + 2 * i }));
    const matches = matchCandidates([...many, candidate('zero', {})], { profileDescription: 'Investment banking', softSkills: 'communication' });
    expect(matches).toHaveLength(MATCH_LIMIT);
    expect(matches.map((m) => m.candidateId)).toEqual(['m8', 'm7', 'm6', 'm5', 'm4']);
  });

  it('gives 100 to a candidate who fills every part, and drops a part the recruiter did not ask about', () => {
    const ideal = candidate('ideal', { specialization: 'pe', skillPoints: { leadership: 600, communication: 600 }, averageByType: { Technical: 50 }, averageScore: 50 });
    const criteria = extractCriteria(peRequest);
    expect(scoreCandidate(ideal, criteria).matchScore).toBe(100);
    // No specialization named: only skills and answers count.
    const skillsOnly = scoreCandidate(candidate('x', { skillPoints: { teamwork: 300 }, averageScore: 25 }), extractCriteria({ profileDescription: 'Graduate', softSkills: 'teamwork' }));
    expect(skillsOnly.matchScore).toBe(Math.round(((35 * 0.5 + 25 * 0.5) / 60) * 100));
    expect(skillsOnly.reasons).toEqual(['Evaluated answers (avg 25/50)', 'Teamwork skill points 300']);
  });
});
