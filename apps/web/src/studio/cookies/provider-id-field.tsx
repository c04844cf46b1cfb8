import type { Architecture } from '@atrium/domain';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../fields/use-field-issue';
import { ARCHITECTURE_PATH, editArchitecture } from './edit-architecture';
import { providerIdProblem } from './provider-id';
import { renameCookieProvider } from './provider-references';

type Props = { architecture: Architecture; index: number };

/**
 * The provider's id. Widgets name providers by id, so a new id is applied (to the provider and the
 * widgets naming it) only when the field is left or Enter is pressed, and only if it is free:
 * renaming keystroke by keystroke could pass through a neighbour's id and merge their references.
 */
export function ProviderIdField({ architecture, index }: Props) {
  const { t } = useTranslation();
  const id = architecture.cookieProviders[index]?.id ?? '';
  const [text, setText] = useState(id);
  const [problem, setProblem] = useState<string>();
  // The id changed by undo, redo or a rename: show it (state adjusted while rendering).
  const [shownId, setShownId] = useState(id);
  if (shownId !== id) {
    setShownId(id);
    setText(id);
    setProblem(undefined);
  }
  const issue = useFieldError(
    [...ARCHITECTURE_PATH, 'cookieProviders', index, 'id'],
    t('studio.cookies.providers.idHelp'),
  );

  const commit = () => {
    const next = text.trim();
    if (next === id) {
      setText(id);
      return;
    }
    const others = architecture.cookieProviders
      .filter((_, other) => other !== index)
      .map((provider) => provider.id);
    const reason = providerIdProblem(next, others);
    if (reason) {
      setProblem(t(`studio.cookies.providers.idProblem.${reason}`));
      return;
    }
    editArchitecture((draft) => {
      renameCookieProvider(draft, index, next);
    });
  };

  return (
    <TextField
      size="small"
      label={t('studio.cookies.providers.id')}
      sx={{ minWidth: { sm: 280 } }}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        setProblem(undefined);
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
      error={problem !== undefined || issue.error}
      helperText={problem ?? issue.helperText}
      slotProps={{ htmlInput: { spellCheck: false } }}
    />
  );
}
