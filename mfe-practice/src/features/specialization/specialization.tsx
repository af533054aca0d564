// Specialization page (/specialization/:name, spec 02 §2.4): four ways to practise one
// specialization, Back to Industries, and the choice remembered in the browser.
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Badge, Button, SimpleGrid, Text } from '@chakra-ui/react';
import { AreaFrame, ErrorState, findSpecialization, toaster } from '@bullpen/shared';
import { LinkCard } from '../../components/link-card';
import { useDemoMode } from '../../hooks/use-access';
import { LOCAL_KEYS, writeLocal } from '../../lib/local-values';

interface PracticeCard {
  title: string;
  description: string;
  badge: string;
  to: (name: string) => string;
}

const enc = encodeURIComponent;

const CARDS: PracticeCard[] = [
  {
    title: 'Gamification',
    description: 'Timed skill challenges and games that earn XP as you level up.',
    badge: 'Challenges',
    to: (name) => `/training?activeTab=challenges&specialization=${enc(name)}`,
  },
  {
    title: 'Technical',
    description: 'Valuation, accounting and modelling questions, from the basics upward.',
    badge: '10 questions',
    to: (name) => `/interview/${enc(name)}/Technical`,
  },
  {
    title: 'Motivational',
    description: 'Why this career, why this firm, and the stories that show who you are.',
    badge: '10 questions',
    to: (name) => `/interview/${enc(name)}/Motivational`,
  },
  {
    title: 'Case Study',
    description: 'Structure a business problem, do the maths and make a recommendation.',
    badge: '10 questions',
    to: (name) => `/interview/${enc(name)}/CaseStudy`,
  },
];

function BackToIndustries() {
  return (
    <Button asChild variant="ghost" colorPalette="navy" size="sm" mb="4" ms="-2">
      <RouterLink to="/aihub">← Back to Industries</RouterLink>
    </Button>
  );
}

export default function SpecializationPage() {
  const { name = '' } = useParams();
  const specialization = findSpecialization(name);
  const demoMode = useDemoMode();
  const toasted = useRef(false);

  useEffect(() => {
    if (!specialization) return;
    writeLocal(LOCAL_KEYS.lastSelectedSpecialization, specialization.name);
    writeLocal(LOCAL_KEYS.lastPracticedSpecialization, specialization.name);
  }, [specialization]);

  useEffect(() => {
    if (!demoMode || !specialization || toasted.current) return;
    toasted.current = true;
    toaster.create({
      type: 'info',
      title: 'Demo access',
      description: 'In the demo every interview type is open to you.',
    });
  }, [demoMode, specialization]);

  if (!specialization) {
    return (
      <AreaFrame title={name || 'Specialization'}>
        <BackToIndustries />
        <ErrorState
          title="We don't know this specialization"
          description="Choose one of the six finance specializations on the AI Hub."
        />
      </AreaFrame>
    );
  }

  return (
    <AreaFrame title={specialization.name} lead="Choose how you want to practise.">
      <BackToIndustries />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
        {CARDS.map((card) => (
          <LinkCard
            key={card.title}
            to={card.to(specialization.name)}
            title={card.title}
            headingLevel="h2"
            top={
              <Badge alignSelf="flex-start" colorPalette="accent" variant="subtle">
                {card.badge}
              </Badge>
            }
          >
            <Text color="gray.700" flex="1">
              {card.description}
            </Text>
            <Text color="accent.700" fontWeight="semibold" fontSize="sm" aria-hidden="true">
              Start →
            </Text>
          </LinkCard>
        ))}
      </SimpleGrid>
    </AreaFrame>
  );
}
