import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('@atrium/domain barrel', () => {
  it.each([
    'venueSchema',
    'architectureSchema',
    'areaSchema',
    'viewpointSchema',
    'backgroundSchema',
    'contentWidgetSchema',
    'meetingSwitchNames',
    'validateVenue',
    'formatIssuePath',
    'pickLocalized',
    'localizedText',
    'chooseLocale',
    'initials',
    'nameFromEmail',
    'displayName',
    'sanitizeEmail',
    'publicationState',
    'venueVersionSchema',
    'decideVersionChange',
    'isConfigurationActive',
    'activeConfiguration',
    'configurationWindowStatus',
    'errorBodySchema',
    'errorIds',
    'loginRequestSchema',
    'loginResponseSchema',
    'publishResponseSchema',
    'stageResponseSchema',
    'assetUploadResponseSchema',
    'uiConfigSchema',
    'roles',
    'ROLE_ADMIN',
    'supportedLocales',
    'UNPUBLISHED_VERSION',
    'APP_VERSION',
    'sessionResponseSchema',
    'REFRESH_COOKIE_NAME',
    'passwordResetRequestSchema',
    'passwordResetConfirmSchema',
    'registrationInputSchema',
    'registrationCsvColumns',
    'bizzaboLoginRequestSchema',
    'cventLoginRequestSchema',
    'registrationLoginResponseSchema',
  ])('exports %s', (name) => {
    expect(domain).toHaveProperty(name);
    expect((domain as Record<string, unknown>)[name]).toBeDefined();
  });
});
