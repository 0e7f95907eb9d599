import { z } from 'zod';
import { readableFields, restrictedFields } from './field-rules';
import { ACCESS_TABLE, PERMISSIONS, accessControl, can, grantedRoles, permissionDenial, rolesWith, type AccessRules } from './permissions';
import { ROLES, type Role } from './roles';

const actor = (role: Role, user_id = 1) => ({ user_id, role });

describe('the product table', () => {
  test('every permission granted is one of PERMISSIONS', () => {
    for (const role of ROLES) {
      for (const permission of Object.keys(ACCESS_TABLE.grants[role])) expect(Object.keys(PERMISSIONS)).toContain(permission);
    }
  });

  test('who holds what, without a resource (what routes check)', () => {
    expect(rolesWith('read:user')).toEqual(['super_admin', 'admin', 'editor', 'contributor']);
    expect(rolesWith('read:activity-log')).toEqual(['super_admin', 'admin']);
    expect(rolesWith('export:activity-log')).toEqual(['super_admin', 'admin']);
    expect(can(actor('creator'), 'create:user')).toBe(false);
  });

  test('the roles each role may create, invite or manage invitations for', () => {
    expect(grantedRoles('super_admin', 'create:user')).toEqual(['admin', 'editor', 'contributor', 'creator']);
    expect(grantedRoles('admin', 'create:invitation')).toEqual(['editor', 'contributor', 'creator']);
    expect(grantedRoles('editor', 'update:invitation')).toEqual(['contributor', 'creator']);
    expect(grantedRoles('contributor', 'create:user')).toEqual([]);
    expect(grantedRoles('creator', 'create:user')).toEqual([]);
  });

  test('role changes: self first, then a creator’s fixed role, then the matrix', () => {
    expect(permissionDenial(actor('super_admin', 7), 'update:user:role', { user_id: 7, role: 'super_admin', new_role: 'admin' })).toBe('self');
    expect(permissionDenial(actor('super_admin'), 'update:user:role', { user_id: 2, role: 'creator', new_role: 'editor' })).toBe('creator_role_fixed');
    expect(permissionDenial(actor('admin'), 'update:user:role', { user_id: 2, role: 'editor', new_role: 'admin' })).toBe('not_allowed');
    expect(permissionDenial(actor('admin'), 'update:user:role', { user_id: 2, role: 'editor', new_role: 'contributor' })).toBeNull();
    expect(can(actor('editor'), 'update:user:role', { user_id: 2, role: 'contributor', new_role: 'contributor' })).toBe(false);
  });

  test('status changes: nobody changes their own; the managed roles otherwise', () => {
    expect(permissionDenial(actor('admin', 3), 'update:user:status', { user_id: 3, role: 'admin' })).toBe('self');
    expect(can(actor('editor'), 'update:user:status', { user_id: 2, role: 'creator' })).toBe(true);
    expect(can(actor('editor'), 'update:user:status', { user_id: 2, role: 'editor' })).toBe(false);
    expect(can(actor('contributor'), 'update:user:status', { user_id: 2, role: 'creator' })).toBe(false);
  });
});

/*
 * The shape of what comes (DOMAIN.md §3), on a table of its own: `:own` grants and money fields.
 */
type DomainPermission = 'read:sponsor' | 'create:sponsor' | 'update:deliverable' | 'update:deliverable:own' | 'read:money' | 'read:money:own';
const domainRules: AccessRules<DomainPermission> = {
  grants: {
    super_admin: { 'read:sponsor': true, 'create:sponsor': true, 'update:deliverable': true, 'read:money': true },
    admin: { 'read:sponsor': true, 'create:sponsor': true, 'update:deliverable': true, 'read:money': true },
    editor: { 'read:sponsor': true, 'create:sponsor': true, 'update:deliverable': true, 'read:money': true },
    contributor: { 'read:sponsor': true, 'create:sponsor': true, 'update:deliverable': true },
    creator: { 'update:deliverable:own': true, 'read:money:own': true },
  },
};
const domain = accessControl(domainRules);

describe('grants for one’s own resources', () => {
  test('a creator may update their own deliverable, not another creator’s', () => {
    expect(domain.can(actor('creator', 40), 'update:deliverable', { owner_id: 40 })).toBe(true);
    expect(domain.can(actor('creator', 40), 'update:deliverable', { owner_id: 41 })).toBe(false);
    expect(domain.can(actor('creator', 40), 'update:deliverable', { owner_id: null })).toBe(false);
  });

  test('without a resource, an own grant is enough to reach the route; staff grants cover every resource', () => {
    expect(domain.can(actor('creator', 40), 'update:deliverable')).toBe(true);
    expect(domain.can(actor('creator', 40), 'create:sponsor')).toBe(false);
    expect(domain.can(actor('contributor'), 'update:deliverable', { owner_id: 99 })).toBe(true);
    expect(domain.rolesWith('update:deliverable')).toEqual(ROLES);
  });
});

describe('field-level rules', () => {
  const deal = restrictedFields(
    z.object({ deal_id: z.number(), creator_id: z.number(), title: z.string(), fee: z.number(), commission: z.number() }),
    { fee: 'read:money', commission: 'read:money' } as const,
  );
  const row = { deal_id: 1, creator_id: 40, title: 'Spring launch', fee: 1200, commission: 240 };
  const forActor = (who: { user_id: number; role: Role }) =>
    readableFields(row, deal.rules, (permission) => domain.can(who, permission, { owner_id: row.creator_id }));

  test('a role that may read money gets the money fields', () => {
    expect(forActor(actor('editor'))).toEqual(row);
  });

  test('for a role that may not, the fields are absent (not null, not masked)', () => {
    const answer = forActor(actor('contributor'));
    expect(answer).toEqual({ deal_id: 1, creator_id: 40, title: 'Spring launch' });
    expect('fee' in answer).toBe(false);
  });

  test('an own grant reads the money of one’s own resource only', () => {
    expect(forActor(actor('creator', 40))).toEqual(row);
    expect(forActor(actor('creator', 41))).toEqual({ deal_id: 1, creator_id: 40, title: 'Spring launch' });
  });

  test('the schema accepts the answer with or without the restricted fields, but never without the others', () => {
    expect(deal.schema.safeParse(row).success).toBe(true);
    expect(deal.schema.safeParse({ deal_id: 1, creator_id: 40, title: 'Spring launch' }).success).toBe(true);
    expect(deal.schema.safeParse({ deal_id: 1, creator_id: 40 }).success).toBe(false);
  });
});
