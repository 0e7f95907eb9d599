import { ROLES, type Role } from './roles';

/*
 * Permissions as data. A permission is `verb:resource` (`read:user`, `export:activity-log`) or a
 * narrower form of one (`update:user:role`); a permission ending in `:own` grants the same for the
 * actor's own resources only (`update:deliverable:own`). Each role's grants are in one table,
 * ACCESS_TABLE; `can()` answers from it for the server (routes and services) and for the client
 * (which controls to hide or disable).
 */

/** Every permission of the product, with the detail of the 403 answered to a role that holds none of it. */
export const PERMISSIONS = {
  'read:user': 'Only staff can manage users',
  'create:user': 'Only staff can manage users',
  'update:user:role': 'Only staff can manage users',
  'update:user:status': 'Only staff can manage users',
  'read:invitation': 'Only staff can manage users',
  'create:invitation': 'Only staff can manage users',
  'update:invitation': 'Only staff can manage users',
  'read:activity-log': 'Only super admins and admins can read the activity log',
  'export:activity-log': 'Only super admins and admins can export the activity log',
  'read:jobs': 'Only super admins and admins can see failed jobs',
  'read:sponsor': 'Only staff can see sponsors',
  'create:sponsor': 'Only staff can add sponsors',
  'update:sponsor': 'Only staff can change sponsors',
  'archive:sponsor': 'Only super admins, admins and editors can archive or restore sponsors',
  'export:sponsor': 'Only staff can export sponsors',
  'read:creator': 'Only staff can see creators; a creator sees their own record',
  'read:creator:activity': 'Only staff can see what was done to a creator',
  'read:creator-notes': 'Only staff can read the agency’s notes on creators',
  'create:creator': 'Only staff can add creators',
  'update:creator': 'Only staff can change creators; a creator changes their own profile',
  'update:creator:status': 'Only staff can change a creator’s status',
  'update:creator:rates': 'Only super admins and admins can change rate cards',
  'update:creator:portal': 'Only staff who may invite creators can invite one to the portal',
  'archive:creator': 'Only super admins, admins and editors can archive or restore creators',
  'export:creator': 'Only staff can export creators',
  'manage:creator-category': 'Only super admins and admins can manage the categories',
  'read:money': 'Only super admins, admins and editors can read fees, commissions and bank data',
  'read:iban': 'Only super admins and admins can read bank data in full',
  'update:money': 'Only super admins and admins can change fees, commissions and bank data',
  'import:sponsor': 'Only super admins, admins and editors can import sponsors',
  'import:creator': 'Only super admins, admins and editors can import creators',
  'read:campaign': 'Only staff can see campaigns',
  'create:campaign': 'Only staff can add campaigns',
  'update:campaign': 'Only staff can change campaigns and their creators',
  'archive:campaign': 'Only super admins, admins and editors can archive or restore campaigns',
  'submit:draft': 'Only staff can submit drafts; a creator submits drafts of their own deliverables',
  'review:draft': 'Only super admins, admins and editors can review drafts',
  'read:campaign:own': 'A creator sees the campaigns, deals and deliverables of their own deals',
  'submit:draft:own': 'A creator submits drafts of their own deliverables',
  'publish:deliverable': 'Only staff can record a publication; a creator records their own',
  'publish:deliverable:own': 'A creator records the publication of their own deliverables',
  'read:task': 'Only staff can see tasks',
  'create:task': 'Only staff can add tasks',
  'update:task': 'Only staff can change tasks',
  'archive:task': 'Only super admins, admins and editors can archive or restore tasks',
  'read:reminder-rule': 'Only staff can see the reminder rules',
  'manage:reminder-rule': 'Only super admins and admins can change the reminder rules',
  'read:creator:own': 'A creator sees their own record',
  'update:creator:own': 'A creator changes their own profile',
  'read:saved-view': 'Only staff can use saved views',
  'create:saved-view': 'Only staff can save views',
  'update:saved-view': 'Only a view’s owner can change it; admins can also change shared views',
  'update:saved-view:own': 'Only a view’s owner can change it',
} as const satisfies Record<string, string>;
export type Permission = keyof typeof PERMISSIONS;

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
}

/**
 * A grant: `true` for every resource, or conditions that a resource must all meet. A role holds
 * a permission when the table grants it at all; `can()` with a resource also checks the conditions.
 */
export type Grant = true | GrantConditions;

export interface GrantConditions {
  /** The resource's role (the target user's, or the role of the user to create or invite) is one of these. */
  role?: readonly Role[];
  /** The role a change gives the target is one of these. */
  new_role?: readonly Role[];
}

/** What `can()` knows of the resource an action is about; each field is optional. */
export interface PermissionResource {
  /** The user the action is about (for users: the target). */
  user_id?: number;
  /** The user who owns the resource (for `:own` grants). */
  owner_id?: number | null;
  role?: Role;
  new_role?: Role;
}

export interface PermissionActor {
  user_id: number;
  role: Role;
}

/** Why an action is refused: a limit of the permission that holds for every role, or no grant that covers it. */
export type PermissionDenial = 'self' | 'creator_role_fixed' | 'not_allowed';

