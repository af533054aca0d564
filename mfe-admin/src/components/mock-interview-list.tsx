// Mock interviews as the admin portal lists them (spec 02 §2.13): who took each one (View Profile opens
// that user), the specialization, when, how many questions were answered and the average score. A
// paged version keeps its page in the address (?page=), so Back and a shared link return to it.
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, LoadingState, useRetry } from '@bullpen/shared';
import { fetchMockInterviews, type MockInterviewSummary } from '../api/admin';
import { ADMIN_QUERIES } from '../api/admin-queries';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Row({ item, showUser }: { item: MockInterviewSummary; showUser: boolean }) {
  const who = item.user?.name ?? 'Visitor (not signed in)';
  return (
    <Flex
      as="li"
      data-testid="mock-interview"
      gap="3"
      py="3"
      borderBottomWidth="1px"
      borderColor="navy.50"
      justify="space-between"
      align={{ base: 'stretch', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
    >
      <Box minW="0" flex="1">
        {showUser && (
          <Text fontWeight="semibold" color="navy.900" truncate>
            {who}
          </Text>
        )}
        <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
          <Badge colorPalette="navy" variant="subtle">
            {item.specialization}
          </Badge>
          <Text as="span">{when.format(new Date(item.startedAt))}</Text>
        </HStack>
      </Box>
      <HStack gap="6" flexShrink={0} fontVariantNumeric="tabular-nums">
        <Box>
          <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            Answered
          </Text>
          <Text fontWeight="semibold" color="navy.900">
            {item.answers} of {item.questions}
          </Text>
        </Box>
        <Box minW="14">
          <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            Average
          </Text>
          <Text fontWeight="semibold" color="navy.900">
            {item.averageScore === null ? '—' : `${item.averageScore}%`}
          </Text>
        </Box>
        {showUser &&
          (item.user ? (
            <Button asChild size="sm" variant="outline" colorPalette="navy" aria-label={`View profile of ${item.user.name}`}>
              <RouterLink to={`/admin/users/${encodeURIComponent(item.user.id)}`}>View Profile</RouterLink>
            </Button>
          ) : (
            <Text fontSize="sm" color="fg.muted" minW="24">
              No account
            </Text>
          ))}
      </HStack>
    </Flex>
  );
}

export function MockInterviewList({ items, showUser = true }: { items: MockInterviewSummary[]; showUser?: boolean }) {
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" gap="0">
      {items.map((item) => (
        <Row key={item.id} item={item} showUser={showUser} />
      ))}
    </Stack>
  );
}

const PAGE_SIZE = 20;

/** Every mock interview (or one user's), a page at a time. */
export function PagedMockInterviews({ user, emptyText }: { user?: string; emptyText: string }) {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const query = { page, pageSize: PAGE_SIZE, user };
  const list = useQuery({ queryKey: ADMIN_QUERIES.mockInterviewPage(query), queryFn: ({ signal }) => fetchMockInterviews(query, signal), placeholderData: keepPreviousData });
  const retry = useRetry(ADMIN_QUERIES.mockInterviewPage(query));

  if (list.isPending) return <LoadingState label="Loading mock interviews" lines={6} />;
  if (list.isLoadingError) return <ErrorState title="We could not load the mock interviews" description={list.error.message} onRetry={retry} />;
  const { items, total } = list.data;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (!total) return <EmptyState title="No mock interviews yet" description={emptyText} />;
  const goTo = (next: number) => setParams(next === 1 ? {} : { page: String(next) });
  return (
    <Stack gap="4">
      {items.length ? (
        <MockInterviewList items={items} showUser={!user} />
      ) : (
        <EmptyState title="No mock interviews on this page" action={<Button onClick={() => goTo(1)}>First page</Button>} />
      )}
      <Flex as="nav" aria-label="Pages" justify="space-between" align="center" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          Page {Math.min(page, pages)} of {pages} · {new Intl.NumberFormat().format(total)} mock interview{total === 1 ? '' : 's'}
        </Text>
        <HStack gap="2">
          <Button size="sm" variant="outline" colorPalette="navy" disabled={page <= 1 || list.isFetching} onClick={() => goTo(page - 1)}>
            Previous
          </Button>
          <Button size="sm" variant="outline" colorPalette="navy" disabled={page >= pages || list.isFetching} onClick={() => goTo(page + 1)}>
            Next
          </Button>
        </HStack>
      </Flex>
    </Stack>
  );
}
