// The CV tab: feedback on the CV for this role (or general CV advice when none was uploaded).
import { Box, Heading, List, Text } from '@chakra-ui/react';
import type { PrepRecord } from '@bullpen/shared';
import { cvFileName } from '../../lib/format';

export function CvTab({ prep }: { prep: PrepRecord }) {
  const file = cvFileName(prep.cv_url);
  return (
    <Box>
      <Heading as="h2" size="md" mb="1">
        CV feedback
      </Heading>
      <Text color="fg.muted" mb="4">
        {file ? `Based on ${file}, for the ${prep.position} role.` : `No CV was uploaded: general advice for the ${prep.position} role.`}
      </Text>
      <List.Root gap="3" ps="5">
        {prep.cv_feedback.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
