// What an uploaded file really is, read from its first bytes (never from the name or the browser's type).

export interface DetectedType {
  contentType: string;
  extension: string;
}

interface Signature extends DetectedType {
  bytes: number[];
  offset?: number;
}

const startsWith = (data: Buffer, { bytes, offset = 0 }: Pick<Signature, 'bytes' | 'offset'>) =>
  data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const IMAGE_SIGNATURES: Signature[] = [
  { contentType: 'image/png', extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { contentType: 'image/jpeg', extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { contentType: 'image/gif', extension: 'gif', bytes: ascii('GIF87a') },
  { contentType: 'image/gif', extension: 'gif', bytes: ascii('GIF89a') },
];

/** PNG, JPEG, GIF or WEBP; null for anything else. */
export function detectImageType(data: Buffer): DetectedType | null {
  const webp = startsWith(data, { bytes: ascii('RIFF') }) && startsWith(data, { bytes: ascii('WEBP'), offset: 8 });
  if (webp) return { contentType: 'image/webp', extension: 'webp' };
  const found = IMAGE_SIGNATURES.find((signature) => startsWith(data, signature));
  return found ? { contentType: found.contentType, extension: found.extension } : null;
}

/** CV formats by extension, each with the signature its content must carry. */
const CV_SIGNATURES: Record<string, Signature> = {
  pdf: { contentType: 'application/pdf', extension: 'pdf', bytes: ascii('%PDF') },
  // OLE compound file (Word 97–2003).
  doc: { contentType: 'application/msword', extension: 'doc', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  // A ZIP container (Office Open XML).
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    bytes: [0x50, 0x4b, 0x03, 0x04],
  },
};

export const CV_EXTENSIONS = Object.keys(CV_SIGNATURES);

/** A PDF, DOC or DOCX whose extension and content agree; null otherwise. */
export function detectCvType(fileName: string, data: Buffer): DetectedType | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const signature = CV_SIGNATURES[extension];
  return signature && startsWith(data, signature) ? { contentType: signature.contentType, extension } : null;
}

/** A file name reduced to letters, digits, '.', '_' and '-' (at most 100 characters, never starting with '.'). */
export function sanitizeFileName(fileName: string, fallback: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[._-]+/, '');
  if (!cleaned) return fallback;
  if (cleaned.length <= 100) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 100 - extension.length) + extension;
}

/** The stored name of a CV of type `extension`: the sanitized name when it still ends in `.extension`, else `cv.extension`. */
export function cvFileName(fileName: string, extension: string): string {
  const sanitized = sanitizeFileName(fileName, '');
  return sanitized.toLowerCase().endsWith(`.${extension}`) ? sanitized : `cv.${extension}`;
}
