// 'Leaderboard and recruiters': what the user shares, each a switch saved at once.
import { useState } from 'react';
import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Switch } from '@chakra-ui/react/switch';
import { toaster, type Profile } from '@bullpen/shared';
import { useAuth } from '../auth-provider';

type VisibilityField = 'leaderboard_opt_in' | 'recruiter_visible';

const OPTIONS: Array<{ field: VisibilityField; label: string; explanation: string }> = [
  {
    field: 'leaderboard_opt_in',
    label: 'Show me on the leaderboard',
    explanation:
      'Your name, university, XP and interview score appear on the leaderboard, ranked among the members who chose to appear. Turn this off at any time to leave it.',
  },
  {
    field: 'recruiter_visible',
    label: 'Let recruiters see my profile',
    explanation: 'Recruiters on Bullpen can see your name, university or company, specialization, progress and CV.',
  },
];

export function VisibilityCard({ profile }: { profile: Profile }) {
  const { updateProfile } = useAuth();
  const [saving, setSaving] = useState<VisibilityField | null>(null);

  async function toggle(field: VisibilityField, checked: boolean) {
    setSaving(field);
    const { error } = await updateProfile({ [field]: checked });
    setSaving(null);
    if (error) toaster.create({ type: 'error', title: 'Setting not saved', description: error.message });
  }

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          Leaderboard and recruiters
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          {OPTIONS.map(({ field, label, explanation }) => (
            <Stack key={field} gap="1">
              <Switch.Root
                checked={profile[field]}
                disabled={saving === field}
                onCheckedChange={({ checked }) => void toggle(field, checked)}
                colorPalette="accent"
              >
                <Switch.HiddenInput aria-describedby={`${field}-explanation`} />
                <Switch.Control>
                  <Switch.Thumb />
                </Switch.Control>
                <Switch.Label fontWeight="medium">{label}</Switch.Label>
              </Switch.Root>
              <Text id={`${field}-explanation`} fontSize="sm" color="fg.muted" ps="12">
                {explanation}
              </Text>
            </Stack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
