/**
 * The screen of each admin tool declared in src/domain/admin-menu.ts. AdminApp builds one guarded route
 * per tool from that declaration and this map; a new tool is a line there and a line here.
 */
import type { ComponentType } from 'react';
import type { AdminToolPath } from '../../domain/admin-menu';
import type { SessionUser } from '../../domain/session';
import { FormationTool } from './formations/FormationTool';
import { FormsDashboard } from './forms/FormsDashboard';
import { SiteContentTool } from './content/SiteContentTool';
import { EventsManager } from './events/EventsManager';
import { AccountScreen } from './users/AccountScreen';
import { UsersTool } from './users/UsersTool';

export interface ToolScreenProps {
  user: SessionUser;
}

export const TOOL_SCREENS: Record<AdminToolPath, ComponentType<ToolScreenProps>> = {
  '/access/events': () => <EventsManager />,
  '/access/committees': () => <FormationTool type="committee" />,
  '/access/grades': () => <FormationTool type="grade" />,
  '/access/forms': ({ user }) => <FormsDashboard user={user} />,
  '/access/content': () => <SiteContentTool />,
  '/access/users': () => <UsersTool />,
  '/access/account': ({ user }) => <AccountScreen user={user} />,
};