/** A rule of a permission that holds whatever the role: when it matches, the action is refused with its reason. */
export interface PermissionLimit {
  /** `self`: the resource is the actor themselves; or the resource has one of these roles. */
  when: 'self' | { role: readonly Role[] };
  reason: Exclude<PermissionDenial, 'not_allowed'>;
}

export interface AccessRules<P extends string> {
  grants: Record<Role, Partial<Record<P, Grant>>>;
  limits?: Partial<Record<P, readonly PermissionLimit[]>>;
}

/** Roles whose users each role may manage (activate, deactivate, create, invite) per the spec's matrix. */
const MANAGED = {
  super_admin: ['admin', 'editor', 'contributor', 'creator'],
  admin: ['editor', 'contributor', 'creator'],
  editor: ['contributor', 'creator'],
} as const satisfies Partial<Record<Role, readonly Role[]>>;

/** Roles that each role may change from and to (a creator's role never changes). */
const ROLE_CHANGES = {
  super_admin: ['admin', 'editor', 'contributor'],
  admin: ['editor', 'contributor'],
} as const satisfies Partial<Record<Role, readonly Role[]>>;

const manage = (roles: readonly Role[]) => ({ role: roles }) satisfies GrantConditions;
const changeRoles = (roles: readonly Role[]) => ({ role: roles, new_role: roles }) satisfies GrantConditions;

/**
 * The one table of who may do what. A permission a role does not list is refused; the user
 * management rows are the spec's permission matrix (DESIGN.md §4).
 */
export const ACCESS_TABLE: AccessRules<Permission> = {
  grants: {
    super_admin: {
      'read:user': true,
      'create:user': manage(MANAGED.super_admin),
      'update:user:role': changeRoles(ROLE_CHANGES.super_admin),
      'update:user:status': manage(MANAGED.super_admin),
      'read:invitation': true,
      'create:invitation': manage(MANAGED.super_admin),
      'update:invitation': manage(MANAGED.super_admin),
      'read:activity-log': true,
      'export:activity-log': true,
      'read:jobs': true,
      'read:sponsor': true,
      'create:sponsor': true,
      'update:sponsor': true,
      'export:sponsor': true,
      'archive:sponsor': true,
      'read:saved-view': true,
      'create:saved-view': true,
      'update:saved-view': true,
      'read:creator': true,
      'read:creator:activity': true,
      'read:creator-notes': true,
      'create:creator': true,
      'update:creator': true,
      'update:creator:status': true,
      'update:creator:rates': true,
      'update:creator:portal': true,
      'export:creator': true,
      'archive:creator': true,
      'manage:creator-category': true,
      'read:money': true,
      'read:iban': true,
      'update:money': true,
      'import:sponsor': true,
      'import:creator': true,
      'read:campaign': true,
      'create:campaign': true,
      'update:campaign': true,
      'archive:campaign': true,
      'submit:draft': true,
      'review:draft': true,
      'publish:deliverable': true,
      'read:task': true,
      'create:task': true,
      'update:task': true,
      'archive:task': true,
      'read:reminder-rule': true,
      'manage:reminder-rule': true,
    },
    admin: {
      'read:user': true,
      'create:user': manage(MANAGED.admin),
      'update:user:role': changeRoles(ROLE_CHANGES.admin),
      'update:user:status': manage(MANAGED.admin),
      'read:invitation': true,
      'create:invitation': manage(MANAGED.admin),
      'update:invitation': manage(MANAGED.admin),
      'read:activity-log': true,
      'export:activity-log': true,
      'read:jobs': true,
      'read:sponsor': true,
      'create:sponsor': true,
      'update:sponsor': true,
      'export:sponsor': true,
      'archive:sponsor': true,
      'read:saved-view': true,
      'create:saved-view': true,
      'update:saved-view': true,
      'read:creator': true,
      'read:creator:activity': true,
      'read:creator-notes': true,
      'create:creator': true,
      'update:creator': true,
      'update:creator:status': true,
      'update:creator:rates': true,
      'update:creator:portal': true,
      'export:creator': true,
      'archive:creator': true,
      'manage:creator-category': true,
      'read:money': true,
      'read:iban': true,
      'update:money': true,
      'import:sponsor': true,
      'import:creator': true,
      'read:campaign': true,
      'create:campaign': true,
      'update:campaign': true,
      'archive:campaign': true,
      'submit:draft': true,
      'review:draft': true,
      'publish:deliverable': true,
      'read:task': true,
      'create:task': true,
      'update:task': true,
      'archive:task': true,
      'read:reminder-rule': true,
      'manage:reminder-rule': true,
    },
    editor: {
      'read:user': true,
      'create:user': manage(MANAGED.editor),
      'update:user:role': changeRoles([]),
      'update:user:status': manage(MANAGED.editor),
      'read:invitation': true,
      'create:invitation': manage(MANAGED.editor),
      'update:invitation': manage(MANAGED.editor),
      'read:sponsor': true,
      'create:sponsor': true,
      'update:sponsor': true,
      'export:sponsor': true,
      'archive:sponsor': true,
      'read:saved-view': true,
      'create:saved-view': true,
      'update:saved-view:own': true,
      'read:creator': true,
      'read:creator:activity': true,
      'read:creator-notes': true,
      'create:creator': true,
      'update:creator': true,
      'update:creator:status': true,
      'update:creator:portal': true,
      'export:creator': true,
      'archive:creator': true,
      'read:money': true,
      'import:sponsor': true,
      'import:creator': true,
      'read:campaign': true,
      'create:campaign': true,
      'update:campaign': true,
      'archive:campaign': true,
      'submit:draft': true,
      'review:draft': true,
      'publish:deliverable': true,
      'read:task': true,
      'create:task': true,
      'update:task': true,
      'archive:task': true,
      'read:reminder-rule': true,
    },
    contributor: {
      'read:user': true,
      'create:user': manage([]),
      'update:user:role': changeRoles([]),
      'update:user:status': manage([]),
      'read:invitation': true,
      'create:invitation': manage([]),
      'update:invitation': manage([]),
      'read:sponsor': true,
      'create:sponsor': true,
      'update:sponsor': true,
      'export:sponsor': true,
      'read:saved-view': true,
      'create:saved-view': true,
      'update:saved-view:own': true,
      'read:creator': true,
      'read:creator:activity': true,
      'read:creator-notes': true,
      'create:creator': true,
      'update:creator': true,
      'update:creator:status': true,
      'update:creator:portal': true,
      'export:creator': true,
      'read:campaign': true,
      'create:campaign': true,
      'update:campaign': true,
      'submit:draft': true,
      'publish:deliverable': true,
      'read:task': true,
      'create:task': true,
      'update:task': true,
      'read:reminder-rule': true,
    },
    creator: {
      'read:creator:own': true,
      'update:creator:own': true,
      'read:campaign:own': true,
      'submit:draft:own': true,
      'publish:deliverable:own': true,
    },
  },
  limits: {
    'update:user:role': [
      { when: 'self', reason: 'self' },
      { when: { role: ['creator'] }, reason: 'creator_role_fixed' },
    ],
    'update:user:status': [{ when: 'self', reason: 'self' }],
  },
};

