// Skill games (spec §2.8, §3): the six games as data, validated, with the specializations each suits.
// A game is played as a challenge: /training?activeTab=challenges&game={id}&specialization={name}.
import { z } from 'zod';
import games from '../../content/skill-games.json';
import { SKILLS } from './progress';
import { SPECIALIZATIONS, SPECIALIZATION_IDS, type SpecializationId } from './specializations';

export const SKILL_GAME_IDS = ['critical-thinking', 'decision-making', 'communication', 'pattern-recognition', 'valuation', 'due-diligence'] as const;
export type SkillGameId = (typeof SKILL_GAME_IDS)[number];

export const skillGameSchema = z.object({
  id: z.enum(SKILL_GAME_IDS),
  /** 1–6: the game number that picks a challenge (§2.7). */
  number: z.number().int().min(1).max(6),
  title: z.string().min(3),
  description: z.string().min(10),
  skillsImproved: z.array(z.enum(SKILLS)).min(1),
  specializations: z.array(z.enum(SPECIALIZATION_IDS)).min(1),
});

export type SkillGame = z.infer<typeof skillGameSchema>;

export const SKILL_GAMES: readonly SkillGame[] = z
  .array(skillGameSchema)
  .length(SKILL_GAME_IDS.length)
  .refine((list) => list.every((g, i) => g.id === SKILL_GAME_IDS[i] && g.number === i + 1), 'games must be listed 1–6 in order')
  .parse(games);

export const NO_GAMES_MESSAGE = 'No games available for this specialization yet.';

/** The games suited to a specialization; every game without one. */
export function gamesFor(specialization: SpecializationId | null): SkillGame[] {
  return SKILL_GAMES.filter((g) => !specialization || g.specializations.includes(specialization));
}

/** A game by id ('valuation') or by number ('5'), as carried in the `game` query parameter. */
export function findSkillGame(param: string | null | undefined): SkillGame | undefined {
  if (!param) return undefined;
  const key = param.trim().toLowerCase();
  return SKILL_GAMES.find((g) => g.id === key || String(g.number) === key);
}

/** The link that starts a game: the specialization travels by its name, as on the specialization page. */
export function skillGameHref(game: Pick<SkillGame, 'id'>, specialization: SpecializationId): string {
  const name = SPECIALIZATIONS.find((s) => s.id === specialization)?.name ?? specialization;
  return `/training?activeTab=challenges&game=${encodeURIComponent(game.id)}&specialization=${encodeURIComponent(name)}`;
}
