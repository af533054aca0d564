// Schedule Interview (spec 02 §2.12, §5): date and time both required; on success the dialog closes
// and its fields are cleared (the thread then shows the scheduling message).
import { useState } from 'react';
import { Button, CloseButton, Field, Grid, Input, Portal, Text } from '@chakra-ui/react';
import { Dialog } from '@chakra-ui/react/dialog';
import { toaster } from '@bullpen/shared';
import { CHAT } from '../../messages';

export function ScheduleDialog({ candidateName, onSchedule }: { candidateName: string; onSchedule: (slot: { date: string; time: string }) => Promise<boolean> }) {
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);

  async function schedule(event: React.FormEvent) {
    event.preventDefault();
    if (!date || !time) {
      setMissing(true);
      toaster.create({ type: 'error', title: CHAT.scheduleNeedsBoth });
      return;
    }
    setSaving(true);
    try {
      if (!(await onSchedule({ date, time }))) return;
      setOpen(false);
      setDate('');
      setTime('');
      setMissing(false);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => setOpen(next)} placement="center">
      <Dialog.Trigger asChild>
        <Button colorPalette="accent" size="sm">
          Schedule Interview
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <form onSubmit={(event) => void schedule(event)} noValidate aria-label="Schedule interview">
            <Dialog.Header>
              <Dialog.Title>Schedule Interview</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted" mb="4">
                Pick a date and time for your interview with {candidateName}. Both of you will see it in the conversation.
              </Text>
              <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
                <Field.Root required invalid={missing && !date}>
                  <Field.Label>
                    Date
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
                </Field.Root>
                <Field.Root required invalid={missing && !time}>
                  <Field.Label>
                    Time
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input type="time" value={time} onChange={(event) => setTime(event.target.value)} />
                </Field.Root>
              </Grid>
              {missing && (!date || !time) && (
                <Text color="red.700" fontSize="sm" mt="3" role="alert">
                  {CHAT.scheduleNeedsBoth}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button type="submit" colorPalette="navy" loading={saving}>
                Schedule
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
