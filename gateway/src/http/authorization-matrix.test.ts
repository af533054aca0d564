// Who may call what: every /api and /auth/v1 route of the real app, read from the app's own router,
// called by a visitor, a student, a premium student, a company user, an admin and the student who owns
// the data. A route without a rule here fails, so a new route cannot ship without deciding who may call it.
import request from 'supertest';
import { ACTORS, WORLD_GATE_PASSWORD, bearerOf, createHardeningWorld, type Actor, type HardeningWorld } from '../../test/hardening-world';
import { appRoutes } from '../../test/app-routes';
import { RULES, callOf, type Call, type Rule } from '../../test/route-rules';
import { SETUP_TIMEOUT_MS } from '../auth/test-accounts';

type Expected = 'allowed' | 401 | 403 | 404;

function expectedFor(rule: Rule, actor: Actor): Expected {
  if (rule.access === 'public') return 'allowed';
  if (actor === 'visitor') return rule.access === 'owner' ? ((rule.visitor ?? 401) as Expected) : 401;
  switch (rule.access) {
    case 'user':
      return 'allowed';
    case 'owner':
      return actor === 'owner' || rule.alsoAllowed?.includes(actor) ? 'allowed' : 404;
    case 'premium':
      return actor === 'premium' || actor === 'admin' ? 'allowed' : 403;
    case 'company':
      return actor === 'company' || actor === 'admin' ? 'allowed' : 403;
    default:
      return actor === 'admin' ? 'allowed' : 403;
  }
}

function matches(expected: Expected, status: number, lenient: boolean): boolean {
  if (expected !== 'allowed') return status === expected;
  return lenient ? status < 500 && status !== 401 && status !== 403 : status < 400;
}

describe('authorization matrix', () => {
  let world: HardeningWorld;
  let gateToken: string;

  beforeAll(async () => {
    world = await createHardeningWorld();
    gateToken = (await request(world.gateway.app).post('/api/gate').send({ password: WORLD_GATE_PASSWORD })).body.token as string;
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await world?.dispose();
  });

  it('has a rule for every route the app registers, and no rule for a route it does not', () => {
    const routes = appRoutes(world.gateway.app).sort();
    expect(routes).toEqual(Object.keys(RULES).sort());
  });

  /** A token of a session of its own, so signing out leaves the world's sessions alone. */
  async function freshBearer(actor: Actor): Promise<string | undefined> {
    if (actor === 'visitor') return undefined;
    const { email, password } = world.accounts[actor];
    const token = await request(world.gateway.app).post('/auth/v1/token?grant_type=password').send({ email, password });
    return `Bearer ${token.body.access_token as string}`;
  }

  it('answers each actor on each /api and /auth/v1 route as its rule says', async () => {
    const app = world.gateway.app;
    const ids = { ...world.owned, ownerId: world.accounts.owner.id, gateToken };
    const mismatches: string[] = [];
    for (const [key, rule] of Object.entries(RULES)) {
      if (rule.access === 'server') continue;
      const method = key.slice(0, key.indexOf(' '));
      for (const actor of ACTORS) {
        const call: Call = callOf(key, ids, actor);
        const bearer = key === 'POST /auth/v1/logout' ? await freshBearer(actor) : bearerOf(world, actor);
        let test = request(app)[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](call.url);
        if (bearer) test = test.set('Authorization', bearer);
        for (const [name, value] of Object.entries(call.headers ?? {})) test = test.set(name, value);
        if (call.file) test = test.attach('file', call.file.bytes, call.file.name);
        else if (call.body !== undefined) test = test.send(call.body as object);
        const response = await test;
        const expected = expectedFor(rule, actor);
        if (!matches(expected, response.status, Boolean(rule.lenient))) {
          mismatches.push(`${key} as ${actor}: expected ${expected}, got ${response.status} ${JSON.stringify(response.body).slice(0, 160)}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
