import {
  captureReceiptSchema,
  cookieConsentLogPageSchema,
  cookieConsentLogQuerySchema,
  cookiePreferencesMessageSchema,
  frontEndLogMessageSchema,
} from '../api/capture.schema';
import { defineRoute } from './http-route.contract';

const tooMany = 'Too many requests from this client (capture.rate_limited, with Retry-After)';

export const captureRoutes = {
  recordConsent: defineRoute({
    method: 'POST',
    path: '/api/capture/cookiePreferences',
    access: 'public',
    optionalToken: true,
    tags: ['capture'],
    summary: 'Log one save of the cookie banner (anonymous visitors too)',
    description: `The user id and email of the log entry come from the access token, never from the body. ${tooMany}.`,
    body: cookiePreferencesMessageSchema,
    response: { 201: captureReceiptSchema },
  }),
  listConsents: defineRoute({
    method: 'GET',
    path: '/api/capture/cookiePreferences',
    access: 'capture.audit',
    tags: ['capture'],
    summary: 'The cookie-consent log, newest first (administrators)',
    query: cookieConsentLogQuerySchema,
    response: { 200: cookieConsentLogPageSchema },
  }),
  log: defineRoute({
    method: 'POST',
    path: '/api/capture/log',
    access: 'capture.log',
    tags: ['capture'],
    summary: 'Store a front-end log message and write it to the server log (logged-in users)',
    description: tooMany,
    body: frontEndLogMessageSchema,
    response: { 201: captureReceiptSchema },
  }),
} as const;
