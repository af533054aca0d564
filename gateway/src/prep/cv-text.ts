// Reads the text of an uploaded CV for the CV feedback, off the main thread: a worker thread parses
// the file with maintained readers (cv-text-worker.ts) within a time and memory budget, and is ended
// when it runs past it, so no file can hold up other requests. The time budget starts once the worker
// has loaded its readers; its start-up has a ceiling of its own. A DOC gives no text.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { CV_MAX_BYTES } from '@bullpen/shared/domain';
import type { CvTextJob, CvTextMessage } from './cv-text-worker';

export interface CvReadBudget {
  /** Wall-clock time the reading of the file may take, from the moment the worker is ready. */
  timeoutMs: number;
  /** Wall-clock time the worker may take to start and load its readers, before it sees the file. */
  startupMs: number;
  /** Heap the worker may use (a decompression bomb ends it). */
  maxHeapMb: number;
  /** Largest file read. */
  maxBytes: number;
  /** Bytes a DOCX may inflate to. */
  maxInflatedBytes: number;
}

export const CV_READ_BUDGET: CvReadBudget = { timeoutMs: 8000, startupMs: 30_000, maxHeapMb: 256, maxBytes: CV_MAX_BYTES, maxInflatedBytes: 32 * 1024 * 1024 };

/** Why a file was skipped: its size, its reading time, a reader that never got ready, or ran out of memory or failed. */
export type CvSkipReason = 'too_large' | 'timeout' | 'over_budget' | 'startup_timeout' | 'reader_failed';

/** The text (null: none could be read), or `skipped` when the file could not be read within the budget. */
export type CvReading = { text: string | null; skipped: false } | { text: null; skipped: true; reason: CvSkipReason };

/** Shown first in the CV feedback of a prep whose CV was skipped. */
export const CV_SKIPPED_NOTICE =
  'We could not read your CV within our time and size limits, so this feedback does not use it. A simpler PDF or DOCX file may work.';

const MAX_PDF_PAGES = 20;

const skipped = (reason: CvSkipReason): CvReading => ({ text: null, skipped: true, reason });
const NO_TEXT: CvReading = { text: null, skipped: false };

/** Starts the worker that reads `job` within the budget's memory. */
export type CvWorkerStarter = (job: CvTextJob, budget: CvReadBudget) => Worker;

/** The bundled gateway runs the worker's built file beside it; tests and tsx run its TypeScript through tsx. */
export const startCvWorker: CvWorkerStarter = (job, budget) => {
  const options = { workerData: job, resourceLimits: { maxOldGenerationSizeMb: budget.maxHeapMb } };
  if (!__filename.endsWith('.ts')) return new Worker(path.join(__dirname, 'cv-text-worker.js'), options);
  const source = JSON.stringify(path.join(__dirname, 'cv-text-worker.ts'));
  return new Worker(`require('tsx/cjs'); require(${source});`, { ...options, eval: true });
};

export function readCvText(bytes: Buffer, fileName: string, budget: CvReadBudget = CV_READ_BUDGET, start: CvWorkerStarter = startCvWorker): Promise<CvReading> {
  const kind = fileName.toLowerCase().split('.').pop();
  if (kind !== 'pdf' && kind !== 'docx') return Promise.resolve(NO_TEXT);
  if (bytes.length > budget.maxBytes) return Promise.resolve(skipped('too_large'));
  return new Promise((resolve) => {
    const job: CvTextJob = { bytes: new Uint8Array(bytes), kind, maxPages: MAX_PDF_PAGES, maxInflatedBytes: budget.maxInflatedBytes };
    const worker = start(job, budget);
    let settled = false;
    let timer = setTimeout(() => finish(skipped('startup_timeout')), budget.startupMs);
    function finish(reading: CvReading) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(reading);
      void worker.terminate();
    }
    worker.on('message', (message: CvTextMessage) => {
      if (settled) return;
      if (message.ready) {
        clearTimeout(timer);
        timer = setTimeout(() => finish(skipped('timeout')), budget.timeoutMs);
        return;
      }
      const { answer } = message;
      finish(answer.overBudget ? skipped('over_budget') : { text: answer.text, skipped: false });
    });
    // Out of memory, or a crash of the reader.
    worker.once('error', () => finish(skipped('reader_failed')));
    worker.once('exit', () => finish(skipped('reader_failed')));
  });
}
