/** The users feature's components that other features render: the sign-in form, which the admin frame draws. */
export { LoginCard } from './LoginCard';
