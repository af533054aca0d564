// The profile photo with Change Photo (spec 01 §2.9, §5, §8): images only.
import { useState } from 'react';
import { Card, Stack, Text } from '@chakra-ui/react';
import { Avatar } from '@chakra-ui/react/avatar';
import { toaster, type Profile } from '@bullpen/shared';
import { useAuth } from '../auth-provider';
import { AVATAR } from '../messages';
import { FileButton } from './file-button';

export function PhotoCard({ profile, displayName }: { profile: Profile; displayName: string }) {
  const { uploadAvatar } = useAuth();
  const [uploading, setUploading] = useState(false);

  async function onFile(file: File | undefined) {
    if (!file) {
      toaster.create({ type: 'error', title: AVATAR.failed.title, description: AVATAR.noFile });
      return;
    }
    const problem = !file.type.startsWith('image/') ? AVATAR.notImage : file.size > AVATAR.maxBytes ? AVATAR.tooLarge : null;
    if (problem) {
      toaster.create({ type: 'error', title: AVATAR.failed.title, description: problem });
      return;
    }
    setUploading(true);
    const { error } = await uploadAvatar(file);
    setUploading(false);
    toaster.create(error ? { type: 'error', ...AVATAR.failed } : { type: 'success', ...AVATAR.updated });
  }

  return (
    <Card.Root>
      <Card.Body>
        <Stack align="center" gap="4" textAlign="center">
          <Avatar.Root boxSize={{ base: '24', md: '32' }} colorPalette="navy" fontSize="3xl">
            <Avatar.Fallback name={displayName} />
            {profile.avatar_url && <Avatar.Image src={profile.avatar_url} alt={`Profile photo of ${displayName}`} />}
          </Avatar.Root>
          <FileButton accept="image/*" onFile={(file) => void onFile(file)} variant="outline" size="sm" loading={uploading} loadingText="Uploading…">
            Change Photo
          </FileButton>
          <Text fontSize="xs" color="fg.muted">
            A square image works best: PNG, JPEG, GIF or WebP, up to 2 MB.
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
