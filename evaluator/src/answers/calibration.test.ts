import fc from 'fast-check';
import { levelForScore, MAX_SCORE } from '@bullpen/shared/domain';
import { CALIBRATION, calibratedQuality, calibratedScore, chanceOf, FEATURE_NAMES, featureVector, formatCalibration, likeliestLevel, parseCalibration, placedQuality, placeScore, TREE_FEATURE_NAMES, treeValue, withinLevels, type Features, type LevelTrees, type TreeNode } from './calibration';

const features = (overrides: Partial<Features> = {}): Features => ({ ...(Object.fromEntries(TREE_FEATURE_NAMES.map((n) => [n, 0])) as Features), ...overrides });
const identity = { intercept: 0, weights: { ...Object.fromEntries(FEATURE_NAMES.map((n) => [n, 0])), rules: 1 } };

describe('score calibration', () => {
  it('is frozen data with a weight for every feature and the cross-validation it was chosen by', () => {
    expect(Object.keys(CALIBRATION.weights).sort()).toEqual([...FEATURE_NAMES].sort());
    expect(CALIBRATION.fitted).toMatchObject({ leaveQuestionOutOnTuning: expect.objectContaining({ spearman: expect.any(Number) }) });
    const { rules: _rules, ...missingRules } = identity.weights;
    expect(() => parseCalibration({ intercept: 0, weights: missingRules })).toThrow(/a weight for every feature/);
  });

  it('combines the features linearly and keeps the quality within 0–1', () => {
    const calibration = parseCalibration(identity);
    expect(calibratedQuality(features({ rules: 0.62, coverage: 1 }), calibration)).toBeCloseTo(0.62);
    expect(calibratedQuality(features({ rules: 0.5 }), { ...calibration, intercept: 0.7 })).toBe(1);
    expect(calibratedQuality(features({ rules: 0.1 }), { ...calibration, intercept: -0.3 })).toBe(0);
  });

  it('reads the features in the order of their names', () => {
    expect(featureVector(features({ rules: 0.4, caseStudy: 1 }))).toEqual(FEATURE_NAMES.map((n) => (n === 'rules' ? 0.4 : n === 'caseStudy' ? 1 : 0)));
  });
});

describe('score placement', () => {
  const placement = { line: { intercept: 0.1, rules: 0.5 }, trees: [['rules', 0.5, -0.05, ['coverage', 0.6, 0, 0.1]]] as TreeNode[] };

  it('follows a split to the left at or below its threshold and to the right above it', () => {
    const tree = placement.trees[0] ?? 0;
    expect(treeValue(tree, features({ rules: 0.5 }))).toBe(-0.05);
    expect(treeValue(tree, features({ rules: 0.6, coverage: 0.6 }))).toBe(0);
    expect(treeValue(tree, features({ rules: 0.6, coverage: 0.61 }))).toBe(0.1);
  });

  it("adds every tree to a line in the rules' score and keeps the quality within 0–1", () => {
    expect(placedQuality(features({ rules: 0.4 }), placement)).toBeCloseTo(0.25);
    expect(placedQuality(features({ rules: 0.8, coverage: 1 }), placement)).toBeCloseTo(0.6);
    expect(placedQuality(features({ rules: 1, coverage: 1 }), { ...placement, line: { intercept: 0.6, rules: 0.5 } })).toBe(1);
  });

  it('is frozen with the weights, and its trees name only known features', () => {
    expect(CALIBRATION.placement?.trees.length).toBeGreaterThan(1);
    expect(() => parseCalibration({ ...CALIBRATION, placement: { ...placement, trees: [['eloquence', 0.5, 0, 0.1]] } })).toThrow();
    expect(() => parseCalibration({ ...CALIBRATION, placement: { ...placement, trees: [] } })).toThrow();
  });

  it('is stored with one tree a line and reads back as it was', () => {
    const text = formatCalibration({ ...CALIBRATION, placement });
    expect(text).toContain('\n      ["rules",0.5,-0.05,["coverage",0.6,0,0.1]]\n');
    expect(parseCalibration(JSON.parse(text))).toEqual({ ...CALIBRATION, placement });
  });
});

