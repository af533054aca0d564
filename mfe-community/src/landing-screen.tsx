// The /bullpen screen, composed at the app level: the landing page with the events and contact
// features in its blocks (features do not import each other). Both blocks are below the fold and
// bring their own libraries (the form library, the schemas that check API answers): they load after
// the first paint, in their own chunks.
import { lazy, Suspense, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import LandingPage from './features/landing/landing';

const loadEvents = () => import('./features/events/events-preview');
const loadContact = () => import('./features/contact/contact-form');
const EventsPreview = lazy(loadEvents);
const ContactForm = lazy(loadContact);
// Both are on the page: fetch them as soon as the screen's own chunk runs, beside its first render.
void loadEvents();
void loadContact();

/** Keeps the block's room while its chunk loads, so the page below does not jump. */
const block = (content: ReactNode) => <Suspense fallback={<Box minH="md" aria-busy="true" />}>{content}</Suspense>;

export default function LandingScreen() {
  return <LandingPage events={block(<EventsPreview />)} contact={block(<ContactForm />)} />;
}
