import type { AppRoute, AppRouter } from '@ts-rest/core';
import { apiContract } from '../router';
import { isLogAction } from '../activity-log';
import { routeAccessOf, routeAuditActionOf } from './access';

function routesOf(router: AppRouter, prefix = ''): [string, AppRoute][] {
  return Object.entries(router).flatMap(([name, entry]) =>
    'method' in entry && typeof entry.method === 'string' ? [[`${prefix}${name}`, entry as AppRoute] as [string, AppRoute]] : routesOf(entry as AppRouter, `${prefix}${name}.`),
  );
}

test('every route of the contract declares who may call it', () => {
  const routes = routesOf(apiContract);
  expect(routes.length).toBeGreaterThan(20);
  const undeclared = routes.filter(([, route]) => routeAccessOf(route.metadata) === undefined).map(([name]) => name);
  expect(undeclared).toEqual([]);
});

test('only the sign-in, session renewal and invitation-link routes are public', () => {
  const publicRoutes = routesOf(apiContract)
    .filter(([, route]) => routeAccessOf(route.metadata) === 'public')
    .map(([name]) => name)
    .sort();
  expect(publicRoutes).toEqual(['auth.login', 'auth.logout', 'auth.refresh', 'invitations.accept', 'invitations.preview']);
});

test('a route’s audit action, when it declares one, is an action of the activity log', () => {
  const wrong = routesOf(apiContract)
    .filter(([, route]) => routeAuditActionOf(route.metadata) !== undefined && !isLogAction(routeAuditActionOf(route.metadata)))
    .map(([name]) => name);
  expect(wrong).toEqual([]);
});
