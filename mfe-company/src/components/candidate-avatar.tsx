// A candidate's picture, or their initials on navy when they have none (nothing fetched from elsewhere).
import { Avatar } from '@chakra-ui/react/avatar';
import type { CandidateCard } from '../api/company';

export function CandidateAvatar({ candidate, size = 'md' }: { candidate: Pick<CandidateCard, 'name' | 'avatarUrl'>; size?: 'sm' | 'md' | 'lg' | 'xl' | '2xl' }) {
  return (
    <Avatar.Root size={size} colorPalette="navy" flexShrink={0}>
      <Avatar.Fallback name={candidate.name} />
      {candidate.avatarUrl && <Avatar.Image src={candidate.avatarUrl} alt="" loading="lazy" decoding="async" />}
    </Avatar.Root>
  );
}
