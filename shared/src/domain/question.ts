// Schema of a question-bank entry (see CONTENT.md): validated when the bank is loaded and in tests.
import { z } from 'zod';
import { INTERVIEW_TYPES, SPECIALIZATION_IDS } from './specializations';

export const expectedFigureSchema = z.object({
  /** What the figure is, e.g. "change in cash". */
  label: z.string().min(1),
  value: z.number(),
  /** Absolute tolerance accepted when matching a number in an answer. */
  tolerance: z.number().nonnegative(),
  unit: z.string().optional(),
});

export const sampleAnswersSchema = z.object({
  strong: z.string().min(1),
  medium: z.string().min(1),
  weak: z.string().min(1),
});

export const questionSchema = z.object({
  id: z.string().regex(/^[a-z]+-[a-z]+-\d{3}$/, 'id must look like ib-tech-001'),
  specialization: z.enum(SPECIALIZATION_IDS),
  interviewType: z.enum(INTERVIEW_TYPES),
  difficulty: z.number().int().min(1).max(5),
  topic: z.string().min(2),
  question: z.string().min(10),
  keyConcepts: z.array(z.string().min(2)).min(4).max(7),
  expectedFigures: z.array(expectedFigureSchema).optional(),
  sampleAnswers: sampleAnswersSchema.optional(),
});

export type Question = z.infer<typeof questionSchema>;
export type ExpectedFigure = z.infer<typeof expectedFigureSchema>;
export type SampleAnswers = z.infer<typeof sampleAnswersSchema>;
