import { routeTableDisagreements } from '@bullpen/shared/testing/route-table';
import { ROUTES } from './app';
import published from './routes.json';

it('publishes exactly the paths it has screens for', () => {
  expect(routeTableDisagreements(ROUTES, published)).toEqual([]);
});
