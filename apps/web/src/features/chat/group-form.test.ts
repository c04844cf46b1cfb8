import { describe, expect, it } from 'vitest';
import { candidatesOf, fieldOfDetail, groupFormErrors, hasErrors } from './group-form';

describe('the group channel form (spec §5)', () => {
  it('needs a name and two other users, each said at its field', () => {
    expect(groupFormErrors({ name: '  ', memberIds: ['a'] })).toEqual({
      name: 'chat.group.nameRequired',
      members: 'chat.group.twoUsersRequired',
    });
    expect(groupFormErrors({ name: 'Team', memberIds: ['a', 'a'] })).toEqual({
      members: 'chat.group.twoUsersRequired',
    });
    const valid = groupFormErrors({ name: 'Team', memberIds: ['a', 'b'] });
    expect(valid).toEqual({});
    expect(hasErrors(valid)).toBe(false);
    expect(groupFormErrors({ name: 'x'.repeat(81), memberIds: ['a', 'b'] }).name).toBe(
      'chat.group.nameTooLong',
    );
  });

  it('maps the server validation details to the fields', () => {
    expect(fieldOfDetail('name')).toBe('name');
    expect(fieldOfDetail('memberIds')).toBe('members');
    expect(fieldOfDetail('memberIds.3')).toBe('members');
    expect(fieldOfDetail('architectureId')).toBeUndefined();
  });

  it('offers everyone known once, without oneself, filtered by name', () => {
    const present = [
      { uid: 'self', name: 'Sam Self' },
      { uid: 'b', name: 'Bea' },
    ];
    const met = [
      { uid: 'a', name: 'Anna' },
      { uid: 'b', name: 'Bea' },
    ];
    expect(candidatesOf([present, met], 'self', '', 'en').map((u) => u.uid)).toEqual(['a', 'b']);
    expect(candidatesOf([present, met], 'self', ' BE ', 'en').map((u) => u.uid)).toEqual(['b']);
  });
});
