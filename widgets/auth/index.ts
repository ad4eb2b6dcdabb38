export { RadAuth } from './auth.element';
export { parseAuthRequest, titleAndMessage, needsCode, maxAttemptsPath, type AuthQuery, type AuthRequest } from './auth-request';
export type { AuthProps } from './Auth';
