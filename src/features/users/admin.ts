/** The users feature's screens in the admin area, for the admin shell only (it loads them when first opened). */
export { AccountScreen } from './AccountScreen';
export { LoginPage } from './LoginPage';
export { UsersTool } from './UsersTool';
