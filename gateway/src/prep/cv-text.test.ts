// Reading a CV's text: DOCX through its ZIP entries, PDF through its content streams.
import zlib from 'node:zlib';
import { extractCvText, readZipEntry } from './cv-text';

interface ZipFile {
  name: string;
  data: Buffer;
  /** 0 stored, 8 deflated. */
  method?: 0 | 8;
}

/** A minimal ZIP writer (no CRC check is made by the reader), enough for test fixtures. */
function zip(files: ZipFile[], { deferSizes = false } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const method = file.method ?? 8;
    const body = method === 8 ? zlib.deflateRawSync(file.data) : file.data;
    const name = Buffer.from(file.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(deferSizes ? 8 : 0, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(deferSizes ? 0 : body.length, 18);
    local.writeUInt32LE(deferSizes ? 0 : file.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(file.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const DOCUMENT_XML = Buffer.from(
  '<?xml version="1.0"?><w:document><w:body>' +
    '<w:p><w:r><w:t>EDUCATION</w:t></w:r></w:p>' +
    '<w:p><w:r><w:t xml:space="preserve">BSc Economics, </w:t></w:r><w:r><w:t>University of Leeds</w:t></w:r></w:p>' +
    '<w:p><w:r><w:t>Built a DCF for a &#8364;50m deal &amp; cut costs by 40%</w:t><w:tab/><w:t>2024</w:t></w:r></w:p>' +
    '</w:body></w:document>',
);

describe('extractCvText', () => {
  it('reads the paragraphs of a DOCX, entities decoded', () => {
    const docx = zip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'word/document.xml', data: DOCUMENT_XML },
    ]);
    expect(extractCvText(docx, 'cv.docx')).toBe('EDUCATION\nBSc Economics, University of Leeds\nBuilt a DCF for a €50m deal & cut costs by 40% 2024');
  });

  it('reads stored entries and entries whose local header defers the sizes', () => {
    expect(readZipEntry(zip([{ name: 'word/document.xml', data: DOCUMENT_XML, method: 0 }]), 'word/document.xml')).toEqual(DOCUMENT_XML);
    const deferred = zip([{ name: 'word/document.xml', data: DOCUMENT_XML }], { deferSizes: true });
    expect(extractCvText(deferred, 'CV.DOCX')).toContain('University of Leeds');
  });

  it('reads Tj and TJ text from Flate-compressed and plain PDF content streams', () => {
    const page1 = 'BT /F1 12 Tf 72 720 Td (EXPERIENCE) Tj 0 -14 Td [(Summer ) -20 (Analyst, Bank \\(London\\))] TJ ET';
    const page2 = 'BT (Skills: Excel; Python) Tj T* <FEFF0044004300460020> Tj ET';
    const compressed = zlib.deflateSync(Buffer.from(page1, 'latin1'));
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.4\n1 0 obj\n<< /Length ' + compressed.length + ' /Filter /FlateDecode >>\nstream\n', 'latin1'),
      compressed,
      Buffer.from('\nendstream\nendobj\n2 0 obj\n<< /Length ' + page2.length + ' >>\nstream\n' + page2 + '\nendstream\nendobj\n%%EOF', 'latin1'),
    ]);
    expect(extractCvText(pdf, 'cv.pdf')).toBe('EXPERIENCE\nSummer Analyst, Bank (London)\nSkills: Excel; Python\nDCF');
  });

  it('gives no text for a DOC, a damaged file or a file that is not what its name says', () => {
    expect(extractCvText(Buffer.from('d0cf11e0a1b11ae1', 'hex'), 'cv.doc')).toBeNull();
    expect(extractCvText(Buffer.from('PK\u0003\u0004 broken'), 'cv.docx')).toBeNull();
    expect(extractCvText(Buffer.from('hello'), 'cv.pdf')).toBeNull();
    expect(extractCvText(zip([{ name: 'other.xml', data: Buffer.from('<a/>') }]), 'cv.docx')).toBeNull();
  });

  it('stops inflating a ZIP bomb', () => {
    const bomb = zip([{ name: 'word/document.xml', data: Buffer.alloc(20 * 1024 * 1024, 0x41) }]);
    expect(extractCvText(bomb, 'cv.docx')).toBeNull();
  });
});
