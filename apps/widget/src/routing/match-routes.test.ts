import { describe, expect, it } from 'vitest';
import { matchRoutes, rankBranches } from './match-routes.js';
import type { RouteObject } from './route-object.js';

const root: RouteObject = { path: '/' };
const exchange: RouteObject = { index: true };
const menu: RouteObject = { path: 'menu' };
const login: RouteObject = { path: 'login/email' };
const user: RouteObject = { path: 'user' };
const userIndex: RouteObject = { index: true };
const kycForms: RouteObject = { path: 'kyc-forms' };
const kycForm: RouteObject = { path: 'kyc-forms/:formId' };
const order: RouteObject = { path: 'order/:orderId' };
const userMissing: RouteObject = { path: '*' };
const missing: RouteObject = { path: '*' };
root.children = [exchange, menu, login, user, missing];
user.children = [userIndex, kycForms, kycForm, order, userMissing];
const branches = rankBranches([root]);

const routesOf = (pathname: string) => matchRoutes(branches, pathname)?.map((match) => match.route);

describe('matching an address to the route table', () => {
  it('the root path renders the layout and its index route', () => {
    expect(routesOf('/')).toEqual([root, exchange]);
  });

  it('static paths, several segments deep', () => {
    expect(routesOf('/menu')).toEqual([root, menu]);
    expect(routesOf('/login/email')).toEqual([root, login]);
  });

  it('a layout path renders its index route', () => {
    expect(routesOf('/user')).toEqual([root, user, userIndex]);
  });

  it('a static segment beats a dynamic one, which beats a splat', () => {
    expect(routesOf('/user/kyc-forms')).toEqual([root, user, kycForms]);
    expect(routesOf('/user/kyc-forms/f1')).toEqual([root, user, kycForm]);
    expect(routesOf('/user/kyc-forms/f1/extra')).toEqual([root, user, userMissing]);
  });

  it('the nearest splat catches what nothing else matches', () => {
    expect(routesOf('/user/limits')).toEqual([root, user, userMissing]);
    expect(routesOf('/no/such/screen')).toEqual([root, missing]);
  });

  it('ignores a trailing slash and letter case', () => {
    expect(routesOf('/menu/')).toEqual([root, menu]);
    expect(routesOf('/Login/Email')).toEqual([root, login]);
  });

  it('gives decoded params, shared by every match of the branch, and each route its matched part', () => {
    const matches = matchRoutes(branches, '/user/order/ord%201')!;
    expect(matches.map((match) => match.pathname)).toEqual(['/', '/user', '/user/order/ord 1']);
    expect(matches.at(-1)!.params).toEqual({ orderId: 'ord 1' });
    expect(matches[0]!.params).toBe(matches.at(-1)!.params);
  });

  it('a splat param holds the rest of the address', () => {
    expect(matchRoutes(branches, '/a/b')!.at(-1)!.params).toEqual({ '*': 'a/b' });
  });

  it('top-level absolute paths, siblings in their given order', () => {
    const first: RouteObject = { path: '/user/orders' };
    const second: RouteObject = { path: '/user/orders' };
    const other: RouteObject = { path: '*' };
    const ranked = rankBranches([first, second, other]);
    expect(matchRoutes(ranked, '/user/orders')?.map((match) => match.route)).toEqual([first]);
    expect(matchRoutes(ranked, '/x')?.map((match) => match.route)).toEqual([other]);
  });

  it('an absolute child path is matched below its parent', () => {
    const child: RouteObject = { path: '/user/orders' };
    const parent: RouteObject = { path: '/user', children: [child] };
    expect(
      matchRoutes(rankBranches([parent]), '/user/orders')?.map((match) => match.route),
    ).toEqual([parent, child]);
  });

  it('no match is null', () => {
    expect(matchRoutes(rankBranches([{ path: '/' }]), '/elsewhere')).toBeNull();
  });
});
