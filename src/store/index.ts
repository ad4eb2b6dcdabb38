export { createConfigModel, type ConfigModel, type LoadStatus } from './config.model';
export { createUserModel, UserSchema, type User, type UserModel } from './user.model';
export { createAuthModel, type AuthModel } from './auth.model';
