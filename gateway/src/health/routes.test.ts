import express from 'express';
import request from 'supertest';
import { requestLogger } from '../logger';
import { silentLogger } from '../../test/support';
import { healthRoutes } from './routes';

function appPinging(ping: () => Promise<unknown>) {
  return express().use(requestLogger(silentLogger)).use(healthRoutes(ping));
}

describe('GET /healthz', () => {
  it('is ok when the database answers', async () => {
    const response = await request(appPinging(async () => [{ '?column?': 1 }])).get('/healthz');
    expect([response.status, response.body]).toEqual([200, { status: 'ok', db: 'ok' }]);
  });

  it('is degraded, with 503, when the database does not answer', async () => {
    const response = await request(appPinging(() => Promise.reject(new Error('connection refused')))).get('/healthz');
    expect([response.status, response.body]).toEqual([503, { status: 'degraded', db: 'unavailable' }]);
  });
});
