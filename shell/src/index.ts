// The shell's entry. Its shared libraries are eager (part of this entry, tools/mf-shared.cjs), so it
// needs no async boundary: the app starts as soon as this file has run.
import { holdPrerenderedLinks } from './app/prerendered-page';
import { startShell } from './bootstrap';

// A prerendered page is on screen already: its links wait for the app rather than reload the page.
holdPrerenderedLinks();
void startShell();
