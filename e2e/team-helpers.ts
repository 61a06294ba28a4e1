import type { ActingRole, MagazineKind } from '@masthead/core';
import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import { newPerson, type Person } from './helpers.ts';
import { signUpByApi } from './journey-helpers.ts';
import { baseURL } from './settings.ts';

/**
 * Teams a journey owns. The demo teams (The Long Table, Signal & Noise, Harbour Light) are read by
 * many journeys, so a journey that changes roles, removes, leaves, transfers, closes or pays does so
 * on a magazine it creates here, with people it signs up: journeys then pass in any order.
 */

/** Every demo person's password (seed/demo.ts). */
export const DEMO_PASSWORD = 'demo-reader-2026';

export type Team = { userId: number; username: string; displayName: string; kind: MagazineKind };

let teams = 0;

/** A unique team name and username (a business's username is also its host: letters, digits, hyphens). */
export function newTeamName(prefix: string): { displayName: string; username: string } {
  teams += 1;
  const unique = `${Date.now().toString(36).slice(-6)}${process.pid.toString(36).slice(-2)}${teams.toString(36)}`;
  const slug = prefix.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { displayName: `${prefix} ${unique}`, username: `${slug}-${unique}`.slice(0, 20) };
}

/** A request context of its own (no browser), for a person who acts only through the API. */
export async function apiContext(): Promise<APIRequestContext> {
  return request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, 'accept-language': 'en' },
  });
}

/** Signs a demo person (or anyone with a password) in, in this request context or the page's browser. */
export async function signInByApi(
  context: APIRequestContext | Page,
  login: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const api = 'request' in context ? context.request : context;
  const response = await api.post('/api/auth/login/p.json', {
    data: { login, password },
    headers: { origin: baseURL, 'accept-language': 'en' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A new person signed up through the API, with a request context signed in as them. */
export async function newMember(): Promise<{ person: Person; api: APIRequestContext }> {
  const api = await apiContext();
  const person = newPerson();
  await signUpByApi(api, person);
  return { person, api };
}

async function post<T>(api: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await api.post(path, { data, headers: { origin: baseURL } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()).data as T;
}

/** Creates a magazine or business through the API: the signed-in person becomes its primary owner. */
export async function createTeamByApi(
  owner: APIRequestContext,
  kind: MagazineKind,
  prefix = kind === 'business' ? 'Lantern Works' : 'Night Desk',
): Promise<Team> {
  const name = newTeamName(prefix);
  const created = await post<{ magazine: Team }>(owner, '/api2/magazine/create', { kind, ...name });
  return created.magazine;
}

/**
 * Brings a person into the owner's team with a role, as an invitation by link would: the owner makes
 * a one-use link, the person accepts it; an owner is made from a writer by the role picker's call.
 */
export async function joinTeamByApi(
  owner: APIRequestContext,
  member: APIRequestContext,
  team: Team,
  role: ActingRole,
): Promise<void> {
  const linkRole = role === 'owner' ? 'writer' : role;
  const { url } = await post<{ url: string }>(owner, '/api2/magazine/invitation/link', {
    magazineUserId: team.userId,
    role: linkRole,
    maxUses: 1,
  });
  const token = new URL(url).searchParams.get('token');
  await post(member, '/api2/magazine/invitation/accept', { token });
  if (role === 'owner') {
    const me = await (await member.get('/api/auth/login/p.json')).json();
    await post(owner, '/api2/magazine/member/role', {
      magazineUserId: team.userId,
      userId: me.data.user.userId,
      role,
    });
  }
}
