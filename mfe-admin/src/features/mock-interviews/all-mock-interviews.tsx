// View All Mock Interviews (/admin/mock-interviews, spec 02 §2.13): every mock interview with an
// answer, newest first, twenty a page.
import { Link as RouterLink } from 'react-router';
import { Box, Button } from '@chakra-ui/react';
import { AreaFrame } from '@bullpen/shared';
import { PagedMockInterviews } from '../../components/mock-interview-list';

export default function AllMockInterviewsPage() {
  return (
    <AreaFrame title="Mock interviews" lead="Every mock interview with at least one answer, the newest first.">
      <Button asChild variant="plain" colorPalette="navy" px="0" mb="4">
        <RouterLink to="/admin">← Back to the dashboard</RouterLink>
      </Button>
      <Box borderWidth="1px" borderColor="navy.100" borderRadius="lg" bg="white" p={{ base: '4', md: '6' }}>
        <PagedMockInterviews emptyText="Mock interviews appear here as soon as someone answers a question at /interviews." />
      </Box>
    </AreaFrame>
  );
}