describe('level trees', () => {
  // Medium or better when the rules say 0.3 or more; strong when they say 0.7 or more and coverage is high.
  const levels: LevelTrees = {
    medium: { base: 0, trees: [['rules', 0.3, -3, 3]] },
    strong: { base: -1, trees: [['rules', 0.7, -3, ['coverage', 0.5, 0, 3]]] },
  };

  it('turn their log-odds into a chance', () => {
    expect(chanceOf({ base: 0, trees: [0] }, features())).toBeCloseTo(0.5);
    expect(chanceOf(levels.medium, features({ rules: 0.5 }))).toBeCloseTo(1 / (1 + Math.exp(-3)));
  });

  it('give the likeliest of weak, medium and strong', () => {
    expect(likeliestLevel(features({ rules: 0.2 }), levels)).toBe('weak');
    expect(likeliestLevel(features({ rules: 0.5 }), levels)).toBe('medium');
    expect(likeliestLevel(features({ rules: 0.8, coverage: 0.4 }), levels)).toBe('medium');
    expect(likeliestLevel(features({ rules: 0.8, coverage: 0.9 }), levels)).toBe('strong');
  });

  it('are frozen with the weights, and tell a complete answer from a bare one', () => {
    expect(CALIBRATION.levels?.strong.trees.length).toBeGreaterThan(1);
    const complete = { rules: 0.9, coverage: 1, conceptsMade: 1, depth: 0.8, development: 1, length: 0.8, closeness: 0.8, verdict: 0.5, contentShare: 0.6, technical: 1 };
    expect(likeliestLevel(features(complete), CALIBRATION.levels)).toBe('strong');
    expect(likeliestLevel(features({ rules: 0.1, coverage: 0.1, length: 0.2, verdict: 0.5, technical: 1 }), CALIBRATION.levels)).toBe('weak');
  });
});

describe('calibratedScore', () => {
  const weights = { intercept: 0, weights: { ...Object.fromEntries(FEATURE_NAMES.map((n) => [n, 0])), rules: 1 } };
  const open = { floor: 0, ceiling: 1 };

  it("is the weights' score where no trees are frozen", () => {
    expect(calibratedScore(features({ rules: 0.62 }), open, weights)).toBe(31);
    expect(calibratedScore(features({ rules: 0.62 }), { floor: 0, ceiling: 0.5 }, weights)).toBe(25);
  });

  it("takes the level trees' level within the rubric's bounds, and places the score inside it", () => {
    const levels: LevelTrees = { medium: { base: 5, trees: [0] }, strong: { base: 5, trees: [0] } };
    const placement = { line: { intercept: 0.5, rules: 0 }, trees: [0] as TreeNode[] };
    // The weights say 10 (weak), the trees 25, the level trees strong: the lowest strong score.
    expect(calibratedScore(features({ rules: 0.2 }), open, { ...weights, levels, placement })).toBe(35);
    // A cap at 30 keeps it medium, at a quarter of 10 and three quarters of 25.
    expect(calibratedScore(features({ rules: 0.2 }), { floor: 0, ceiling: 0.6 }, { ...weights, levels, placement })).toBe(21);
  });
});

describe('placeScore: the level trees decide the level, the regression trees place the score within it', () => {
  const levels = ['weak', 'medium', 'strong'] as const;

  it('keeps the level it is given whatever the scores say', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_SCORE }), fc.integer({ min: 1, max: MAX_SCORE }), fc.constantFrom(...levels), (placed, leveled, level) => {
        expect(levelForScore(placeScore(placed, leveled, level))).toBe(level);
      }),
    );
  });

  it('follows the trees within the level, keeping a quarter of the weights’ own score', () => {
    expect(placeScore(44, 40, 'strong')).toBe(43);
    expect(placeScore(24, 28, 'medium')).toBe(25);
    // The scores say medium, the level trees strong: the lowest strong score.
    expect(placeScore(30, 30, 'strong')).toBe(35);
    expect(placeScore(40, 12, 'weak')).toBe(19);
  });
});

describe('withinLevels: the rubric bounds the level the trees give', () => {
  it('raises a level below the floor and lowers one above the ceiling', () => {
    expect(withinLevels('weak', 'strong', 'strong')).toBe('strong');
    expect(withinLevels('strong', 'weak', 'medium')).toBe('medium');
    expect(withinLevels('medium', 'weak', 'strong')).toBe('medium');
  });
});
