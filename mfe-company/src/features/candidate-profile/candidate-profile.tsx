// Candidate Profile (/company/candidate/:id): the public profile of a candidate who chose to be seen by
// recruiters — name, university, specialization, picture —, their specialization XP and best results.
import { Link as RouterLink, useParams } from 'react-router';
import { Badge, Box, Button, Flex, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Progress } from '@chakra-ui/react/progress';
import { useQuery } from '@tanstack/react-query';
import { ApiError, AreaFrame, EmptyState, ErrorState, LoadingState, useRetry } from '@bullpen/shared';
import { fetchCandidate, type CandidateDetail } from '../../api/company';
import { COMPANY_QUERIES } from '../../api/company-queries';
import { CandidateHeading } from '../../components/candidate-heading';

/** §9: a specialization is mastered at 500 XP. */
const MASTERY_XP = 500;
const number = new Intl.NumberFormat();
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderColor="navy.100" borderRadius="lg" bg="white" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="md" color="navy.900" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Profile({ detail }: { detail: CandidateDetail }) {
  const { candidate } = detail;
  return (
    <Stack gap="6">
      <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="4" direction={{ base: 'column', md: 'row' }}>
        <CandidateHeading candidate={candidate} size="xl" as="h2" />
        <HStack gap="2">
          <Badge colorPalette="navy" variant="subtle" size="lg">
            {number.format(detail.xp)} XP
          </Badge>
          <Button asChild colorPalette="navy" aria-label={`Contact ${candidate.name}`}>
            <RouterLink to={`/company/chat/${encodeURIComponent(candidate.id)}`}>Contact</RouterLink>
          </Button>
        </HStack>
      </Flex>
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1.4fr' }} gap="6" alignItems="start">
        <Section title="Specialization XP">
          {detail.specializationXp.length === 0 ? (
            <Text color="fg.muted">No specialization XP yet.</Text>
          ) : (
            <Stack gap="4">
              {detail.specializationXp.map((spec) => (
                <Box key={spec.id}>
                  <HStack justify="space-between" mb="1">
                    <Text fontWeight="medium">{spec.name}</Text>
                    <Text color="fg.muted" fontSize="sm">
                      {number.format(spec.xp)} XP{spec.xp >= MASTERY_XP ? ' · Mastery achieved' : ''}
                    </Text>
                  </HStack>
                  <Progress.Root value={Math.min(spec.xp, MASTERY_XP)} max={MASTERY_XP} size="sm" colorPalette="accent" aria-label={`${spec.name} XP`}>
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                </Box>
              ))}
            </Stack>
          )}
        </Section>
        <Section title="Best results">
          {detail.bestResults.length === 0 ? (
            <Text color="fg.muted">No evaluated answers yet.</Text>
          ) : (
            <Stack gap="3" as="ol" listStyleType="none" m="0" p="0">
              {detail.bestResults.map((result, i) => (
                <Flex as="li" key={`${result.question}-${i}`} gap="3" justify="space-between" align="flex-start" borderBottomWidth={i < detail.bestResults.length - 1 ? '1px' : '0'} borderColor="navy.50" pb="3">
                  <Box minW="0">
                    <Text fontWeight="medium">{result.question}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {[result.specialization, result.interviewType, result.date ? dayFormat.format(new Date(result.date)) : null].filter(Boolean).join(' · ')}
                    </Text>
                  </Box>
                  <Badge colorPalette={result.score >= 40 ? 'green' : 'navy'} variant="subtle" flexShrink={0}>
                    {result.score}/50
                  </Badge>
                </Flex>
              ))}
            </Stack>
          )}
        </Section>
      </Grid>
    </Stack>
  );
}

export default function CandidateProfilePage() {
  const { id = '' } = useParams();
  const detail = useQuery({ queryKey: COMPANY_QUERIES.candidate(id), queryFn: ({ signal }) => fetchCandidate(id, signal) });
  const retryDetail = useRetry(COMPANY_QUERIES.candidate(id));
  const back = (
    <Button asChild variant="ghost" colorPalette="navy" size="sm" mb="4" ms="-3">
      <RouterLink to="/company/analytics">← Back to the Talent Dashboard</RouterLink>
    </Button>
  );

  let content: React.ReactNode;
  if (detail.isPending) content = <LoadingState label="Loading the candidate" lines={6} />;
  else if (detail.isLoadingError) {
    content =
      detail.error instanceof ApiError && detail.error.status === 404 ? (
        <EmptyState
          title="Candidate not found"
          description="This candidate does not exist or no longer shares their profile with recruiters."
          action={
            <Button asChild colorPalette="navy">
              <RouterLink to="/company/analytics">Back to the Talent Dashboard</RouterLink>
            </Button>
          }
        />
      ) : (
        <ErrorState title="We could not load this candidate" description={detail.error.message} onRetry={retryDetail} />
      );
  } else content = <Profile detail={detail.data} />;

  return (
    <AreaFrame title="Candidate Profile">
      {back}
      {content}
    </AreaFrame>
  );
}
