// One activity result (§3): title, when, score on 0–100 (80 or more highlighted), strengths and what
// to improve, and Retake (assessments to /training, interviews to /interviews).
import { Link as RouterLink } from 'react-router';
import { Badge, Box, Button, Card, Flex, HStack, Text, Wrap } from '@chakra-ui/react';
import { relativeTime, type ActivityResult } from './api';

export const HIGHLIGHT_SCORE = 80;

export function ResultCard({ result }: { result: ActivityResult }) {
  const high = result.score >= HIGHLIGHT_SCORE;
  return (
    <Card.Root as="article" variant="outline" borderColor={high ? 'accent.400' : undefined} data-testid="result-card">
      <Card.Body gap="2" p={{ base: '4', md: '5' }}>
        <Flex justify="space-between" align="start" gap="3">
          <Box minW="0">
            <Text fontWeight="semibold" color="navy.900">
              {result.title}
            </Text>
            <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
              <time dateTime={result.completedAt} title={new Date(result.completedAt).toLocaleString('en-GB')}>
                {relativeTime(result.completedAt)}
              </time>
              <Text as="span">·</Text>
              <Text as="span" textTransform="capitalize">
                {result.type === 'assessment' ? 'Skill challenge' : `${result.category} interview`}
              </Text>
            </HStack>
          </Box>
          <Box textAlign="end" flexShrink={0}>
            <Text fontSize="2xl" fontWeight="bold" color={high ? 'accent.700' : 'navy.800'} lineHeight="1">
              {result.score}
              <Text as="span" fontSize="sm" color="fg.muted" fontWeight="normal">
                /100
              </Text>
            </Text>
            {high && (
              <Badge colorPalette="accent" variant="solid" mt="1">
                Excellent
              </Badge>
            )}
          </Box>
        </Flex>
        {(result.strengths.length > 0 || result.improvements.length > 0) && (
          <Wrap gap="1">
            {result.strengths.map((s) => (
              <Badge key={`s-${s}`} colorPalette="green" variant="subtle">
                ✓ {s}
              </Badge>
            ))}
            {result.improvements.map((s) => (
              <Badge key={`i-${s}`} colorPalette="orange" variant="subtle">
                ↗ {s}
              </Badge>
            ))}
          </Wrap>
        )}
        <Box>
          <Button asChild size="xs" variant="outline" colorPalette="navy">
            <RouterLink to={result.retakeHref} aria-label={`Retake ${result.title}`}>
              Retake
            </RouterLink>
          </Button>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
