// The fake gateway of screen tests: MSW answering at the network level. Each test declares the
// gateway answers it needs with `server.use(http.get('/api/…', …))`; any other request fails the test.
import { setupServer } from 'msw/node';

export const server = setupServer();
