// The demo video an admin uploads on /demo (spec 02 §2.14, §5, §8): limits, accepted formats and
// messages, checked in the browser before sending and again by the gateway while receiving.

export const DEMO_VIDEO_MAX_BYTES = 300 * 1024 * 1024;

export const DEMO_VIDEO_MESSAGES = {
  invalidType: 'Invalid File Type - Please upload a video file.',
  tooLarge: 'File Too Large - Video must be less than 300MB.',
  failed: 'Upload Failed - Could not upload video. Please try again.',
  complete: 'Upload Complete',
  adminOnly: 'Only admins can upload the demo video. Log in with an admin account.',
} as const;

export const DEMO_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime', 'video/ogg'] as const;
export type DemoVideoType = (typeof DEMO_VIDEO_TYPES)[number];

/** For the file picker's `accept`. */
export const DEMO_VIDEO_ACCEPT = DEMO_VIDEO_TYPES.join(',');

/** How many leading bytes `detectVideoType` needs. */
export const VIDEO_SIGNATURE_BYTES = 12;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** QuickTime atoms that may open a .mov file written without an `ftyp` atom. */
const QUICKTIME_LEADING_ATOMS = ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'];

/**
 * The video format a file's first bytes announce (MP4, QuickTime, WebM/Matroska or Ogg), or null when
 * they are not one of those. Looks at the container signature only, never at the file name.
 */
export function detectVideoType(head: Uint8Array): DemoVideoType | null {
  if (head.length < VIDEO_SIGNATURE_BYTES) return null;
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'video/webm';
  if (ascii(head, 0, 4) === 'OggS') return 'video/ogg';
  const atom = ascii(head, 4, 8);
  if (atom === 'ftyp') return ascii(head, 8, 12) === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  if (QUICKTIME_LEADING_ATOMS.includes(atom)) return 'video/quicktime';
  return null;
}

/** The file extension stored for each format. */
export function videoExtension(type: DemoVideoType): string {
  return { 'video/mp4': 'mp4', 'video/webm': 'webm', 'video/quicktime': 'mov', 'video/ogg': 'ogv' }[type];
}
