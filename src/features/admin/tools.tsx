/**
 * The screen of each admin tool declared in admin-menu.ts. AdminApp builds one guarded route per tool from
 * that declaration and this map; a new tool is a line there and a line here. Each feature's screens come
 * from its `admin.ts` and load when first opened, so no public page carries their code or styles.
 */
import { lazy, type ComponentType } from 'react';
import type { AdminToolPath } from './admin-menu';
import type { SessionUser } from '../../shared/session';

export interface ToolScreenProps {
  user: SessionUser;
}

const EventsManager = lazy(() => import('../events/admin').then((screens) => ({ default: screens.EventsManager })));
const FormationTool = lazy(() => import('../formations/admin').then((screens) => ({ default: screens.FormationTool })));
const FormsDashboard = lazy(() => import('../forms/admin').then((screens) => ({ default: screens.FormsDashboard })));
const SiteContentTool = lazy(() => import('../content/admin').then((screens) => ({ default: screens.SiteContentTool })));
const UsersTool = lazy(() => import('../users/admin').then((screens) => ({ default: screens.UsersTool })));
const AccountScreen = lazy(() => import('../users/admin').then((screens) => ({ default: screens.AccountScreen })));
export const LoginPage = lazy(() => import('../users/admin').then((screens) => ({ default: screens.LoginPage })));

export const TOOL_SCREENS: Record<AdminToolPath, ComponentType<ToolScreenProps>> = {
  '/access/events': () => <EventsManager />,
  '/access/committees': () => <FormationTool type="committee" />,
  '/access/grades': () => <FormationTool type="grade" />,
  '/access/forms': ({ user }) => <FormsDashboard user={user} />,
  '/access/content': () => <SiteContentTool />,
  '/access/users': () => <UsersTool />,
  '/access/account': ({ user }) => <AccountScreen user={user} />,
};
