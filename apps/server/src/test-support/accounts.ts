import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { TestClient } from './http.js';
import { linkIn, type TestMailbox } from './smtp.js';

export const PASSWORD = 'calm-harbour-river-42';

/** A fresh identity; defaults to the least privilege (a seeker). */
export function newPerson(overrides: Record<string, unknown> = {}) {
  const tag = randomUUID().slice(0, 8);
  return { email: `person-${tag}@example.org`, username: `person_${tag}`, password: PASSWORD, ...overrides } as {
    email: string;
    username: string;
    password: string;
    [key: string]: unknown;
  };
}

export async function register(client: TestClient, body: Record<string, unknown>) {
  const ticket = (await client.get('/api/registration/ticket')).json() as { ticket: string };
  return client.post('/registration', body, { authorization: `Bearer ${ticket.ticket}` });
}

/** Opens the link from an e-mail the way a browser would (path and query against our server). */
export async function openLink(client: TestClient, link: string) {
  const url = new URL(link);
  return client.get(`${url.pathname}${url.search}`);
}

export async function login(client: TestClient, email: string, password = PASSWORD) {
  return client.post('/api/session/login', { email, password });
}

/** Registers through the registration service, verifies with the e-mailed link, logs in. */
export async function signedInPerson(app: FastifyInstance, mailbox: TestMailbox, overrides: Record<string, unknown> = {}) {
  const client = new TestClient(app);
  const person = newPerson(overrides);
  const res = await register(client, person);
  expect(res.statusCode, res.body).toBe(201);
  const mail = await mailbox.waitFor(person.email);
  expect((await openLink(client, linkIn(mail))).statusCode).toBe(302);
  const signIn = await login(client, person.email, person.password);
  expect(signIn.statusCode, signIn.body).toBe(200);
  return { client, person, user: signIn.json().user as { uid: string; role: string } };
}
