// POST /api/contact with formType 'contact'.
import { apiFetch } from '@bullpen/shared';

export interface ContactMessage {
  name: string;
  email: string;
  company: string;
  message: string;
}

export function sendContactMessage(message: ContactMessage): Promise<{ id: string }> {
  return apiFetch<{ id: string }>('/api/contact', { method: 'POST', body: { ...message, formType: 'contact' } });
}
