// What other features use of users: the fields and the shape of the signed-in user, and what signing up needs to
// write a user (a new public code, the conflicts of unique fields) — for auth. Other features import users only from
// here; a user's row, lookup and short card are in lib/user-card.ts.

export { CurrentUser, DisplayName, Email, Password, Phone, Username } from './user.schemas.ts';
export { generateUserCode, rethrowUserConflict, toCurrentUser } from './users.service.ts';
