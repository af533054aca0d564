// The CV a person may attach when registering (spec 01 §2.7, §5): .pdf, .doc or .docx up to 5 MB.
import type { Notice } from './messages';

export const CV_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const CV_ACCEPT = CV_EXTENSIONS.join(',');
export const CV_MAX_BYTES = 5 * 1024 * 1024;

export const CV_ERRORS = {
  type: { title: 'Unsupported file', description: 'Please upload a PDF or DOC/DOCX file only' },
  size: { title: 'File too large', description: 'File size exceeds 5MB limit' },
} as const satisfies Record<string, Notice>;

/** Null when the file can be uploaded, else what is wrong with it. */
export function cvFileProblem(file: Pick<File, 'name' | 'size'>): Notice | null {
  const name = file.name.toLowerCase();
  if (!CV_EXTENSIONS.some((ext) => name.endsWith(ext))) return CV_ERRORS.type;
  if (file.size > CV_MAX_BYTES) return CV_ERRORS.size;
  return null;
}
