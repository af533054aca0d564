// An event's description: over 150 characters it is cut, with Read more / Show less (spec 01 §2.5).
import { useId, useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { previewDescription } from '@bullpen/shared';

export function EventDescription({ description }: { description: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const preview = previewDescription(description);
  return (
    <Stack gap="1" align="start">
      <Text id={id} color="fg.muted" fontSize="sm" lineHeight="tall">
        {expanded || !preview.truncated ? description : preview.text}
      </Text>
      {preview.truncated && (
        <Button
          variant="plain"
          size="sm"
          px="0"
          h="auto"
          color="accent.700"
          fontWeight="semibold"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Show less' : 'Read more'}
        </Button>
      )}
    </Stack>
  );
}
