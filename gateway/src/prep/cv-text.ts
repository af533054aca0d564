// Reads the text of an uploaded CV for the CV feedback, off the main thread: a worker thread parses
// the file with maintained readers (cv-text-worker.ts) within a time and memory budget, and is ended
// when it runs past it, so no file can hold up other requests. A DOC gives no text.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { CV_MAX_BYTES } from '@bullpen/shared/domain';
import type { CvTextAnswer, CvTextJob } from './cv-text-worker';

export interface CvReadBudget {
  /** Wall-clock time the reading may take, worker start-up included. */
  timeoutMs: number;
  /** Heap the worker may use (a decompression bomb ends it). */
  maxHeapMb: number;
  /** Largest file read. */
  maxBytes: number;
  /** Bytes a DOCX may inflate to. */
  maxInflatedBytes: number;
}

export const CV_READ_BUDGET: CvReadBudget = { timeoutMs: 8000, maxHeapMb: 256, maxBytes: CV_MAX_BYTES, maxInflatedBytes: 32 * 1024 * 1024 };

/** The text (null: none could be read), or `skipped` when the file could not be read within the budget. */
export type CvReading = { text: string | null; skipped: false } | { text: null; skipped: true };

/** Shown first in the CV feedback of a prep whose CV was skipped. */
export const CV_SKIPPED_NOTICE =
  'We could not read your CV within our time and size limits, so this feedback does not use it. A simpler PDF or DOCX file may work.';

const MAX_PDF_PAGES = 20;

const SKIPPED: CvReading = { text: null, skipped: true };
const NO_TEXT: CvReading = { text: null, skipped: false };

/** The bundled gateway runs the worker's built file beside it; tests and tsx run its TypeScript through tsx. */
function startWorker(job: CvTextJob, budget: CvReadBudget): Worker {
  const options = { workerData: job, resourceLimits: { maxOldGenerationSizeMb: budget.maxHeapMb } };
  if (!__filename.endsWith('.ts')) return new Worker(path.join(__dirname, 'cv-text-worker.js'), options);
  const source = JSON.stringify(path.join(__dirname, 'cv-text-worker.ts'));
  return new Worker(`require('tsx/cjs'); require(${source});`, { ...options, eval: true });
}

export function readCvText(bytes: Buffer, fileName: string, budget: CvReadBudget = CV_READ_BUDGET): Promise<CvReading> {
  const kind = fileName.toLowerCase().split('.').pop();
  if (kind !== 'pdf' && kind !== 'docx') return Promise.resolve(NO_TEXT);
  if (bytes.length > budget.maxBytes) return Promise.resolve(SKIPPED);
  return new Promise((resolve) => {
    const job: CvTextJob = { bytes: new Uint8Array(bytes), kind, maxPages: MAX_PDF_PAGES, maxInflatedBytes: budget.maxInflatedBytes };
    const worker = startWorker(job, budget);
    const finish = (reading: CvReading) => {
      clearTimeout(timer);
      resolve(reading);
      void worker.terminate();
    };
    const timer = setTimeout(() => finish(SKIPPED), budget.timeoutMs);
    worker.once('message', (answer: CvTextAnswer) => finish(answer.overBudget ? SKIPPED : { text: answer.text, skipped: false }));
    // Out of memory, or a crash of the reader: the same as running out of time.
    worker.once('error', () => finish(SKIPPED));
    worker.once('exit', () => finish(SKIPPED));
  });
}
