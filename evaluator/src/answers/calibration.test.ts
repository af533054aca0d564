import { CALIBRATION, calibratedQuality, chanceOf, FEATURE_NAMES, featureVector, formatCalibration, likeliestLevel, parseCalibration, placedQuality, TREE_FEATURE_NAMES, treeValue, type Features, type LevelTrees, type TreeNode } from './calibration';

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

  it('are frozen with the weights', () => {
    expect(CALIBRATION.levels?.strong.trees.length).toBeGreaterThan(1);
    expect(['weak', 'medium', 'strong']).toContain(likeliestLevel(features({ rules: 0.6 })));
  });
});
