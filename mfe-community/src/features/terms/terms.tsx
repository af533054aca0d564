// Terms of Service (spec 02 §2.19), with the team's contact address from the gateway's configuration.
import type { ReactNode } from 'react';
import { Box, Heading, Link, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { AreaFrame, ErrorState, useRetry } from '@bullpen/shared';
import { useHashScroll } from '../../hooks/use-hash-scroll';
import { fetchCommunityInfo } from './api';
import { TERMS_SECTIONS, TERMS_UPDATED } from './terms-sections';

const updated = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${TERMS_UPDATED}T00:00:00Z`));

function ContactAddress() {
  const infoKey = ['community-info'];
  const info = useQuery({ queryKey: infoKey, queryFn: ({ signal }) => fetchCommunityInfo(signal) });
  const retryInfo = useRetry(infoKey);
  if (info.isPending) return <Skeleton height="6" width="64" aria-label="Loading the contact address" />;
  if (info.isLoadingError) {
    return (
      <ErrorState
        title="We couldn't load our contact address"
        description="Try again, or use the contact form on the Bullpen page."
        onRetry={retryInfo}
      />
    );
  }
  const { contactEmail } = info.data;
  return (
    <Text lineHeight="tall">
      Questions about these Terms? Write to us at{' '}
      <Link href={`mailto:${contactEmail}`} color="accent.700" fontWeight="semibold">
        {contactEmail}
      </Link>
      .
    </Text>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-heading`} scrollMarginTop="20">
      <Heading as="h2" id={`${id}-heading`} size="xl" color="navy.900" mb="3">
        {title}
      </Heading>
      <Stack gap="3" color="gray.800">
        {children}
      </Stack>
    </Box>
  );
}

export default function TermsPage() {
  useHashScroll();
  const contents = [...TERMS_SECTIONS, { id: 'terms-contact', title: '9. Contact' }];
  return (
    <AreaFrame title="Terms of Service" lead={`The terms that govern your use of Bullpen. Last updated ${updated}.`}>
      <Stack direction={{ base: 'column', lg: 'row' }} gap={{ base: '8', lg: '12' }} align="start">
        <Box
          as="nav"
          aria-label="Terms sections"
          position={{ lg: 'sticky' }}
          top={{ lg: '24' }}
          minW={{ lg: '64' }}
          borderWidth="1px"
          borderRadius="lg"
          p="4"
          w={{ base: 'full', lg: 'auto' }}
        >
          <Text fontWeight="semibold" color="navy.900" mb="2">
            Contents
          </Text>
          <List.Root variant="plain" gap="1.5">
            {contents.map((section) => (
              <List.Item key={section.id}>
                <Link asChild color="navy.700" fontSize="sm">
                  <RouterLink to={{ hash: section.id }}>{section.title}</RouterLink>
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </Box>
        <Stack gap="10" maxW="3xl" flex="1">
          {TERMS_SECTIONS.map((section) => (
            <Section key={section.id} id={section.id} title={section.title}>
              {section.body}
            </Section>
          ))}
          <Section id="terms-contact" title="9. Contact">
            <ContactAddress />
          </Section>
        </Stack>
      </Stack>
    </AreaFrame>
  );
}
