// The question bank as data: every specialization's JSON file, validated once. Server content: the
// gateway seeds its questions table from it, and the browser reads questions through the API.
import audit from '../../content/questions/audit.json';
import cf from '../../content/questions/cf.json';
import consulting from '../../content/questions/consulting.json';
import ib from '../../content/questions/ib.json';
import pe from '../../content/questions/pe.json';
import vc from '../../content/questions/vc.json';
import { countQuestions, parseQuestionBank, type Question, type QuestionBankStats } from '@bullpen/shared/domain';

/** The bank files by specialization id; a test checks this lists every file in content/questions. */
export const QUESTION_FILES: Record<string, unknown[]> = { ib, pe, vc, consulting, cf, audit };

export const QUESTION_BANK: Question[] = parseQuestionBank(Object.values(QUESTION_FILES).flat());

export function questionBankStats(): QuestionBankStats {
  return countQuestions(QUESTION_BANK);
}
