/** The users feature's query keys: `['users', resource, ...params]`. */
export const USERS_LIST = ['users', 'list'] as const;
