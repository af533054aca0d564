// The gateway's public configuration (GET /api/config) as the practice screens read it in tests.
import { http, HttpResponse } from 'msw';

export const appConfig = (demoMode = false) =>
  http.get('/api/config', () => HttpResponse.json({ demoMode, gateEnabled: false, supabaseAnonKey: 'anon' }));
