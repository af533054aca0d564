// Reads the text of an uploaded CV for the local CV feedback, with no extra packages: a DOCX is a
// ZIP whose word/document.xml we inflate with zlib; a PDF's text is taken, best effort, from the
// Tj/TJ operators of its uncompressed or Flate-compressed content streams. A DOC gives no text.
import zlib from 'node:zlib';

/** Bounds the work on a hostile file: inflated output per entry or stream, and in all. */
const MAX_INFLATED_BYTES = 8 * 1024 * 1024;
const MAX_TEXT_CHARS = 100_000;

export function extractCvText(bytes: Buffer, fileName: string): string | null {
  const extension = fileName.toLowerCase().split('.').pop();
  try {
    if (extension === 'docx') return docxText(bytes);
    if (extension === 'pdf') return pdfText(bytes);
  } catch {
    // A damaged or unusual file: the feedback falls back to general advice.
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// DOCX
// ---------------------------------------------------------------------------------------------

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

/** The entries of the central directory (sizes there are right even when the local header defers them). */
function centralDirectory(zip: Buffer): ZipEntry[] {
  // The end record sits in the last 22 bytes plus a comment of up to 64 KB.
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return [];
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count && offset + 46 <= zip.length; n++) {
    if (zip.readUInt32LE(offset) !== CENTRAL_HEADER) break;
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    entries.push({
      method: zip.readUInt16LE(offset + 10),
      compressedSize: zip.readUInt32LE(offset + 20),
      localOffset: zip.readUInt32LE(offset + 42),
      name: zip.toString('utf8', offset + 46, offset + 46 + nameLength),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Walks the local file headers from the start: for ZIPs whose central directory cannot be read. */
function localEntries(zip: Buffer): ZipEntry[] {
  const entries: ZipEntry[] = [];
  let offset = 0;
  while (offset + 30 <= zip.length && zip.readUInt32LE(offset) === LOCAL_HEADER) {
    const compressedSize = zip.readUInt32LE(offset + 18);
    const nameLength = zip.readUInt16LE(offset + 26);
    const extraLength = zip.readUInt16LE(offset + 28);
    entries.push({
      method: zip.readUInt16LE(offset + 8),
      compressedSize,
      localOffset: offset,
      name: zip.toString('utf8', offset + 30, offset + 30 + nameLength),
    });
    if (compressedSize === 0) break;
    offset += 30 + nameLength + extraLength + compressedSize;
  }
  return entries;
}

export function readZipEntry(zip: Buffer, wanted: string): Buffer | null {
  const entries = centralDirectory(zip);
  const entry = (entries.length ? entries : localEntries(zip)).find((e) => e.name === wanted);
  if (!entry || zip.readUInt32LE(entry.localOffset) !== LOCAL_HEADER) return null;
  const start = entry.localOffset + 30 + zip.readUInt16LE(entry.localOffset + 26) + zip.readUInt16LE(entry.localOffset + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return data;
  if (entry.method === 8) return zlib.inflateRawSync(data, { maxOutputLength: MAX_INFLATED_BYTES });
  return null;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    if (entity[0] !== '#') return XML_ENTITIES[entity.toLowerCase()] ?? '';
    const code = entity[1]?.toLowerCase() === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
  });
}

function docxText(bytes: Buffer): string | null {
  const xml = readZipEntry(bytes, 'word/document.xml');
  if (!xml) return null;
  const text = xml
    .toString('utf8')
    .replace(/<w:tab\/>/g, ' ')
    .replace(/<\/w:p>|<w:br\/>/g, '\n')
    .replace(/<[^>]*>/g, '');
  return tidy(decodeXml(text));
}

// ---------------------------------------------------------------------------------------------
// PDF
// ---------------------------------------------------------------------------------------------

/** Each stream's dictionary and raw bytes. */
function* pdfStreams(pdf: Buffer): Generator<{ dictionary: string; data: Buffer }> {
  const text = pdf.toString('latin1');
  const pattern = /(?<!end)stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text))) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return;
    const dictionary = text.slice(Math.max(0, match.index - 400), match.index);
    yield { dictionary: dictionary.slice(dictionary.lastIndexOf('<<')), data: pdf.subarray(start, end) };
    pattern.lastIndex = end + 'endstream'.length;
  }
}

/** A PDF literal string's bytes, with its escapes read. */
function literal(body: string): string {
  return body.replace(/\\([nrtbf()\\]|[0-7]{1,3}|\r?\n)/g, (_, escape: string) => {
    const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '', f: '', '(': '(', ')': ')', '\\': '\\' };
    if (escape in simple) return simple[escape] ?? '';
    if (/^[0-7]+$/.test(escape)) return String.fromCharCode(parseInt(escape, 8));
    return '';
  });
}

function hexString(body: string): string {
  const hex = body.replace(/[^0-9a-f]/gi, '');
  const bytes = Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');
  // Two-byte text (UTF-16 with a byte-order mark) or plain bytes; CID fonts give no readable text.
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    const utf16be = Buffer.from(bytes.subarray(2, 2 + ((bytes.length - 2) & ~1)));
    return utf16be.swap16().toString('utf16le');
  }
  return bytes.toString('latin1');
}

const STRING = /\((?:\\[\s\S]|[^\\()]|\((?:\\[\s\S]|[^\\()])*\))*\)|<[0-9a-fA-F\s]*>/g;

/** The text shown by one content stream: Tj, ', " and TJ strings, with line breaks at moves. */
function contentText(content: string): string {
  const out: string[] = [];
  const operators = /(\[(?:[^\]\\]|\\[\s\S])*\]\s*TJ)|((?:\((?:\\[\s\S]|[^\\()]|\((?:\\[\s\S]|[^\\()])*\))*\)|<[0-9a-fA-F\s]*>)\s*(?:Tj|'|"))|(\bT\*|\bTd\b|\bTD\b|\bET\b)/g;
  for (const match of content.matchAll(operators)) {
    if (match[3]) {
      out.push('\n');
      continue;
    }
    const strings = (match[1] ?? match[2] ?? '').match(STRING) ?? [];
    for (const s of strings) out.push(s.startsWith('(') ? literal(s.slice(1, -1)) : hexString(s.slice(1, -1)));
  }
  return out.join('');
}

function pdfText(bytes: Buffer): string | null {
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return null;
  const parts: string[] = [];
  let inflated = 0;
  for (const { dictionary, data } of pdfStreams(bytes)) {
    let content: Buffer;
    if (/\/FlateDecode/.test(dictionary)) {
      try {
        content = zlib.inflateSync(data, { maxOutputLength: MAX_INFLATED_BYTES });
      } catch {
        continue;
      }
    } else if (/\/Filter/.test(dictionary)) {
      continue;
    } else {
      content = data;
    }
    inflated += content.length;
    if (inflated > MAX_INFLATED_BYTES * 4) break;
    parts.push(contentText(content.toString('latin1')));
  }
  return tidy(parts.join('\n'));
}

function tidy(text: string): string | null {
  const cleaned = text
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n[\n ]*/g, '\n')
    .trim()
    .slice(0, MAX_TEXT_CHARS);
  return cleaned || null;
}