function meets(grant: Grant, resource: PermissionResource): boolean {
  if (grant === true) return true;
  if (grant.role && (resource.role === undefined || !grant.role.includes(resource.role))) return false;
  if (grant.new_role && (resource.new_role === undefined || !grant.new_role.includes(resource.new_role))) return false;
  return true;
}

function limitMatches(limit: PermissionLimit, actor: PermissionActor, resource: PermissionResource): boolean {
  if (limit.when === 'self') return resource.user_id === actor.user_id;
  return resource.role !== undefined && limit.when.role.includes(resource.role);
}

/** The checks of one rule table (the product's is ACCESS_TABLE; unit tests build others). */
export function accessControl<P extends string>(rules: AccessRules<P>) {
  const grantOf = (role: Role, permission: string): Grant | undefined => (rules.grants[role] as Record<string, Grant | undefined>)[permission];

  /**
   * Why the actor may not do `permission` (to `resource`, when given), or null when it may.
   * Without a resource: whether the actor's role holds the permission for some resource at all
   * (what a route checks before it reads the request).
   */
  function denial(actor: PermissionActor, permission: P, resource?: PermissionResource): PermissionDenial | null {
    if (resource) {
      for (const limit of rules.limits?.[permission] ?? []) if (limitMatches(limit, actor, resource)) return limit.reason;
    }
    const grant = grantOf(actor.role, permission);
    if (grant !== undefined && (!resource || meets(grant, resource))) return null;
    const own = grantOf(actor.role, `${permission}:own`);
    if (own !== undefined && (!resource || (resource.owner_id === actor.user_id && meets(own, resource)))) return null;
    return 'not_allowed';
  }

  return {
    denial,
    can: (actor: PermissionActor, permission: P, resource?: PermissionResource): boolean => denial(actor, permission, resource) === null,
    /** The roles that hold the permission (for some resource at least). */
    rolesWith: (permission: P): Role[] => ROLES.filter((role) => grantOf(role, permission) !== undefined || grantOf(role, `${permission}:own`) !== undefined),
    /** The roles a resource may have for the actor's role to be granted the permission on it (the roles it may create, invite…). */
    grantedRoles: (role: Role, permission: P): readonly Role[] => {
      const grant = grantOf(role, permission);
      if (grant === undefined) return [];
      return grant === true || !grant.role ? ROLES : grant.role;
    },
  };
}

const productAccess = accessControl(ACCESS_TABLE);

/** Whether the actor may do `permission` (to `resource`, when given), by ACCESS_TABLE. */
export const can = productAccess.can;
/** Why the actor may not do `permission` to `resource`, or null. */
export const permissionDenial = productAccess.denial;
/** The roles that hold a permission. */
export const rolesWith = productAccess.rolesWith;
/** The roles of the users that a role may create, invite or manage invitations for. */
export const grantedRoles = productAccess.grantedRoles;

