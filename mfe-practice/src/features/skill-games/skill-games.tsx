// Skill Games (/skill-games, spec 02 §2.8): filter chips (All Games and the six specializations), one
// game card to select, and Start Game, which opens the game as a challenge on /training.
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Badge, Box, Button, Flex, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { RadioCard } from '@chakra-ui/react/radio-card';
import {
  AreaFrame,
  EmptyState,
  findSpecialization,
  gamesFor,
  NO_GAMES_MESSAGE,
  skillGameHref,
  SPECIALIZATIONS,
  skillLabel,
  toaster,
  type SkillGame,
  type SpecializationId,
} from '@bullpen/shared';
import { LOCAL_KEYS, readLocal } from '../../lib/local-values';

/** The specialization a game is played in: the filter's, else the last practised one if it suits, else the game's first. */
function playIn(game: SkillGame, filter: SpecializationId | null): SpecializationId {
  if (filter) return filter;
  const last = findSpecialization(readLocal(LOCAL_KEYS.lastPracticedSpecialization) ?? '')?.id;
  return last && game.specializations.includes(last) ? last : (game.specializations[0] ?? 'ib');
}

export default function SkillGamesPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const filterParam = params.get('specialization');
  const filter = filterParam ? (findSpecialization(filterParam)?.id ?? null) : null;
  // A specialization in the URL that does not exist matches no game.
  const games = useMemo(() => (filterParam && !filter ? [] : gamesFor(filter)), [filter, filterParam]);
  const [selected, setSelected] = useState<string | null>(null);
  const chosen = games.find((g) => g.id === selected);

  const setFilter = (specialization: SpecializationId | null) => {
    setSelected(null);
    setParams(specialization ? { specialization: SPECIALIZATIONS.find((s) => s.id === specialization)?.name ?? specialization } : {});
  };

  const startGame = () => {
    if (!chosen) {
      toaster.create({ type: 'error', title: 'Select a game first', description: 'Choose one of the game cards, then press Start Game.' });
      return;
    }
    navigate(skillGameHref(chosen, playIn(chosen, filter)));
  };

  return (
    <AreaFrame title="Skill Games" lead="Pick a game to sharpen one skill at a time. Each game is played as a timed challenge that earns XP.">
      <Button asChild variant="ghost" colorPalette="navy" size="sm" mb="4" ms="-2">
        <RouterLink to="/interviews">← Back to Interviews</RouterLink>
      </Button>
      <Stack gap="6">
        <Wrap gap="2" role="group" aria-label="Filter games by specialization">
          <FilterChip label="All Games" active={!filterParam} onClick={() => setFilter(null)} />
          {SPECIALIZATIONS.map((s) => (
            <FilterChip key={s.id} label={s.name} active={filter === s.id} onClick={() => setFilter(s.id)} />
          ))}
        </Wrap>
        {games.length === 0 ? (
          <EmptyState
            title={NO_GAMES_MESSAGE}
            action={
              <Button colorPalette="accent" onClick={() => setFilter(null)}>
                View All Games
              </Button>
            }
          />
        ) : (
          <RadioCard.Root value={selected} onValueChange={(details) => setSelected(details.value)} colorPalette="accent" aria-label="Skill games">
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
              {games.map((game) => (
                <RadioCard.Item key={game.id} value={game.id} data-testid="skill-game-card">
                  <RadioCard.ItemHiddenInput />
                  <RadioCard.ItemControl>
                    <RadioCard.ItemContent gap="2">
                      <RadioCard.ItemText fontSize="md" fontWeight="semibold" color="navy.900">
                        {game.title}
                      </RadioCard.ItemText>
                      <RadioCard.ItemDescription>{game.description}</RadioCard.ItemDescription>
                      <Wrap gap="1" mt="1">
                        {game.skillsImproved.map((skill) => (
                          <Badge key={skill} colorPalette="accent" variant="subtle">
                            {skillLabel(skill)}
                          </Badge>
                        ))}
                      </Wrap>
                      <Text fontSize="xs" color="fg.muted">
                        {game.specializations.map((id) => SPECIALIZATIONS.find((s) => s.id === id)?.name ?? id).join(' · ')}
                      </Text>
                    </RadioCard.ItemContent>
                    <RadioCard.ItemIndicator />
                  </RadioCard.ItemControl>
                </RadioCard.Item>
              ))}
            </SimpleGrid>
          </RadioCard.Root>
        )}
        <Flex justify="space-between" align="center" gap="4" wrap="wrap" borderTopWidth="1px" pt="4">
          <Box color="fg.muted" fontSize="sm" aria-live="polite">
            {chosen ? `Selected: ${chosen.title}` : 'Select a game card to start.'}
          </Box>
          <Button colorPalette="accent" size="lg" onClick={startGame}>
            Start Game
          </Button>
        </Flex>
      </Stack>
    </AreaFrame>
  );
}

function FilterChip({ label, active, onClick }: { label: string; active: boolean; onClick: () => void }) {
  return (
    <Button size="sm" borderRadius="full" variant={active ? 'solid' : 'outline'} colorPalette={active ? 'navy' : 'gray'} aria-pressed={active} onClick={onClick}>
      {label}
    </Button>
  );
}
