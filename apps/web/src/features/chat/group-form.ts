import {
  CHAT_CHANNEL_NAME_MAX,
  CHAT_GROUP_MAX_MEMBERS,
  CHAT_GROUP_MIN_USERS,
  type ChatUser,
} from '@atrium/domain';

export type GroupForm = { name: string; memberIds: readonly string[] };
export type GroupFormErrors = { name?: string; members?: string };

/**
 * Spec §5: a channel needs a name ('Please enter a channel name!') and at least two users besides
 * its owner ('Please select at least two users!'). Answers text keys, per field.
 */
export function groupFormErrors(form: GroupForm): GroupFormErrors {
  const errors: GroupFormErrors = {};
  const name = form.name.trim();
  if (!name) errors.name = 'chat.group.nameRequired';
  else if (name.length > CHAT_CHANNEL_NAME_MAX) errors.name = 'chat.group.nameTooLong';
  const members = new Set(form.memberIds).size;
  if (members < CHAT_GROUP_MIN_USERS) errors.members = 'chat.group.twoUsersRequired';
  else if (members > CHAT_GROUP_MAX_MEMBERS - 1) errors.members = 'chat.group.tooManyUsers';
  return errors;
}

export const hasErrors = (errors: GroupFormErrors) => Boolean(errors.name || errors.members);

/** The field a server's validation detail belongs to (`name`, `memberIds`). */
export function fieldOfDetail(path: string): keyof GroupFormErrors | undefined {
  if (path === 'name' || path.startsWith('name.')) return 'name';
  if (path === 'memberIds' || path.startsWith('memberIds')) return 'members';
  return undefined;
}

/**
 * The people a channel can be made with: those present now, and those met in chats before,
 * each once, sorted by name; a search keeps those whose name has it (any case).
 */
export function candidatesOf(
  groups: readonly (readonly ChatUser[])[],
  selfUid: string | undefined,
  query: string,
  locale: string,
): ChatUser[] {
  const byUid = new Map<string, ChatUser>();
  for (const users of groups) {
    for (const user of users) if (user.uid !== selfUid && !byUid.has(user.uid)) byUid.set(user.uid, user);
  }
  const needle = query.trim().toLocaleLowerCase(locale);
  return [...byUid.values()]
    .filter((user) => !needle || user.name.toLocaleLowerCase(locale).includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
