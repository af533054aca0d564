// A page the gateway sends prerendered (tools/prerender.ts) shows that markup, in #bp-prerendered just
// before #root, until the app has drawn the same page; then the app's elements replace it within one
// frame. A click meanwhile is not lost: a link is followed by the router (not by a page load) and a
// button (the mobile menu's) is clicked again in the app, once the app has taken over.

export const PRERENDERED_ID = 'bp-prerendered';
/** However long the area takes, the app's own page (with its loading state) shows after this. */
const LONGEST_HOLD_MS = 10_000;

type HeldClick = { href: string } | { button: string };
let held: HeldClick | null = null;

/** What names a button for the person clicking it: its accessible label, else its text. */
const buttonName = (button: Element) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

/** Holds clicks on the prerendered page's links until the app shows (then `release` follows the last one). */
export function holdPrerenderedLinks(doc: Document = document): void {
  const page = doc.getElementById(PRERENDERED_ID);
  if (!page) return;
  page.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !isPlainClick(event)) return;
    const anchor = event.target.closest('a[href]');
    const button = event.target.closest('button');
    if (anchor instanceof HTMLAnchorElement) {
      if (anchor.target || anchor.origin !== doc.location.origin) return;
      event.preventDefault();
      held = { href: `${anchor.pathname}${anchor.search}${anchor.hash}` };
    } else if (button) {
      held = { button: buttonName(button) };
    }
  });
  setTimeout(() => releasePrerenderedPage(doc), LONGEST_HOLD_MS);
}

/** Removes the prerendered page (and its stylesheet), so the app's own shows; then follows a held click. */
export function releasePrerenderedPage(doc: Document = document): void {
  const page = doc.getElementById(PRERENDERED_ID);
  if (!page) return;
  page.remove();
  doc.querySelector('link[data-prerendered]')?.remove();
  const click = held;
  held = null;
  if (click && 'href' in click) {
    // As the shell's links do: single-spa's patched history tells every router.
    window.history.pushState(null, '', click.href);
    window.dispatchEvent(new PopStateEvent('popstate'));
  } else if (click) {
    const twin = [...(doc.getElementById('root')?.querySelectorAll('button') ?? [])].find((b) => buttonName(b) === click.button);
    twin?.click();
  }
}
