/** Demo sign-ins for local runs (listed in the README). Never seeded into production. */
import type { Scope } from '../../src/features/users/scopes';

export interface DemoUser {
  userId: string;
  password: string;
  name: string;
  scopes: Scope[];
  is_admin: boolean;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { userId: 'admin', password: 'hsa-demo-admin', name: 'Alex Admin', scopes: ['events', 'formations', 'forms'], is_admin: true },
  { userId: 'editor', password: 'hsa-demo-editor', name: 'Erin Editor', scopes: ['events', 'formations'], is_admin: false },
  { userId: 'treasurer', password: 'hsa-demo-treasurer', name: 'Terry Treasurer', scopes: ['forms'], is_admin: false },
];
