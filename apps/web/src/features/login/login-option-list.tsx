import type { LoginOption } from '@atrium/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/** One button per login option; a single option never shows this list (it is preselected). */
export function LoginOptionList({
  options,
  onSelect,
}: {
  options: LoginOption[];
  onSelect: (option: LoginOption) => void;
}) {
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }} data-testid="login-options">
      {options.map((option) => (
        <Button key={option.providerId} variant="outlined" size="large" onClick={() => onSelect(option)}>
          {option.displayName}
        </Button>
      ))}
    </Stack>
  );
}
