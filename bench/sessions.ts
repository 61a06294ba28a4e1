/** Signing bench readers in through the real sign-in call, and the cookie header that carries a session. */
import { randomBytes } from 'node:crypto';
import { COOKIE_NAMES } from '@masthead/core';

export type Person = { login: string; password: string };

/** Signs one person in (POST /api/auth/login/p.json) and answers the session cookie's value. */
export async function signIn(appUrl: string, person: Person): Promise<string> {
  const response = await fetch(`${appUrl}/api/auth/login/p.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: person.login, password: person.password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.startsWith(`${COOKIE_NAMES.session}=`));
  if (!response.ok || !cookie) {
    throw new Error(
      `Signing in ${person.login} answered ${response.status}: ${(await response.text()).slice(0, 500)}`,
    );
  }
  return cookie.slice(COOKIE_NAMES.session.length + 1);
}

/** Signs several people in, four at a time (each sign-in is a deliberate scrypt hash). */
export async function signInAll(appUrl: string, people: Person[]): Promise<string[]> {
  const cookies: string[] = new Array(people.length);
  let next = 0;
  const worker = async () => {
    while (next < people.length) {
      const index = next++;
      cookies[index] = await signIn(appUrl, people[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, people.length) }, worker));
  return cookies;
}

export const sessionCookie = (token: string) => `${COOKIE_NAMES.session}=${token}`;

/**
 * Signs `count` new people up through the real route (validation, password hashing, rate limits), four
 * at a time; `kind` names them ({kind}_{run}_{n}, password {Kind}-{run}-{n}) and their addresses.
 */
export async function signUpPeople(appUrl: string, count: number, kind: string): Promise<Person[]> {
  const runId = randomBytes(3).toString('hex');
  const title = kind.charAt(0).toUpperCase() + kind.slice(1);
  const people: Person[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const username = `${kind}_${runId}_${i}`;
      const person = { login: username, password: `${title}-${runId}-${i}` };
      const response = await fetch(`${appUrl}/api2/account/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: appUrl },
        body: JSON.stringify({
          email: `${username}@${kind}.test`,
          password: person.password,
          username,
          displayName: `${title} reader ${i}`,
        }),
      });
      if (!response.ok) {
        throw new Error(`Sign-up ${i} answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
      }
      people.push(person);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return people;
}
