import type { ChatFileType } from './chat-files.content-type';

/** The longest stored file name, in characters (its extension included). */
export const CHAT_FILE_NAME_MAX = 120;

/**
 * The name a chat file is stored and offered for download under: no path, no control or
 * direction-changing characters (a name that reads "txt.exe" backwards), none of the characters
 * file systems refuse, not hidden, bounded in length, and ending in an extension of its real type
 * (so a text named "run.bat" downloads as "run.bat.txt", not as something that runs).
 */
export function chatFileName(raw: string, type: ChatFileType): string {
  const base = raw.slice(Math.max(raw.lastIndexOf('/'), raw.lastIndexOf('\\')) + 1);
  let name = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (!type.extensions.includes(extension)) name = `${name || 'file'}.${type.extensions[0]}`;
  return bounded(name);
}

/** Cuts the stem (never the extension) to fit, by whole characters. */
function bounded(name: string): string {
  const characters = [...name];
  if (characters.length <= CHAT_FILE_NAME_MAX) return name;
  const dot = name.lastIndexOf('.');
  const extension = [...name.slice(dot)];
  const stem = characters
    .slice(0, CHAT_FILE_NAME_MAX - extension.length)
    .join('')
    .trimEnd();
  return `${stem}${extension.join('')}`;
}
