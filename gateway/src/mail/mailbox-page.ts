// The HTML of /dev/mailbox: every outbox mail, escaped, with links into the app made clickable. No script.
import { escapeHtml } from './html';
import type { OutboxMail } from './outbox-repo';

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;

/** Escapes `text`, turning the URLs that lead into the app (start with `publicUrl`) into links. */
export function linkify(text: string, publicUrl: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0];
    const ours = url === publicUrl || url.startsWith(`${publicUrl}/`) || url.startsWith(`${publicUrl}?`);
    html += escapeHtml(text.slice(last, match.index));
    html += ours ? `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>` : escapeHtml(url);
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #0b1f3a; }
h1 { font-size: 1.5rem; }
article { border: 1px solid #d0d7e2; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
h2 { font-size: 1.1rem; margin: 0 0 0.25rem; }
p.meta { color: #4a5a70; margin: 0 0 0.75rem; font-size: 0.9rem; }
pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: 0; }
a { color: #1d4ed8; }
`;

export function renderMailboxPage(mails: OutboxMail[], publicUrl: string): string {
  const articles = mails.map(
    (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.to)} · <time datetime="${mail.createdAt.toISOString()}">${escapeHtml(mail.createdAt.toISOString())}</time></p>
<pre>${linkify(mail.text, publicUrl)}</pre>
</article>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Mailbox · Bullpen (development)</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Outbox (${mails.length})</h1>
<p>Mail the gateway would have sent. Only shown outside production.</p>
${articles.length ? articles.join('\n') : '<p>No mail yet.</p>'}
</body>
</html>`;
}
