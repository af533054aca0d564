// AI Candidate Matching (spec 02 §2.12, §5): the recruiter describes the profile and the soft skills
// they need; the gateway ranks the candidates who opted in, deterministically, with the reasons.
import { useState } from 'react';
import { Badge, Box, Button, Flex, Grid, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Progress } from '@chakra-ui/react/progress';
import { EmptyState, MATCH_INPUT_MAX, MATCH_MESSAGES, toaster, TextAreaField } from '@bullpen/shared';
import { matchCandidates, type CandidateMatchResult } from '../../api/company';
import { CandidateActions } from '../../components/candidate-actions';
import { CandidateHeading } from '../../components/candidate-heading';

function MatchCard({ match }: { match: CandidateMatchResult }) {
  return (
    <Box as="li" borderWidth="1px" borderColor="navy.100" borderRadius="lg" bg="white" p="4" data-testid="match-result">
      <Flex gap="4" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'center' }}>
        <Box flex="1" minW="0">
          <CandidateHeading candidate={match.candidate} />
        </Box>
        <Box minW={{ md: '40' }}>
          <HStack justify="space-between" mb="1">
            <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
              Match
            </Text>
            <Text fontWeight="bold" color="navy.900">
              {match.matchScore}%
            </Text>
          </HStack>
          <Progress.Root value={match.matchScore} max={100} size="sm" colorPalette="accent" aria-label={`Match score ${match.matchScore} of 100`}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Box>
        <CandidateActions candidateId={match.candidate.id} name={match.candidate.name} />
      </Flex>
      {match.reasons.length > 0 && (
        <List.Root gap="1" mt="3" ps="5" color="gray.700" fontSize="sm">
          {match.reasons.map((reason) => (
            <List.Item key={reason}>{reason}</List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}

export function CandidateMatching() {
  const [profileDescription, setDescription] = useState('');
  const [softSkills, setSoftSkills] = useState('');
  const [missing, setMissing] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [matches, setMatches] = useState<CandidateMatchResult[] | null>(null);

  async function generate(event: React.FormEvent) {
    event.preventDefault();
    if (!profileDescription.trim() || !softSkills.trim()) {
      setMissing(true);
      toaster.create({ type: 'error', title: MATCH_MESSAGES.bothRequired });
      return;
    }
    setMissing(false);
    setGenerating(true);
    try {
      setMatches((await matchCandidates({ profileDescription, softSkills })).matches);
    } catch (error) {
      toaster.create({ type: 'error', title: 'Matching failed', description: error instanceof Error ? error.message : undefined });
    } finally {
      setGenerating(false);
    }
  }

  const error = (value: string) => (missing && !value.trim() ? MATCH_MESSAGES.bothRequired : undefined);
  return (
    <Stack gap="8">
      <Box asChild borderWidth="1px" borderColor="navy.100" borderRadius="lg" p={{ base: '4', md: '6' }} bg="navy.50">
        <form onSubmit={(event) => void generate(event)} noValidate aria-label="AI candidate matching">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4" mb="4">
          <TextAreaField
            label="Profile description"
            placeholder="e.g. Private equity associate with LBO modelling experience"
            rows={5}
            required
            bg="white"
            maxLength={MATCH_INPUT_MAX}
            value={profileDescription}
            error={error(profileDescription)}
            onChange={(event) => setDescription(event.target.value)}
          />
          <TextAreaField
            label="Soft skills"
            placeholder="e.g. leadership, communication, teamwork"
            rows={5}
            required
            bg="white"
            maxLength={MATCH_INPUT_MAX}
            value={softSkills}
            error={error(softSkills)}
            onChange={(event) => setSoftSkills(event.target.value)}
          />
        </Grid>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            Matches come from specializations, skill points and evaluated answers of candidates who chose to be seen.
          </Text>
          <Button type="submit" colorPalette="navy" loading={generating} loadingText="Matching…">
            Generate Matches
          </Button>
        </Flex>
        </form>
      </Box>
      {matches !== null &&
        (matches.length === 0 ? (
          <EmptyState title="No matching candidates yet" description="Try naming a specialization (e.g. Private Equity) or other soft skills." />
        ) : (
          <Stack as="ol" gap="3" listStyleType="none" m="0" p="0" aria-label="Matching candidates">
            <HStack>
              <Badge colorPalette="accent" variant="subtle">
                {matches.length} best {matches.length === 1 ? 'match' : 'matches'}
              </Badge>
            </HStack>
            {matches.map((match) => (
              <MatchCard key={match.candidate.id} match={match} />
            ))}
          </Stack>
        ))}
    </Stack>
  );
}
