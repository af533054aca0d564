// Talent Dashboard (/company/analytics, spec 02 §2.12): General Leaderboard and AI Candidate Matching.
import { Link as RouterLink } from 'react-router';
import { Button, Flex } from '@chakra-ui/react';
import { Tabs } from '@chakra-ui/react/tabs';
import { AreaFrame } from '@bullpen/shared';
import { CandidateMatching } from './candidate-matching';
import { GeneralLeaderboard } from './general-leaderboard';

export default function TalentDashboardPage() {
  return (
    <AreaFrame title="Talent Dashboard" lead="Top performers, most improved candidates and AI candidate matching.">
      <Flex justify="flex-end" mt="-4" mb="4">
        <Button asChild variant="outline" colorPalette="navy" size="sm">
          <RouterLink to="/company/chat">Messages</RouterLink>
        </Button>
      </Flex>
      <Tabs.Root defaultValue="leaderboard" colorPalette="navy" lazyMount>
        <Tabs.List mb="6" overflowX="auto">
          <Tabs.Trigger value="leaderboard" flexShrink={0}>General Leaderboard</Tabs.Trigger>
          <Tabs.Trigger value="matching" flexShrink={0}>AI Candidate Matching</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="leaderboard" p="0">
          <GeneralLeaderboard />
        </Tabs.Content>
        <Tabs.Content value="matching" p="0">
          <CandidateMatching />
        </Tabs.Content>
      </Tabs.Root>
    </AreaFrame>
  );
}
