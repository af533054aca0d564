import { CALIBRATION, calibratedQuality, FEATURE_NAMES, featureVector, parseCalibration, type Features } from './calibration';

const features = (overrides: Partial<Features> = {}): Features => ({ ...(Object.fromEntries(FEATURE_NAMES.map((n) => [n, 0])) as Features), ...overrides });
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
