// @vitest-environment jsdom
import { type AttendeeEntry, defaultUiConfig } from '@atrium/domain';
import { act, createElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { changeLocale, initI18n } from '../../shared/i18n/i18n';
import { useRealtimeStatus } from '../../shared/realtime/realtime-status.store';
import { useSessionStore } from '../../shared/stores/session.store';
import { useVenueStore } from '../../shared/stores/venue.store';
import { published, resetStores, user, venueFixture } from '../../testing/guard-fixtures';
import { byLabel, render, settle } from '../../testing/render';
import { accessTokenWith } from '../../testing/session-fixtures';
import { AreaCount, DoorCount, DoorCountDescription, doorTargetArea } from './area-count';
import { usePresenceStore } from './presence.store';
import { PresenceDrawerList } from './presence-drawer-list';
import { PresenceHeaderWidget } from './presence-header-widget';
import { PresenceListbox } from './presence-listbox';

const entry = (index: number, areaId = 'lobby'): AttendeeEntry => ({
  uid: `u${index + 100}`,
  areaId,
  name: `Attendee ${index}`,
  company: 'ACME',
  title: 'Engineer',
  timestamp: 1,
  status: 'AVAILABLE',
});

/** The text a screen reader reads of an element: what is not hidden from it. */
function spokenText(node: Node): string {
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  return [...node.childNodes].map(spokenText).join('');
}

/** The list's window: `count` rows from `offset` of `total`. */
function showPage(total: number, offset: number, count: number) {
  usePresenceStore.getState().applyPage({
    total,
    offset,
    entries: Array.from({ length: count }, (_, i) => entry(offset + i)),
    counts: { lobby: total, hall: 0 },
    seq: 1,
  });
}

let unmount: (() => void) | undefined;

describe('presence views', () => {
  beforeAll(async () => {
    await initI18n(defaultUiConfig);
    // jsdom lays nothing out: the lists get a box of 400 × 400 px to show rows in.
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 400 });
  });
  beforeEach(() => {
    resetStores();
    usePresenceStore.setState({ windowOwners: [] });
    usePresenceStore.getState().reset();
    useVenueStore.setState({ venue: venueFixture('expo'), version: published('expo'), lastAreaId: 'lobby' });
    useSessionStore.setState({ accessToken: accessTokenWith(['attendee']), user });
    useRealtimeStatus.setState({ status: 'connected', connection: 1 });
  });
  afterEach(() => {
    unmount?.();
    unmount = undefined;
  });

  describe('the area count', () => {
    it('shows nothing until presence is ready, then the number as part of the link’s name', async () => {
      const view = await render(
        createElement('a', { href: '#' }, 'Lobby', createElement(AreaCount, { areaId: 'lobby' })),
      );
      unmount = view.unmount;
      expect(view.container.textContent).toBe('Lobby');
      act(() => showPage(3, 0, 3));
      expect(view.container.querySelector('[data-testid="area-count"]')?.textContent).toBe('3');
      expect(view.container.textContent).toBe(`Lobby 3 ${en.presence.areaPeople_other}`);
    });

    it('groups the digits of large counts as the language does', async () => {
      const view = await render(
        createElement('a', { href: '#' }, 'Lobby', createElement(AreaCount, { areaId: 'lobby' })),
      );
      unmount = view.unmount;
      act(() => showPage(2000, 0, 3));
      expect(view.container.textContent).toBe(`Lobby 2,000 ${en.presence.areaPeople_other}`);
      await act(() => changeLocale('de'));
      try {
        expect(view.container.querySelector('[data-testid="area-count"]')?.textContent).toBe('2.000');
      } finally {
        await act(() => changeLocale('en'));
      }
    });
  });

  describe('the count on a door', () => {
    it('knows the area a door leads to', () => {
      expect(doorTargetArea({ type: 'LINK', configurations: [{ url: 'x' }, { targetAreaId: 'hall' }] })).toBe(
        'hall',
      );
      expect(doorTargetArea({ type: 'LINK', configurations: [{ targetViewpointId: 'v2' }] })).toBeUndefined();
      expect(doorTargetArea({ type: 'MEETING', configurations: [{ targetAreaId: 'hall' }] })).toBeUndefined();
    });

    it('shows how many are behind the door once presence is ready, described for screen readers', async () => {
      const view = await render(
        createElement(
          'div',
          null,
          createElement(DoorCount, { areaId: 'lobby' }),
          createElement(DoorCountDescription, { areaId: 'lobby', id: 'door-count-1' }),
        ),
      );
      unmount = view.unmount;
      expect(view.container.textContent).toBe('');
      act(() => showPage(2, 0, 2));
      // The number is drawn by CSS: no text inside the door's button beside its name.
      expect(view.container.querySelector('[data-testid="door-count"]')?.getAttribute('data-count')).toBe(
        '2',
      );
      expect(document.getElementById('door-count-1')?.textContent).toBe(`2 ${en.presence.areaPeople_other}`);
      act(() => showPage(12000, 0, 2));
      expect(view.container.querySelector('[data-testid="door-count"]')?.getAttribute('data-count')).toBe(
        '12,000',
      );
    });
  });

  describe('the attendee listbox', () => {
    const onActivate = vi.fn();
    const mountList = async () => {
      const view = await render(
        createElement(PresenceListbox, {
          owner: 'test',
          label: 'Attendees',
          itemSize: 40,
          onActivate,
          renderEntry: (attendee: AttendeeEntry) => attendee.name,
        }),
      );
      unmount = view.unmount;
      return byLabel(view.container, 'Attendees');
    };
    beforeEach(() => onActivate.mockClear());

    it('draws only the rows on the screen of thousands, each with its place in the whole list', async () => {
      showPage(5000, 0, 60);
      const list = await mountList();
      const options = list.querySelectorAll('[role="option"]');
      expect(options.length).toBeGreaterThan(5);
      expect(options.length).toBeLessThan(30);
      expect(options[0]?.getAttribute('aria-setsize')).toBe('5000');
      expect(options[0]?.getAttribute('aria-posinset')).toBe('1');
      expect(options[0]?.textContent).toBe('Attendee 0');
    });

    it('asks for the window around the rows shown when it is the list shown last', async () => {
      showPage(5000, 0, 60);
      usePresenceStore.getState().setWindow({ offset: 3000, limit: 60 });
      await mountList();
      expect(usePresenceStore.getState().window.offset).toBe(0);
    });

    it('moves with the arrow keys, Home and End, and opens the attendee with Enter', async () => {
      showPage(5000, 0, 60);
      const list = await mountList();
      const key = (name: string) =>
        act(() => list.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true })));
      key('ArrowDown');
      key('ArrowDown');
      expect(list.getAttribute('aria-activedescendant')).toMatch(/-attendee-2$/);
      key('Enter');
      expect(onActivate).toHaveBeenCalledWith(entry(2), expect.any(HTMLElement));
      key('End');
      expect(list.getAttribute('aria-activedescendant')).toMatch(/-attendee-4999$/);
      key('Home');
      expect(list.getAttribute('aria-activedescendant')).toMatch(/-attendee-0$/);
    });

    it('shows rows outside the loaded window as busy placeholders, which do nothing', async () => {
      showPage(5000, 100, 60);
      const list = await mountList();
      const first = list.querySelector<HTMLElement>('[role="option"]');
      expect(first?.getAttribute('aria-busy')).toBe('true');
      act(() => first?.click());
      expect(onActivate).not.toHaveBeenCalled();
    });
  });

  describe('the drawer list', () => {
    const mountDrawerList = async () => {
      const view = await render(createElement(PresenceDrawerList));
      unmount = view.unmount;
      await settle();
      return view.container;
    };
    const option = (root: ParentNode, index: number) =>
      root.querySelector<HTMLElement>(`[role="option"][data-index="${index}"]`)!;
    const card = () => document.querySelector('[data-testid="attendee-card"]');

    it('says it is connecting until the first page arrives', async () => {
      const root = await mountDrawerList();
      expect(root.textContent).toBe(en.presence.connecting);
    });

    it('shows the floating card of a selected attendee; the same attendee again deselects it', async () => {
      showPage(3, 0, 3);
      const root = await mountDrawerList();
      expect(root.querySelector('[data-testid="presence-total"]')?.textContent).toBe('3 attendees');
      act(() => option(root, 1).click());
      expect(card()?.getAttribute('aria-label')).toBe('Attendee 1');
      expect(option(root, 1).getAttribute('aria-selected')).toBe('true');
      act(() => option(root, 1).click());
      expect(card()).toBeNull();
    });

    it('counts with grouped digits, and shows each attendee with name, title and company, and area', async () => {
      showPage(2000, 0, 3);
      const root = await mountDrawerList();
      expect(root.querySelector('[data-testid="presence-total"]')?.textContent).toBe('2,000 attendees');
      const row = option(root, 1);
      expect(spokenText(row)).toBe('Attendee 1Engineer · ACMElobby');
      // The lines are cut when too long: the whole text is the row's tooltip.
      expect(row.querySelector('[title]')?.getAttribute('title')).toBe('Attendee 1\nEngineer · ACME\nlobby');
      await act(() => changeLocale('de'));
      try {
        expect(root.querySelector('[data-testid="presence-total"]')?.textContent).toBe('2.000 Personen');
      } finally {
        await act(() => changeLocale('en'));
      }
    });

    it('deselects on a click outside the card, and moves to another attendee on a click there', async () => {
      showPage(3, 0, 3);
      const root = await mountDrawerList();
      act(() => option(root, 0).click());
      act(() => option(root, 2).click());
      expect(card()?.getAttribute('aria-label')).toBe('Attendee 2');
      // A click inside the card keeps it; the listener starts after the click that opened it.
      await settle();
      act(() => card()?.querySelector('p')?.click());
      expect(card()).not.toBeNull();
      act(() => document.body.click());
      expect(card()).toBeNull();
    });

    it('filters: the chips toggle this area and my company, and start the list from its top', async () => {
      showPage(300, 120, 60);
      usePresenceStore.getState().setWindow({ offset: 120, limit: 60 });
      const root = await mountDrawerList();
      const thisArea = root.querySelector<HTMLElement>('[data-testid="presence-filter-thisArea"]')!;
      expect(thisArea.getAttribute('aria-pressed')).toBe('false');
      act(() => thisArea.click());
      expect(usePresenceStore.getState().filters).toMatchObject({ thisArea: true, myCompany: false });
      expect(usePresenceStore.getState().window.offset).toBe(0);
      expect(thisArea.getAttribute('aria-pressed')).toBe('true');
    });
  });

  describe('the header strip', () => {
    it('shows first names; the full name is what is read and, with title and company, the tooltip', async () => {
      usePresenceStore.getState().applyPage({
        total: 2,
        offset: 0,
        entries: [
          { ...entry(0), name: 'Quinn Alexandra Presence', title: 'Designer', company: 'Northwind' },
          entry(1),
        ],
        counts: { lobby: 2 },
        seq: 1,
      });
      const view = await render(createElement(PresenceHeaderWidget));
      unmount = view.unmount;
      const quinn = view.container.querySelector<HTMLElement>('[role="option"][data-index="0"]')!;
      expect(quinn.querySelector('[aria-hidden="true"]:not(.MuiAvatar-root)')?.textContent).toBe('Quinn');
      expect(spokenText(quinn)).toBe('Quinn Alexandra Presence');
      expect(quinn.querySelector('[title]')?.getAttribute('title')).toBe(
        'Quinn Alexandra Presence – Designer · Northwind',
      );
    });
  });
});
