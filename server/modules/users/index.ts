/** Users: the staff's administration of accounts (list, create, role, status). What other modules may use is exported here. */
export { createUsersService, usernameInUse, type NewUser, type UsersService } from './users-service';
export { usersHandlers } from './users-handlers';
export { usersRepository, type Person, type UserRow } from './users-repository';
export { toCurrentUser, toUser } from './user-mappers';
