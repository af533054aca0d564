// The demo video player (#demo-video): the newest uploaded video, a friendly empty state before the
// first upload, and — on /demo?admin=true — the admin's upload control.
import { useCallback } from 'react';
import { AspectRatio, Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EmptyState, ErrorState, useRetry } from '@bullpen/shared';
import { fetchDemoVideo, type DemoVideo } from './api';
import { VideoUpload } from './video-upload';

const DEMO_VIDEO_KEY = ['demo-video'];

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
  const client = useQueryClient();
  const latest = useQuery({ queryKey: DEMO_VIDEO_KEY, queryFn: ({ signal }) => fetchDemoVideo(signal) });
  const retryLatest = useRetry(DEMO_VIDEO_KEY);
  // The upload answers with the new video: it is the latest one now.
  const onUploaded = useCallback((video: DemoVideo) => client.setQueryData(DEMO_VIDEO_KEY, video), [client]);

  let content;
  if (latest.isPending) content = <Skeleton aspectRatio={16 / 9} borderRadius="xl" aria-label="Loading the demo video" />;
  else if (latest.isLoadingError) {
    content = (
      <ErrorState
        title="We couldn't load the demo video"
        description="Check your connection and try again."
        onRetry={retryLatest}
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
