/** Signing bench readers in through the real sign-in call, and the cookie header that carries a session. */
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
