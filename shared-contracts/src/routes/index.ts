export * from './routes';
export * from './wishlistSignInLink';
