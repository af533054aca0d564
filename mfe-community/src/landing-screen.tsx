// The /bullpen screen, composed at the app level: the landing page with the events and contact
// features in its blocks (features do not import each other).
import LandingPage from './features/landing/landing';
import EventsPreview from './features/events/events-preview';
import ContactForm from './features/contact/contact-form';

export default function LandingScreen() {
  return <LandingPage events={<EventsPreview />} contact={<ContactForm />} />;
}
