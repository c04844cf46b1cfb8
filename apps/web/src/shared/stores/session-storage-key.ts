/** The session storage item holding the access token (also read by the start-up script). */
export const SESSION_STORAGE_KEY = 'atrium:session';
