// Async boundary: shared singletons are negotiated before any of them is imported.
import { holdPrerenderedLinks } from './app/prerendered-page';

// A prerendered page is on screen already: its links wait for the app rather than reload the page.
holdPrerenderedLinks();
import('./bootstrap');
