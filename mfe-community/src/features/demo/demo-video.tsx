// The demo video player (#demo-video): the newest uploaded video, a friendly empty state before the
// first upload, and — on /demo?admin=true — the admin's upload control.
import { useCallback, useState } from 'react';
import { AspectRatio, Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { EmptyState, ErrorState, useRequest } from '@bullpen/shared';
import { fetchDemoVideo, type DemoVideo } from './api';
import { VideoUpload } from './video-upload';

const uploadedOn = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });

function Player({ video }: { video: DemoVideo }) {
  return (
    <Stack gap="2">
      <AspectRatio ratio={16 / 9} bg="navy.950" borderRadius="xl" overflow="hidden" boxShadow="lg">
        <video key={video.url} src={video.url} controls preload="metadata" aria-label="Bullpen AI Hub demo video" />
      </AspectRatio>
      <Text fontSize="sm" color="fg.muted">
        Uploaded {uploadedOn.format(new Date(video.uploadedAt))}
      </Text>
    </Stack>
  );
}

export function DemoVideoPlayer({ adminMode }: { adminMode: boolean }) {
  const [uploaded, setUploaded] = useState<DemoVideo | null>(null);
  const latest = useRequest(fetchDemoVideo);
  const onUploaded = useCallback((video: DemoVideo) => setUploaded(video), []);

  let content;
  if (uploaded) content = <Player video={uploaded} />;
  else if (latest.status === 'loading') content = <Skeleton aspectRatio={16 / 9} borderRadius="xl" aria-label="Loading the demo video" />;
  else if (latest.status === 'error') {
    content = (
      <ErrorState
        title="We couldn't load the demo video"
        description="Check your connection and try again."
        onRetry={latest.retry}
      />
    );
  } else if (latest.data) content = <Player video={latest.data} />;
  else {
    content = (
      <EmptyState
        title="The demo video is on its way"
        description="We are recording a walkthrough of the AI Hub. Join the waitlist and we will tell you when it is ready."
        action={
          <Button asChild colorPalette="navy">
            <RouterLink to={{ hash: 'top' }}>Join the waitlist</RouterLink>
          </Button>
        }
      />
    );
  }

  return (
    <Stack gap="6">
      <Box>{content}</Box>
      {adminMode && <VideoUpload onUploaded={onUploaded} />}
    </Stack>
  );
}
