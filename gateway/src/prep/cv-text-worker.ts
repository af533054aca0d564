// Reads one CV's text inside a worker thread started by cv-text.ts, which ends the thread when it runs
// past its time budget: PDF through pdf.js (its legacy build, for Node), DOCX through mammoth. The
// worker first loads its readers and says it is ready: the file's time budget counts from then, so a
// slow start-up (a cold disk, a busy machine) is never blamed on the file.
import { parentPort, workerData } from 'node:worker_threads';
import JSZip from 'jszip';
import mammoth from 'mammoth';

export interface CvTextJob {
  bytes: Uint8Array;
  kind: 'pdf' | 'docx';
  /** Pages of a PDF read at most: a CV has one or two. */
  maxPages: number;
  /** Bytes a DOCX's entries may inflate to, in all (a ZIP bomb is refused before it is parsed). */
  maxInflatedBytes: number;
}

/** The text, spaces tidied (null when there is none we can read), or `overBudget`. */
export type CvTextAnswer = { text: string | null; overBudget?: never } | { overBudget: true; text?: never };

/** What the worker posts: `ready` once its readers are loaded, then its answer. */
export type CvTextMessage = { ready: true } | { ready?: never; answer: CvTextAnswer };

class OverBudget extends Error {
  override name = 'OverBudget';
}

const MAX_TEXT_CHARS = 100_000;

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

async function pdfText({ getDocument }: PdfJs, bytes: Uint8Array, maxPages: number): Promise<string> {
  const document = await getDocument({ data: bytes, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, maxPages); number++) {
      const { items } = await (await document.getPage(number)).getTextContent();
      pages.push(items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    }
    return pages.join('\n');
  } finally {
    await document.destroy();
  }
}

/** Inflates one entry only to count its bytes, stopping once the total passes `room`. */
function inflatedSize(entry: JSZip.JSZipObject, room: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const stream = entry.nodeStream('nodebuffer');
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > room) {
        stream.pause();
        resolve(size);
      }
    });
    stream.on('end', () => resolve(size));
    stream.on('error', reject);
  });
}

async function docxText(bytes: Uint8Array, maxInflatedBytes: number): Promise<string> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let room = maxInflatedBytes;
  for (const entry of Object.values((await JSZip.loadAsync(buffer)).files)) {
    if (entry.dir) continue;
    room -= await inflatedSize(entry, room);
    if (room < 0) throw new OverBudget('The DOCX inflates past the budget');
  }
  return (await mammoth.extractRawText({ buffer })).value;
}

async function read(pdfjs: PdfJs, { bytes, kind, maxPages, maxInflatedBytes }: CvTextJob): Promise<CvTextAnswer> {
  try {
    return { text: tidy(kind === 'pdf' ? await pdfText(pdfjs, bytes, maxPages) : await docxText(bytes, maxInflatedBytes)) };
  } catch (error) {
    if (error instanceof OverBudget) return { overBudget: true };
    // A damaged or unusual file: the feedback falls back to general advice.
    return { text: null };
  }
}

function tidy(text: string): string | null {
  const cleaned = text
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n[\n ]*/g, '\n')
    .trim()
    .slice(0, MAX_TEXT_CHARS);
  return cleaned || null;
}

const post = (message: CvTextMessage) => parentPort?.postMessage(message);

void (async () => {
  const job = workerData as CvTextJob;
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  post({ ready: true });
  post({ answer: await read(pdfjs, job) });
})();
