// A card that is one link: the whole card is clickable, the heading is the link's accessible name,
// and keyboard focus outlines the card.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Card, Heading, LinkBox, LinkOverlay } from '@chakra-ui/react';

export function LinkCard({
  to,
  title,
  children,
  top,
  headingLevel = 'h3',
}: {
  to: string;
  title: string;
  children?: ReactNode;
  top?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <LinkBox h="full" borderRadius="l3" _focusWithin={{ outline: '2px solid', outlineColor: 'accent.500', outlineOffset: '2px' }}>
      <Card.Root
        h="full"
        variant="outline"
        transition="box-shadow 0.15s, border-color 0.15s"
        _hover={{ borderColor: 'accent.400', boxShadow: 'md' }}
      >
        <Card.Body gap="3">
          {top}
          <Heading as={headingLevel} size="lg" color="navy.900">
            <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
              <RouterLink to={to}>{title}</RouterLink>
            </LinkOverlay>
          </Heading>
          {children}
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
