// The student's switch for follow-up questions, kept on the server so it follows them from device to
// device. Shown to signed-in students only: visitors get no follow-ups.
import { Stack, Text } from '@chakra-ui/react';
import { Switch } from '@chakra-ui/react/switch';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toaster } from '@bullpen/shared';
import { fetchPracticeSettings, PRACTICE_SETTINGS_KEY, savePracticeSettings, type PracticeSettings } from '../api/follow-ups';

export const FOLLOW_UPS_LABEL = 'Ask me follow-up questions';

export function FollowUpToggle() {
  const client = useQueryClient();
  const settings = useQuery({ queryKey: PRACTICE_SETTINGS_KEY, queryFn: ({ signal }) => fetchPracticeSettings(signal) });
  const save = useMutation({
    mutationFn: savePracticeSettings,
    onSuccess: (saved) => client.setQueryData<PracticeSettings>(PRACTICE_SETTINGS_KEY, saved),
    onError: (error) =>
      toaster.create({ type: 'error', title: 'Could not save your setting', description: error instanceof Error ? error.message : undefined }),
  });
  const on = save.isPending ? (save.variables?.followUps ?? true) : (settings.data?.followUps ?? true);

  return (
    <Stack gap="1">
      <Switch.Root
        checked={on}
        disabled={settings.isPending || save.isPending || settings.isError}
        onCheckedChange={({ checked }) => save.mutate({ followUps: checked })}
        colorPalette="accent"
      >
        <Switch.HiddenInput aria-describedby="follow-ups-explanation" />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label fontSize="sm" fontWeight="medium" color="navy.900">
          {FOLLOW_UPS_LABEL}
        </Switch.Label>
      </Switch.Root>
      <Text id="follow-ups-explanation" fontSize="xs" color="fg.muted">
        {settings.isError
          ? 'Your follow-up setting could not be loaded; follow-ups stay on.'
          : 'After an answer, the interviewer may ask up to two questions on what it missed. They count towards its score.'}
      </Text>
    </Stack>
  );
}
