import { PERMISSIONS, can, type Permission } from '../../contract';
import { permissionActor, type Actor } from '../context';
import { forbidden } from './api-error';

/**
 * A service's own check that the actor's role holds a permission (the route has checked it
 * already; services also run from other callers). Checks against a resource stay in the service,
 * which knows the resource and words the refusal.
 */
export function requirePermission(actor: Actor, permission: Permission): void {
  if (!can(permissionActor(actor), permission)) throw forbidden(PERMISSIONS[permission]);
}
