export { createConfigModel, type ConfigModel, type LoadStatus } from './config.model';
export { createUserModel, UserSchema, type User, type UserModel } from './user.model';
export { createAuthModel, type AuthModel } from './auth.model';
export { createBookingRequestModel, type BookingRequestModel, type BookingRequestSummary } from './booking-request.model';
