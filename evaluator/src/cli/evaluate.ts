// Command line for the local evaluator: `npm run evaluate -- FILE.json`, where the file holds a JSON
// array of evaluation inputs. Prints one JSON line per item; bad input gets a one-line error, no stack.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { evaluationInputSchema, type EvaluationInput, type EvaluationResult } from '@bullpen/shared/domain';
import { evaluateAnswer } from '../answers/evaluator';

export class CliError extends Error {
  override name = 'CliError';
}

export const USAGE = 'Usage: npm run evaluate -- FILE.json   (FILE.json: a JSON array of evaluation inputs)';

/** Evaluates every item of the file; returns the output lines or throws a CliError naming the problem. */
export function evaluateFile(path: string): string[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(code === 'ENOENT' ? `File not found: ${path}` : `Cannot read ${path} (${code ?? 'unknown error'})`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new CliError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(data)) throw new CliError(`${path} must hold a JSON array of evaluation inputs`);
  const parsed = z.array(evaluationInputSchema).safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 5).map((issue) => {
      const [index, ...field] = issue.path;
      return `item ${String(index)}${field.length ? `, field ${field.join('.')}` : ''}: ${issue.message}`;
    });
    const more = parsed.error.issues.length > 5 ? ` (and ${parsed.error.issues.length - 5} more)` : '';
    throw new CliError(`Invalid input in ${path}: ${problems.join('; ')}${more}`);
  }
  return evaluateInputs(parsed.data).map(({ score, level, feedback }, index) => JSON.stringify({ index, score, level, feedback }));
}

/** How the command scores its inputs; the validity report (src/validity) scores the same way. */
export function evaluateInputs(inputs: readonly EvaluationInput[]): EvaluationResult[] {
  return inputs.map((input) => evaluateAnswer(input));
}

/** Runs the command; returns the process exit code. */
export function main(args: string[], cwd = process.env.INIT_CWD ?? process.cwd()): number {
  const [file] = args;
  if (!file || args.length > 1) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  try {
    for (const line of evaluateFile(resolve(cwd, file))) process.stdout.write(`${line}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    process.stderr.write(`evaluate: ${error.message}\n`);
    return 1;
  }
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));
