/** The submissions feature's screens in the admin area, for the admin shell only (it loads them when first opened). */
export { FormsDashboard } from './FormsDashboard';
