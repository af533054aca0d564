import { detectVideoType } from './demo-video';

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('detectVideoType', () => {
  it('recognises MP4 and QuickTime by their ftyp box', () => {
    expect(detectVideoType(bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0]))).toBe('video/mp4');
    expect(detectVideoType(bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0]))).toBe('video/quicktime');
    expect(detectVideoType(bytes([0, 0, 0, 8], 'moov', [0, 0, 0, 0, 0, 0]))).toBe('video/quicktime');
  });

  it('recognises WebM/Matroska and Ogg', () => {
    expect(detectVideoType(bytes([0x1a, 0x45, 0xdf, 0xa3], [0, 0, 0, 0, 0, 0, 0, 0]))).toBe('video/webm');
    expect(detectVideoType(bytes('OggS', [0, 2, 0, 0, 0, 0, 0, 0]))).toBe('video/ogg');
  });

  it('refuses anything else, and a head too short to tell', () => {
    expect(detectVideoType(bytes('%PDF-1.7 hello'))).toBeNull();
    expect(detectVideoType(bytes([0x89], 'PNG', [13, 10, 26, 10, 0, 0, 0, 13]))).toBeNull();
    expect(detectVideoType(bytes([0, 0, 0, 0x18], 'ftyp'))).toBeNull();
  });
});
