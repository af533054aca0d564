// The six people behind Bullpen, as the landing page's team block shows them.
import type { PortraitLook } from './portrait';

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  look: PortraitLook;
}

export const TEAM: readonly TeamMember[] = [
  {
    name: 'Lotte Vermeulen',
    role: 'Co-founder & CEO',
    bio: 'Former M&A analyst who sat through forty superdays on both sides of the table.',
    look: { hair: 'long', shirt: 'navy', backdrop: 'accent' },
  },
  {
    name: 'Amir Haddad',
    role: 'Co-founder & CTO',
    bio: 'Builds the AI Hub: mock interviews, feedback on every answer and the skill games.',
    look: { hair: 'short', shirt: 'accent', backdrop: 'navy', glasses: true },
  },
  {
    name: 'Sara Lindgren',
    role: 'Head of Content',
    bio: 'Ex-private equity associate who writes and reviews the question bank.',
    look: { hair: 'bun', shirt: 'accent', backdrop: 'navy' },
  },
  {
    name: 'Jonas Ferreira',
    role: 'Podcast Host & Events Lead',
    bio: 'Hosts the interview series and brings recruiters and professionals to campus.',
    look: { hair: 'curly', shirt: 'navy', backdrop: 'accent' },
  },
  {
    name: 'Nadia Benali',
    role: 'Community Manager',
    bio: 'Runs the student ambassador network across twelve universities.',
    look: { hair: 'sidepart', shirt: 'navy', backdrop: 'navy', glasses: true },
  },
  {
    name: 'Ruben Lindqvist',
    role: 'Head of Coaching',
    bio: 'Former strategy consultant who coaches case interviews and runs the workshops.',
    look: { hair: 'buzz', shirt: 'accent', backdrop: 'accent' },
  },
];
