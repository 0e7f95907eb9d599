/**
 * Adds demo users in every role, some activity history, the agency's roster (sponsors,
 * creators, their numbers and rates) and campaigns with their creators and what those deliver
 * (with drafts, reviews and publications), and the staff's tasks, through the same services as the API.
 * Safe to run twice: existing demo users, an existing roster, existing demo campaigns and deals
 * with deliverables are left as they are.
 */
import type { Role } from '../contract';
import { ensureInitialAdmin, startRuntime } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import type { RequestContext } from '../server/context';
import { createLogger } from '../server/logger';
import { usersRepository } from '../server/modules/users/users-repository';
import { seedCampaigns, seedCreatorPortal, seedDeliverables, seedRoster, seedTasks } from './demo-roster';

const DEMO_PASSWORD = 'Demo1234';
const DEMO_USERS: { username: string; role: Role }[] = [
  { username: 'demo_super', role: 'super_admin' },
  { username: 'demo_admin', role: 'admin' },
  { username: 'demo_editor', role: 'editor' },
  { username: 'demo_contributor', role: 'contributor' },
  { username: 'giulia_creator', role: 'creator' },
  { username: 'marco_creator', role: 'creator' },
  { username: 'sara_creator', role: 'creator' },
  { username: 'luca_editor', role: 'editor' },
];

const config = loadConfig();
const logger = createLogger('warn');
const runtime = await startRuntime(config, logger);
const { services, database } = runtime;

try {
  const initialAdmin = await ensureInitialAdmin(config, runtime);
  if (initialAdmin?.generatedPassword) {
    console.log(`Super admin created: ${initialAdmin.username} / ${initialAdmin.generatedPassword} (shown only now)`);
  }
  const address = '127.0.0.1';
  let created = 0;
  for (const demo of DEMO_USERS) {
    if (await usersRepository.findByUsername(database.db, demo.username)) continue;
    await services.users.insertUser({ ...demo, email: `${demo.username}@example.com`, password: DEMO_PASSWORD });
    created += 1;
  }

  // Some history: sign-ins, a failed attempt, settings, a role change and a deactivation.
  const contextOf = async (username: string): Promise<RequestContext> => {
    const { session } = await services.auth.login({ identifier: username, password: DEMO_PASSWORD }, address);
    const actor = await services.auth.authenticate(session.accessToken);
    return { actor, address };
  };
  const admin = await contextOf('demo_admin');
  const superAdmin = await contextOf('demo_super');
  await services.auth.login({ identifier: 'demo_editor', password: 'wrong-password' }, address).catch(() => undefined);
  await services.account.updatePreferences(admin, { theme: 'ocean', language: 'en', initials: 'DA' });
  const luca = await usersRepository.findByUsername(database.db, 'luca_editor');
  const sara = await usersRepository.findByUsername(database.db, 'sara_creator');
  if (luca) await services.users.changeRole(superAdmin, luca.id, 'contributor').catch(() => undefined);
  if (sara?.isActive) await services.users.changeStatus(admin, sara.id, false);

  const roster = await seedRoster(services, database.db, admin);
  console.log(roster.sponsors > 0 ? `Roster added: ${roster.sponsors} sponsors, ${roster.creators} creators with 12 months of numbers.` : 'The demo roster was already there.');
  // Campaign owners: staff of the demo, in turn.
  const owners = await Promise.all(['demo_admin', 'demo_editor', 'luca_editor'].map((username) => usersRepository.findByUsername(database.db, username)));
  const campaigns = await seedCampaigns(services, admin, owners.flatMap((owner) => (owner?.isActive ? [owner.id] : [])));
  console.log(campaigns.campaigns > 0 ? `Campaigns added: ${campaigns.campaigns} campaigns with ${campaigns.deals} creators in them.` : 'The demo campaigns were already there.');
  // Giulia's portal account is a creator of the roster, in a few campaigns: /creator/campagne shows her work.
  const giulia = await usersRepository.findByUsername(database.db, 'giulia_creator');
  const portal = giulia ? await seedCreatorPortal(services, database.db, admin, giulia.id) : { creator: null, deals: 0 };
  if (portal.creator) console.log(`giulia_creator is the portal account of ${portal.creator}, in ${portal.deals} campaigns.`);
  // Drafts come in through a contributor and are reviewed by an editor; the admin plans and publishes.
  const [submitter, reviewer] = await Promise.all([contextOf('demo_contributor').catch(() => admin), contextOf('demo_editor').catch(() => admin)]);
  const deliverables = await seedDeliverables(services, { staff: admin, submitter, reviewer });
  console.log(deliverables.deliverables > 0 ? `Deliverables added: ${deliverables.deliverables} deliverables with ${deliverables.drafts} drafts.` : 'The demo deliverables were already there.');
  // Tasks go to the campaign owners, in turn; /scadenze shows them beside the campaigns' dates.
  const tasks = await seedTasks(services, admin, owners.flatMap((owner) => (owner?.isActive ? [owner.id] : [])));
  console.log(tasks.tasks > 0 ? `Tasks added: ${tasks.tasks}, ${tasks.done} of them done.` : 'The demo tasks were already there.');
  console.log(`Demo data ready (${created} users added). Every demo user signs in with the password ${DEMO_PASSWORD}:`);
  for (const demo of DEMO_USERS) console.log(`  ${demo.username.padEnd(18)} ${demo.role}`);
} finally {
  await runtime.close();
}
