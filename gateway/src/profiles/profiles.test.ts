// A user's own profile: read, edit, avatar and CV. Another user's profile is out of reach.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { profiles } from '../db/schema';
import { describeDriver, testDrivers, type TestDatabase } from '../../test/support';
import {
  createAccount,
  createTestGateway,
  SETUP_TIMEOUT_MS,
  type TestAccount,
  type TestGateway,
} from '../auth/test-accounts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]);

/** Every file under the gateway's uploads folder (the bytes, not the bookkeeping). */
function storedFiles(gateway: TestGateway): string[] {
  const root = path.join(gateway.dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('.meta'));
}

for (const driver of testDrivers) {
  describeDriver(driver)(`profiles (${driver.name})`, () => {
    let database: TestDatabase;
    let gateway: TestGateway;
    let ada: TestAccount;
    let bob: TestAccount;

    beforeAll(async () => {
      database = await driver.open();
      gateway = await createTestGateway(database.connection, { ADMIN_EMAILS: 'admin@bullpen.test' });
      ada = await createAccount(gateway, 'ada@example.com', { full_name: 'Ada Lovelace', affiliation: 'LSE', specialization: 'audit' });
      bob = await createAccount(gateway, 'bob@example.com', { full_name: 'Bob', specialization: 'astrology' });
    }, SETUP_TIMEOUT_MS);

    afterAll(async () => {
      await gateway?.dispose();
      await database?.dispose();
    });

    const as = (account: TestAccount) => ({
      get: (url: string) => request(gateway.app).get(url).set('Authorization', account.bearer),
      patch: (url: string, body: object) => request(gateway.app).patch(url).set('Authorization', account.bearer).send(body),
      upload: (url: string, data: Buffer, fileName: string) =>
        request(gateway.app).post(url).set('Authorization', account.bearer).attach('file', data, fileName),
    });

    describe('reading', () => {
      it('GET /api/me: the user, the profile made at sign-up, and the roles', async () => {
        const response = await as(ada).get('/api/me');
        expect(response.status).toBe(200);
        expect(response.body).toEqual({
          user: { id: ada.id, email: 'ada@example.com' },
          profile: {
            id: ada.id,
            full_name: 'Ada Lovelace',
            affiliation: 'LSE',
            specialization: 'audit',
            experience_level: null,
            avatar_url: null,
            cv_url: null,
            has_premium: false,
            leaderboard_opt_in: false,
            recruiter_visible: false,
            created_at: expect.any(String),
            updated_at: expect.any(String),
          },
          roles: { admin: false, premium: false, company: false },
        });
      });

      it('leaves out sign-up data that a profile would refuse', async () => {
        expect((await as(bob).get('/api/profile')).body).toMatchObject({ full_name: 'Bob', specialization: null });
      });

      it('GET /api/profiles/:id: one\'s own profile, and 404 for anyone else\'s', async () => {
        expect((await as(ada).get(`/api/profiles/${ada.id}`)).body.full_name).toBe('Ada Lovelace');
        const other = await as(ada).get(`/api/profiles/${bob.id}`);
        expect([other.status, other.body.error.code]).toEqual([404, 'not_found']);
        expect(JSON.stringify(other.body)).not.toContain('Bob');
        expect((await as(ada).get('/api/profiles/not-a-uuid')).status).toBe(404);
      });

      it('needs a signed-in user', async () => {
        for (const url of ['/api/me', '/api/profile', `/api/profiles/${ada.id}`, '/api/profile/cv']) {
          expect([url, (await request(gateway.app).get(url)).status]).toEqual([url, 401]);
        }
      });
    });

    describe('PATCH /api/profile', () => {
      it('changes the editable fields of one\'s own row only', async () => {
        const response = await as(ada).patch('/api/profile', {
          full_name: '  Ada King  ',
          affiliation: '',
          specialization: 'private-equity',
          experience_level: 'Entry Level',
          leaderboard_opt_in: true,
          recruiter_visible: true,
        });
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({
          id: ada.id,
          full_name: 'Ada King',
          affiliation: null,
          specialization: 'private-equity',
          experience_level: 'Entry Level',
          leaderboard_opt_in: true,
          recruiter_visible: true,
        });
        expect((await as(bob).get('/api/profile')).body).toMatchObject({ full_name: 'Bob', leaderboard_opt_in: false });
      });

      it('cannot reach another row, whatever the body says', async () => {
        const response = await as(ada).patch('/api/profile', { id: bob.id, full_name: 'Hijacked' });
        expect(response.status).toBe(400);
        expect(response.body.error.fields).toEqual({ id: 'This field cannot be changed' });
        const [row] = await gateway.db.select().from(profiles).where(eq(profiles.id, bob.id));
        expect(row?.fullName).toBe('Bob');
      });

      it('refuses e-mail, has_premium and unknown fields by name', async () => {
        const response = await as(ada).patch('/api/profile', { email: 'x@example.com', has_premium: true, favourite_colour: 'red' });
        expect(response.status).toBe(400);
        expect(response.body.error).toMatchObject({
          code: 'invalid_input',
          fields: {
            email: 'This field cannot be changed',
            has_premium: 'This field cannot be changed',
            favourite_colour: 'This field cannot be changed',
          },
        });
        expect((await as(ada).get('/api/me')).body.roles.premium).toBe(false);
      });

      it('checks each field', async () => {
        const response = await as(ada).patch('/api/profile', {
          full_name: ' ',
          affiliation: 'a'.repeat(161),
          specialization: 'astrology',
          experience_level: 'e'.repeat(61),
          leaderboard_opt_in: 'yes',
        });
        expect(response.body.error.fields).toEqual({
          full_name: 'Please enter your full name',
          affiliation: 'University/company must be at most 160 characters',
          specialization: expect.stringMatching(/^Specialization must be one of investment-banking, private-equity/),
          experience_level: 'Experience level must be at most 60 characters',
          leaderboard_opt_in: 'Leaderboard opt-in must be true or false',
        });
        expect((await as(ada).patch('/api/profile', { full_name: 'n'.repeat(121) })).status).toBe(400);
        expect((await as(ada).patch('/api/profile', { specialization: '' })).body.specialization).toBeNull();
      });
    });

    describe('avatar', () => {
      it('stores a PNG, serves it from /files, and sets avatar_url', async () => {
        const response = await as(ada).upload('/api/profile/avatar', PNG, 'me.png');
        expect(response.status).toBe(200);
        expect(response.body.avatar_url).toMatch(new RegExp(`^/files/avatars/${ada.id}/\\d+\\.png$`));
        const file = await request(gateway.app).get(response.body.avatar_url);
        expect(file.status).toBe(200);
        expect(file.headers['content-type']).toBe('image/png');
        expect(file.headers['x-content-type-options']).toBe('nosniff');
        expect(file.headers['cache-control']).toBe('public, max-age=3600');
        expect(Buffer.compare(file.body as Buffer, PNG)).toBe(0);
      });

      it('replaces the previous picture on disk', async () => {
        const first = (await as(bob).upload('/api/profile/avatar', PNG, 'one.png')).body.avatar_url;
        await new Promise((resolve) => setTimeout(resolve, 5));
        const second = (await as(bob).upload('/api/profile/avatar', PNG, 'two.png')).body.avatar_url;
        expect(second).not.toBe(first);
        expect((await request(gateway.app).get(first)).status).toBe(404);
        expect(storedFiles(gateway).filter((file) => file.includes(bob.id))).toHaveLength(1);
      });

      it('refuses a text file named .png, and writes nothing', async () => {
        const before = storedFiles(gateway);
        const response = await as(ada).upload('/api/profile/avatar', Buffer.from('just some text'), 'cat.png');
        expect([response.status, response.body.error.message]).toEqual([400, 'Only images can be used as a profile picture.']);
        expect(storedFiles(gateway)).toEqual(before);
      });

      it('asks for a file when none is sent, and refuses one over 2 MB', async () => {
        const none = await request(gateway.app).post('/api/profile/avatar').set('Authorization', ada.bearer).send({});
        expect([none.status, none.body.error.message]).toEqual([400, 'You must select an image to upload.']);
        const wrongField = await request(gateway.app)
          .post('/api/profile/avatar')
          .set('Authorization', ada.bearer)
          .attach('picture', PNG, 'me.png');
        expect(wrongField.body.error.message).toBe('You must select an image to upload.');
        const before = storedFiles(gateway);
        const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
        const tooBig = await as(ada).upload('/api/profile/avatar', big, 'big.png');
        expect([tooBig.status, tooBig.body.error.code]).toEqual([413, 'file_too_large']);
        expect(storedFiles(gateway)).toEqual(before);
      });
    });

    describe('CV', () => {
      it('stores a PDF under <user id>/<time>-<sanitized name> and serves it to its owner only', async () => {
        const response = await as(ada).upload('/api/profile/cv', PDF, 'Ada Lovelace (CV) 2026.pdf');
        expect(response.status).toBe(200);
        expect(response.body.cv_url).toMatch(new RegExp(`^${ada.id}/\\d+-Ada_Lovelace_CV_2026\\.pdf$`));

        const own = await as(ada).get('/api/profile/cv').buffer(true);
        expect(own.status).toBe(200);
        expect(own.headers['content-type']).toBe('application/pdf');
        expect(own.headers['content-disposition']).toBe('attachment; filename="Ada_Lovelace_CV_2026.pdf"');
        expect(own.headers['cache-control']).toBe('private, no-store');
        expect(Buffer.compare(own.body as Buffer, PDF)).toBe(0);

        expect((await as(bob).get(`/api/profiles/${ada.id}/cv`)).status).toBe(404);
        expect((await as(bob).get('/api/profile/cv')).status).toBe(404);
        expect((await request(gateway.app).get(`/files/user-cvs/${response.body.cv_url}`)).status).toBe(404);
      });

      it('lets an admin read a user\'s CV', async () => {
        const admin = await createAccount(gateway, 'admin@bullpen.test');
        const response = await request(gateway.app).get(`/api/profiles/${ada.id}/cv`).set('Authorization', admin.bearer).buffer(true);
        expect([response.status, response.headers['content-type']]).toEqual([200, 'application/pdf']);
      });

      it('accepts a DOCX, replacing the PDF', async () => {
        const before = (await as(ada).get('/api/profile')).body.cv_url as string;
        const response = await as(ada).upload('/api/profile/cv', DOCX, 'cv.docx');
        expect(response.body.cv_url).toMatch(/-cv\.docx$/);
        expect(storedFiles(gateway).some((file) => file.endsWith(path.basename(before)))).toBe(false);
      });

      it('refuses other types and mismatched content, writing nothing', async () => {
        const before = storedFiles(gateway);
        for (const [data, name] of [
          [PDF, 'cv.txt'],
          [Buffer.from('plain text'), 'cv.pdf'],
          [DOCX, 'cv.pdf'],
          [PNG, 'cv.doc'],
        ] as const) {
          const response = await as(bob).upload('/api/profile/cv', data, name);
          expect([name, response.status, response.body.error.message]).toEqual([name, 400, 'Please upload a PDF or DOC/DOCX file only']);
        }
        expect(storedFiles(gateway)).toEqual(before);
      });

      it('refuses a file over 5 MB', async () => {
        const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
        const response = await as(bob).upload('/api/profile/cv', big, 'big.pdf');
        expect([response.status, response.body.error.message]).toEqual([413, 'File size exceeds 5MB limit']);
      });
    });
  });
}
