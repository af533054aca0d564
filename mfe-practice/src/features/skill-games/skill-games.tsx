// Skill Games: Pick a game to sharpen one skill at a time.
import { AreaFrame } from '@bullpen/shared';

export default function SkillGamesPage() {
  return <AreaFrame title="Skill Games" lead="Pick a game to sharpen one skill at a time." />;
}
