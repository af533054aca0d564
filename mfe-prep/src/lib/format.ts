// How the prep area writes dates and CV names.

/** '22 Nov 2026, 14:05' in the reader's locale; null for a missing or bad date. */
export function formatDateTime(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** The file name of a stored CV key ('<user>/<time>_<name>'). */
export function cvFileName(cvKey: string | null | undefined): string | null {
  if (!cvKey) return null;
  const last = cvKey.split('/').pop() ?? '';
  return last.replace(/^\d+_/, '') || null;
}
