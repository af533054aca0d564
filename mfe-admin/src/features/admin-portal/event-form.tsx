// The event form of the Event Manager, in a dialog: every field of a community event; the gateway
// checks them with the shared event schema and the form shows its per-field messages.
import { useState } from 'react';
import { Button, CloseButton, Field, Grid, Input, NativeSelect, Portal, Stack, Textarea } from '@chakra-ui/react';
import { Dialog } from '@chakra-ui/react/dialog';
import { EVENT_TYPES, toaster, type CommunityEvent, type CommunityEventInput } from '@bullpen/shared';
import { fieldErrors, messageOf } from '../../components/field-errors';

/** The community area's built-in illustrations (mfe-community events/event-illustration.tsx). */
const ILLUSTRATIONS = ['podcast-levfin', 'podcast-growth', 'podcast-venture', 'podcast-audit', 'podcast-corporate', 'podcast-markets', 'roundtable', 'workshop'];

interface Draft {
  title: string;
  type: string;
  date: string;
  time: string;
  location: string;
  description: string;
  speakers: string;
  experiences: string;
  image: string;
  registrationLink: string;
  spotifyLink: string;
  youtubeLink: string;
}

const EMPTY: Draft = {
  title: '',
  type: 'Interview',
  date: '',
  time: '',
  location: 'Online Event',
  description: '',
  speakers: '',
  experiences: '',
  image: 'podcast-markets',
  registrationLink: '',
  spotifyLink: '',
  youtubeLink: '',
};

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function draftOf(event: CommunityEvent | null): Draft {
  if (!event) return EMPTY;
  return { ...event, location: event.location ?? '', speakers: event.speakers.join('\n'), experiences: event.experiences.join('\n') };
}

function inputOf(draft: Draft): Omit<CommunityEventInput, 'id'> {
  return {
    title: draft.title,
    type: draft.type as CommunityEventInput['type'],
    date: draft.date,
    time: draft.time,
    location: draft.location.trim() || null,
    description: draft.description,
    speakers: lines(draft.speakers),
    experiences: lines(draft.experiences),
    image: draft.image,
    registrationLink: draft.registrationLink.trim(),
    spotifyLink: draft.spotifyLink.trim(),
    youtubeLink: draft.youtubeLink.trim(),
  };
}

export function EventForm({
  event,
  open,
  onClose,
  onSave,
}: {
  /** The event edited; null for a new one. */
  event: CommunityEvent | null;
  open: boolean;
  onClose: () => void;
  onSave: (input: Omit<CommunityEventInput, 'id'>) => Promise<void>;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(event));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = (key: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setDraft((d) => ({ ...d, [key]: e.target.value }));

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setSaving(true);
    try {
      await onSave(inputOf(draft));
      setErrors({});
    } catch (error) {
      setErrors(fieldErrors(error));
      toaster.create({ type: 'error', title: 'Event not saved', description: messageOf(error) });
    } finally {
      setSaving(false);
    }
  }

  const field = (key: keyof Draft, label: string, input: React.ReactNode, required = true) => (
    <Field.Root invalid={Boolean(errors[key])} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {input}
      {errors[key] && <Field.ErrorText>{errors[key]}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => !next && onClose()} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={(e) => void save(e)} noValidate aria-label={event ? 'Edit event' : 'New event'} style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{event ? 'Edit event' : 'New event'}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {field('title', 'Title', <Input value={draft.title} onChange={set('title')} />)}
                  <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
                    {field(
                      'type',
                      'Type',
                      <NativeSelect.Root>
                        <NativeSelect.Field value={draft.type} onChange={set('type')}>
                          {EVENT_TYPES.map((type) => (
                            <option key={type} value={type}>
                              {type}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>,
                    )}
                    {field(
                      'image',
                      'Illustration',
                      <NativeSelect.Root>
                        <NativeSelect.Field value={draft.image} onChange={set('image')}>
                          {[...new Set([...ILLUSTRATIONS, draft.image])].map((name) => (
                            <option key={name} value={name}>
                              {name}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>,
                    )}
                    {field('date', 'Date', <Input type="date" value={draft.date} onChange={set('date')} />)}
                    {field('time', 'Time', <Input placeholder="18:00–19:00 CET" value={draft.time} onChange={set('time')} />)}
                  </Grid>
                  {field('location', 'Location', <Input placeholder="Online Event" value={draft.location} onChange={set('location')} />, false)}
                  {field('description', 'Description', <Textarea rows={4} value={draft.description} onChange={set('description')} />)}
                  {field('speakers', 'Speakers (one per line)', <Textarea rows={2} value={draft.speakers} onChange={set('speakers')} />)}
                  {field('experiences', 'Experiences (one per line)', <Textarea rows={2} value={draft.experiences} onChange={set('experiences')} />, false)}
                  {field('registrationLink', 'Registration link', <Input type="url" placeholder="https://" value={draft.registrationLink} onChange={set('registrationLink')} />)}
                  {field('spotifyLink', 'Spotify link', <Input type="url" placeholder="https://" value={draft.spotifyLink} onChange={set('spotifyLink')} />)}
                  {field('youtubeLink', 'YouTube link', <Input type="url" placeholder="https://" value={draft.youtubeLink} onChange={set('youtubeLink')} />)}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="navy" loading={saving}>
                  {event ? 'Save changes' : 'Create event'}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
