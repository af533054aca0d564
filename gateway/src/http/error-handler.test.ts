import express from 'express';
import request from 'supertest';
import { z } from 'zod';
import { requestLogger } from '../logger';
import { silentLogger } from '../../test/support';
import { errorHandler, notFound } from './error-handler';
import { HttpError } from './http-error';

const app = express()
  .use(requestLogger(silentLogger))
  .use(express.json({ limit: '1kb' }))
  .get('/forbidden', () => {
    throw new HttpError(403, 'forbidden', 'Only admins can do this.');
  })
  .get('/conflict', () => {
    throw new HttpError(409, 'email_taken', 'This email is already registered.', { email: 'Already registered' });
  })
  .post('/schema', (req) => {
    z.object({ age: z.number({ error: 'Age must be a number' }) }).parse(req.body);
  })
  .get('/bug', async () => {
    throw new Error('secret internals at /srv/app.js:12');
  })
  .use(notFound)
  .use(errorHandler);

describe('errorHandler', () => {
  it('answers an HttpError with its status, code, message and fields', async () => {
    const forbidden = await request(app).get('/forbidden');
    expect([forbidden.status, forbidden.body]).toEqual([
      403,
      { error: { code: 'forbidden', message: 'Only admins can do this.' } },
    ]);
    const conflict = await request(app).get('/conflict');
    expect(conflict.body.error.fields).toEqual({ email: 'Already registered' });
  });

  it('answers a schema error with 400 and the field in error', async () => {
    const response = await request(app).post('/schema').send({ age: 'old' });
    expect([response.status, response.body]).toEqual([
      400,
      { error: { code: 'invalid_input', message: 'age: Age must be a number', fields: { age: 'Age must be a number' } } },
    ]);
  });

  it('answers malformed and oversized JSON bodies', async () => {
    const malformed = await request(app).post('/schema').set('Content-Type', 'application/json').send('{"age":');
    expect([malformed.status, malformed.body.error.code]).toEqual([400, 'invalid_json']);
    const large = await request(app).post('/schema').send({ age: 'x'.repeat(2048) });
    expect([large.status, large.body.error.code]).toEqual([413, 'payload_too_large']);
  });

  it('hides an unexpected error behind a 500 with no stack trace', async () => {
    const response = await request(app).get('/bug');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
    });
  });

  it('answers an unknown path with 404', async () => {
    const response = await request(app).get('/nowhere');
    expect([response.status, response.body.error.code]).toEqual([404, 'not_found']);
  });
});
