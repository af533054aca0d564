// Turns a zod error into the words a person reads: one message per field, and one line for all.
import type { z } from 'zod';

export interface IssueSummary {
  /** First message per field, keyed by the dotted path (`email`, `remotes.0.manifest`). */
  fields: Record<string, string>;
  /** Every message, prefixed with its field when it has one: `email: Please enter a valid email address`. */
  message: string;
}

export function summarizeIssues(error: z.ZodError): IssueSummary {
  const fields: Record<string, string> = {};
  const lines: string[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (!field) {
      lines.push(issue.message);
    } else if (!(field in fields)) {
      fields[field] = issue.message;
      lines.push(`${field}: ${issue.message}`);
    }
  }
  return { fields, message: lines.join('; ') };
}
