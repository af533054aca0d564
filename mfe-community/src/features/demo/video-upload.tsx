// The admin's demo video upload on /demo?admin=true (spec 02 §2.14, §5, §8): video files only, at
// most 300 MB, checked here before sending and again by the gateway; progress while it uploads.
import { useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Card, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { Progress } from '@chakra-ui/react/progress';
import { Link as RouterLink } from 'react-router';
import {
  ApiError,
  DEMO_VIDEO_ACCEPT,
  DEMO_VIDEO_MAX_BYTES,
  DEMO_VIDEO_MESSAGES,
  VIDEO_SIGNATURE_BYTES,
  detectVideoType,
  toaster,
  useSessionStore,
} from '@bullpen/shared';
import { UploadIcon } from '../../components/icons';
import { uploadDemoVideo, type DemoVideo } from './api';
import { ADMIN_DEMO_PATH } from './use-admin-shortcut';

/** "Invalid File Type - Please upload a video file." → title and description of a toast. */
function toastFrom(message: string) {
  const [title, ...rest] = message.split(' - ');
  return { title, description: rest.join(' - ') || undefined };
}

/** The format the file's first bytes announce, or null when it is not a video we accept. */
async function checkFile(file: File): Promise<{ contentType: string } | { problem: string }> {
  if (!file.type.startsWith('video/')) return { problem: DEMO_VIDEO_MESSAGES.invalidType };
  if (file.size > DEMO_VIDEO_MAX_BYTES) return { problem: DEMO_VIDEO_MESSAGES.tooLarge };
  const head = new Uint8Array(await file.slice(0, VIDEO_SIGNATURE_BYTES).arrayBuffer());
  const contentType = detectVideoType(head);
  return contentType ? { contentType } : { problem: DEMO_VIDEO_MESSAGES.invalidType };
}

/** The shell sends a user who logs in to the stored `post_login_redirect` (spec 01 §3, §4.2). */
function comeBackAfterLogin() {
  localStorage.setItem('post_login_redirect', ADMIN_DEMO_PATH);
}

function NotAdminNotice({ signedIn }: { signedIn: boolean }) {
  return (
    <Alert.Root status="info" colorPalette="navy" variant="surface" borderRadius="lg">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>Demo video upload</Alert.Title>
        <Alert.Description>{DEMO_VIDEO_MESSAGES.adminOnly}</Alert.Description>
        <Button asChild size="sm" colorPalette="navy" alignSelf="start">
          <RouterLink to="/login" onClick={comeBackAfterLogin}>
            {signedIn ? 'Switch account' : 'Log In'}
          </RouterLink>
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}

export function VideoUpload({ onUploaded }: { onUploaded: (video: DemoVideo) => void }) {
  const { user, isAdmin, isLoading } = useSessionStore();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);

  if (isLoading) return null;
  if (!user || !isAdmin) return <NotAdminNotice signedIn={user !== null} />;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const checked = await checkFile(file);
    if ('problem' in checked) {
      toaster.create({ type: 'error', ...toastFrom(checked.problem) });
      return;
    }
    setProgress(0);
    try {
      const video = await uploadDemoVideo(file, checked.contentType, setProgress).done;
      toaster.create({ type: 'success', title: DEMO_VIDEO_MESSAGES.complete, description: 'The demo page now plays the new video.' });
      onUploaded(video);
    } catch (error) {
      // The gateway's own refusal (type, size, rights) says more than the generic failure.
      const known = error instanceof ApiError && [401, 403, 413, 415].includes(error.status);
      toaster.create({ type: 'error', ...toastFrom(known ? (error as ApiError).message : DEMO_VIDEO_MESSAGES.failed) });
    } finally {
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  return (
    <Card.Root variant="outline" borderColor="accent.300" bg="accent.50">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h3" size="md" color="navy.900">
            Upload a new demo video
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            MP4, WebM, QuickTime or Ogg, less than 300 MB. The newest upload plays for every visitor.
          </Text>
        </Stack>
        <Field.Root disabled={uploading}>
          <Field.Label srOnly>Demo video file</Field.Label>
          <Input ref={input} type="file" accept={DEMO_VIDEO_ACCEPT} onChange={onChange} display="none" />
          <Button colorPalette="accent" alignSelf="start" onClick={() => input.current?.click()} loading={uploading} loadingText="Uploading…">
            <UploadIcon />
            Choose video file
          </Button>
        </Field.Root>
        {uploading && (
          <Box>
            <Progress.Root value={Math.round(progress * 100)} colorPalette="accent" size="md" aria-label="Upload progress">
              <Progress.Label mb="1" fontSize="sm">
                Uploading demo video
              </Progress.Label>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
              <Progress.ValueText mt="1" fontSize="sm" />
            </Progress.Root>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
