import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { uiConfigSchema } from '@atrium/domain';
import { AppError } from '../../errors/app-error';
import type { Logger } from '../../logger';

/**
 * `/ui-config.json` sits next to index.html so that operators can replace it without a rebuild;
 * UI_CONFIG_FILE points at another file. It is read on each request (it is small and may
 * change), validated, and sent with its defaults filled in, so the browser needs no validator.
 */
export function createUiConfigService(file: string) {
  return {
    /** The validated file as JSON text, and its ETag. */
    async read(log: Logger): Promise<{ body: string; etag: string }> {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        log.warn({ err: error, file }, 'ui-config.json not found');
        throw new AppError('route.not_found', 'ui-config.json is missing: place it next to index.html.');
      }
      let parsed: ReturnType<typeof uiConfigSchema.safeParse>;
      try {
        parsed = uiConfigSchema.safeParse(JSON.parse(text));
      } catch {
        throw new AppError('config.invalid', `${file} is not valid JSON.`);
      }
      if (!parsed.success) {
        log.error({ file, issues: parsed.error.issues }, 'ui-config.json is invalid');
        throw new AppError(
          'config.invalid',
          `ui-config.json is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
        );
      }
      const body = JSON.stringify(parsed.data);
      return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    },
  };
}

export type UiConfigService = ReturnType<typeof createUiConfigService>;
