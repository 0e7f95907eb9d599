import { AdminLayout } from '../../features/admin-shell/admin-layout';
import { adminNavigation } from '../admin-navigation';

/** The layout of every staff page, with the sidebar of this app. */
export function AdminArea() {
  return <AdminLayout navigation={adminNavigation} />;
}
