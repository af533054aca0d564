// Public surface of @bullpen/evaluator: server-only code (the gateway and the `evaluate` command), never
// imported by a browser build. The input and result types, and the §5 bands, are in @bullpen/shared.
export * from './answers/evaluator';
export * from './answers/scorer-addressed';
export * from './answers/calibration';
export * from './challenges/challenge-scoring';
export * from './content/question-bank.data';
export * from './follow-ups';
export * from './prep/prep-content';
export * from './prep/prep-cv-feedback';
export * from './prep/prep-evaluation';
export * from './prep/prep-generator';
export * from './prep/prep-keywords';
export * from './prep/prep-templates';
