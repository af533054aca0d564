// Bullpen: the community landing page with anchors #services, #events, #team and #contact
// (spec 01 §2.5). The events and contact blocks come from their own features, composed in app.tsx.
import { useEffect, useState, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { CornerLink } from '../../components/corner-link';
import { PageSection } from '../../components/page-section';
import { useHashScroll } from '../../hooks/use-hash-scroll';
import { Hero } from './hero';
import { Services } from './services';
import { Team } from './team';

export interface LandingPageProps {
  /** The first events, with a link to /events. */
  events: ReactNode;
  /** The contact form. */
  contact: ReactNode;
}

/**
 * True once the hero has been painted: the sections below the fold render a frame later, so the first
 * paint carries only what is on screen. A link to one of them (#team) renders them at once.
 */
function useBelowTheFold(): boolean {
  const [ready, setReady] = useState(() => typeof window !== 'undefined' && window.location.hash !== '');
  useEffect(() => {
    if (ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setReady(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}

export default function LandingPage({ events, contact }: LandingPageProps) {
  const belowTheFold = useBelowTheFold();
  useHashScroll();
  return (
    <Box position="relative">
      <CornerLink corner="top-left" to="/demo?admin=true" label="Team shortcut: demo video upload" />
      <Hero />
      {belowTheFold ? <Sections events={events} contact={contact} /> : <Box minH="100vh" aria-busy="true" />}
    </Box>
  );
}

function Sections({ events, contact }: LandingPageProps) {
  return (
    <>
      <PageSection
        id="services"
        eyebrow="Services"
        title="Everything you need to break into finance"
        lead="From first conversations with professionals to the final round, Bullpen prepares you with the people and tools that matter."
      >
        <Services />
      </PageSection>
      <PageSection
        id="events"
        eyebrow="Events"
        title="Upcoming events"
        lead="Podcast interviews with finance professionals, a recruiters' roundtable and a hands-on case workshop."
        tinted
      >
        {events}
      </PageSection>
      <PageSection
        id="team"
        eyebrow="Team"
        title="The people behind Bullpen"
        lead="Former bankers, investors, consultants and engineers who remember what recruiting felt like."
      >
        <Team />
      </PageSection>
      <PageSection
        id="contact"
        eyebrow="Contact"
        title="Get in touch"
        lead="Questions about events, partnerships or the AI Hub? Send us a message and we will reply within two working days."
        tinted
      >
        {contact}
      </PageSection>
      <CornerLink corner="bottom-left" to="/admin/linkedin-background" label="Team shortcut: LinkedIn background preview" />
      <CornerLink corner="bottom-right" to="/interviews?admin=true" label="Team shortcut: mock interview as admin" />
    </>
  );
}
