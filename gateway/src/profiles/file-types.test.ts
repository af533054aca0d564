// Uploads are recognised by their first bytes, never by their names alone.
import { detectCvType, detectImageType, sanitizeFileName } from './file-types';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))));

describe('detectImageType', () => {
  it.each([
    ['PNG', bytes(0x89, 'PNG\r\n\x1a\n', 'rest'), 'image/png'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 'JFIF'), 'image/jpeg'],
    ['GIF87a', bytes('GIF87a...'), 'image/gif'],
    ['GIF89a', bytes('GIF89a...'), 'image/gif'],
    ['WEBP', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
  ])('recognises %s', (_name, data, type) => {
    expect(detectImageType(data)?.contentType).toBe(type);
  });

  it.each([
    ['text', bytes('hello, I am a PNG')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a RIFF that is not WEBP', bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt ')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, data) => {
    expect(detectImageType(data)).toBeNull();
  });
});

describe('detectCvType', () => {
  const pdf = bytes('%PDF-1.7\n');
  const doc = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0);
  const docx = bytes('PK', 3, 4, 'word/');

  it('accepts PDF, DOC and DOCX whose extension and content agree, any case', () => {
    expect(detectCvType('cv.pdf', pdf)?.contentType).toBe('application/pdf');
    expect(detectCvType('CV.PDF', pdf)?.extension).toBe('pdf');
    expect(detectCvType('cv.doc', doc)?.contentType).toBe('application/msword');
    expect(detectCvType('cv.docx', docx)?.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('refuses a mismatch, another format, or no extension', () => {
    expect(detectCvType('cv.pdf', docx)).toBeNull();
    expect(detectCvType('cv.docx', pdf)).toBeNull();
    expect(detectCvType('cv.txt', pdf)).toBeNull();
    expect(detectCvType('cv', pdf)).toBeNull();
    expect(detectCvType('cv.pdf', bytes('not a pdf'))).toBeNull();
  });
});

describe('sanitizeFileName', () => {
  it('keeps letters, digits, dot, underscore and hyphen only', () => {
    expect(sanitizeFileName('My CV (final) — 2026.pdf', 'cv.pdf')).toBe('My_CV_final_2026.pdf');
    expect(sanitizeFileName('../../etc/passwd', 'cv.pdf')).toBe('passwd');
    expect(sanitizeFileName('C:\\Users\\ada\\résumé.docx', 'cv.docx')).toBe('r_sum_.docx');
    expect(sanitizeFileName('.hidden.pdf', 'cv.pdf')).toBe('hidden.pdf');
    expect(sanitizeFileName('???', 'cv.pdf')).toBe('cv.pdf');
  });

  it('shortens long names to 100 characters, keeping the extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(300)}.pdf`, 'cv.pdf');
    expect(name).toHaveLength(100);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
