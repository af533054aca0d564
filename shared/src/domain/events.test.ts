import seed from '../../content/events.json';
import { EVENT_DESCRIPTION_PREVIEW_LENGTH, eventSchema, previewDescription } from './events';

describe('previewDescription', () => {
  it('keeps a description of 150 characters or fewer whole', () => {
    const text = 'x'.repeat(EVENT_DESCRIPTION_PREVIEW_LENGTH);
    expect(previewDescription(text)).toEqual({ text, truncated: false });
  });

  it('cuts a longer one at a word within 150 characters and ends it with an ellipsis', () => {
    const text = `${'word '.repeat(40)}end`;
    const preview = previewDescription(text);
    expect(preview.truncated).toBe(true);
    expect(preview.text.endsWith('word…')).toBe(true);
    expect(preview.text.length).toBeLessThanOrEqual(EVENT_DESCRIPTION_PREVIEW_LENGTH + 1);
  });
});

describe('the seeded events (content/events.json)', () => {
  const events = seed.map((entry) => eventSchema.parse(entry));

  it('are eight valid events with unique ids', () => {
    expect(events).toHaveLength(8);
    expect(new Set(events.map((e) => e.id)).size).toBe(8);
  });

  it('are mostly podcast interviews, with one roundtable and one workshop', () => {
    const types = events.map((e) => e.type);
    expect(types.filter((t) => t === 'Roundtable')).toHaveLength(1);
    expect(types.filter((t) => t === 'Workshop')).toHaveLength(1);
    expect(types.filter((t) => t === 'Interview')).toHaveLength(6);
  });
});
