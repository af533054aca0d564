// Community events (spec 01 §3, §2.5): their shape, checked where they enter the system, and the
// description preview rule of the events page.
import { z } from 'zod';

export const EVENT_TYPES = ['Interview', 'Roundtable', 'Workshop'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Descriptions longer than this are truncated with Read more / Show less (spec 01 §9). */
export const EVENT_DESCRIPTION_PREVIEW_LENGTH = 150;

const link = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

export const eventSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be lower-case words joined by hyphens'),
  title: z.string().trim().min(3).max(200),
  description: z.string().trim().min(10).max(4000),
  type: z.enum(EVENT_TYPES),
  /** Calendar day, YYYY-MM-DD; events are listed by it. */
  date: z.iso.date(),
  /** Time as people read it, e.g. "18:00–19:00 CET". */
  time: z.string().trim().min(1).max(60),
  /** "Online Event" or a room; optional. */
  location: z.string().trim().min(1).max(200).nullable().default(null),
  speakers: z.array(z.string().trim().min(1).max(200)).min(1),
  experiences: z.array(z.string().trim().min(1).max(300)).default([]),
  /** The name of a built-in illustration of the community area, or an image URL (/files/…, https://…). */
  image: z.string().trim().min(1).max(500),
  audioSummary: link.nullable().default(null),
  registrationLink: link,
  spotifyLink: link,
  youtubeLink: link,
});

export type CommunityEvent = z.output<typeof eventSchema>;
export type CommunityEventInput = z.input<typeof eventSchema>;

export interface DescriptionPreview {
  text: string;
  truncated: boolean;
}

/** The first `limit` characters of a description, cut at a word and ended with "…", when it is longer. */
export function previewDescription(description: string, limit = EVENT_DESCRIPTION_PREVIEW_LENGTH): DescriptionPreview {
  if (description.length <= limit) return { text: description, truncated: false };
  const cut = description.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  const atWord = lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut;
  return { text: `${atWord.replace(/[\s,.;:–-]+$/, '')}…`, truncated: true };
}
