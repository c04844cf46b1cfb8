import type {
  Architecture,
  ContentWidget,
  IssuePath,
  LocalizedList,
  WidgetConfiguration,
} from '@atrium/domain';

/** A widget configuration that names a cookie provider. */
export type ProviderReference = {
  /** The area the widget is placed in; undefined for a global widget. */
  area?: { id: string; names: LocalizedList };
  widget: { id: string; name: string };
  configuration: { id: string; name: string };
  /** Where the configuration is, inside the architecture. */
  path: IssuePath;
};

type WidgetEntry = { widget: ContentWidget; path: IssuePath; area?: ProviderReference['area'] };

function widgetsOf(architecture: Architecture): WidgetEntry[] {
  return [
    ...architecture.globalWidgets.map((widget, index) => ({ widget, path: ['globalWidgets', index] })),
    ...architecture.areas.flatMap((area, areaIndex) =>
      area.contentWidgets.map((widget, index) => ({
        widget,
        path: ['areas', areaIndex, 'contentWidgets', index],
        area: { id: area.id, names: area.names },
      })),
    ),
  ];
}

function configurationsOf(widget: ContentWidget): WidgetConfiguration[] {
  return widget.configurations;
}

/** The widget configurations (global and in areas) that name the provider id. */
export function findProviderReferences(architecture: Architecture, providerId: string): ProviderReference[] {
  return widgetsOf(architecture).flatMap(({ widget, path, area }) =>
    configurationsOf(widget).flatMap((configuration, index) =>
      configuration.cookieProviders.includes(providerId)
        ? [
            {
              ...(area ? { area } : {}),
              widget: { id: widget.id, name: widget.name },
              configuration: { id: configuration.id, name: configuration.name },
              path: [...path, 'configurations', index],
            },
          ]
        : [],
    ),
  );
}

/** Whether a provider other than the one at `index` has the id (a duplicate keeps the references alive). */
function sharedWithAnother(architecture: Architecture, index: number, providerId: string): boolean {
  return architecture.cookieProviders.some(
    (provider, other) => other !== index && provider.id === providerId,
  );
}

function replaceReferences(architecture: Architecture, from: string, to: string | undefined): void {
  for (const { widget } of widgetsOf(architecture)) {
    for (const configuration of configurationsOf(widget)) {
      if (!configuration.cookieProviders.includes(from)) continue;
      const replaced = configuration.cookieProviders.flatMap((id) =>
        id !== from ? [id] : to === undefined ? [] : [to],
      );
      configuration.cookieProviders = [...new Set(replaced)];
    }
  }
}

/** The references that removing the provider at `index` takes away (none while a duplicate keeps its id). */
export function referencesRemovedWith(architecture: Architecture, index: number): ProviderReference[] {
  const provider = architecture.cookieProviders[index];
  if (!provider || sharedWithAnother(architecture, index, provider.id)) return [];
  return findProviderReferences(architecture, provider.id);
}

/**
 * Removes the provider at `index` from the architecture (a draft copy, changed in place) and takes
 * its id out of every widget configuration, so no reference is left dangling.
 */
export function removeCookieProvider(architecture: Architecture, index: number): void {
  const provider = architecture.cookieProviders[index];
  if (!provider) return;
  const shared = sharedWithAnother(architecture, index, provider.id);
  architecture.cookieProviders.splice(index, 1);
  if (!shared) replaceReferences(architecture, provider.id, undefined);
}

/**
 * Gives the provider at `index` a new id, and the widget configurations that named it the new one.
 * Refused (false) when another provider has the new id. When another provider shares the old id
 * (a duplicate being resolved), the references stay with that one.
 */
export function renameCookieProvider(architecture: Architecture, index: number, newId: string): boolean {
  const provider = architecture.cookieProviders[index];
  if (!provider) return false;
  if (sharedWithAnother(architecture, index, newId)) return false;
  const oldId = provider.id;
  provider.id = newId;
  if (oldId !== newId && !sharedWithAnother(architecture, index, oldId)) {
    replaceReferences(architecture, oldId, newId);
  }
  return true;
}
