export { SessionManager, useSignInRequests, type SessionManagerProps, type SignInRequest } from './SessionManager';
export { SignInModal, type SignInModalProps } from './SignInModal';
export { readStoredSession, storeSession, clearStoredSession, SESSION_STORAGE_KEY } from './sessionStore';
