export { SessionManager, useSignInRequests, type SessionManagerProps, type SignInRequest } from './SessionManager';
export { readStoredSession, storeSession, clearStoredSession, SESSION_STORAGE_KEY } from './sessionStore';
