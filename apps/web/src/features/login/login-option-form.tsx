import { canResetPassword, type LoginOption } from '@atrium/domain';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from '../../shared/api/auth.api';
import { bizzaboLogin, cventLogin, login } from '../../shared/api/login.api';
import { CredentialsForm } from './credentials-form';
import { type LoginMessage, loginErrorMessage, registrationLoginMessage } from './login-messages';

type Props = {
  option: LoginOption;
  architectureId: string | undefined;
  busy: boolean;
  /** Runs a login call; its access token completes the login, its failure becomes a message. */
  attempt: (
    call: () => Promise<{ accessToken: string }>,
    toMessage: (error: unknown) => LoginMessage,
  ) => void;
  report: (message: LoginMessage) => void;
};

/** The form of one login option: email and password, ticket number, or confirmation number. */
export function LoginOptionForm({ option, architectureId, busy, attempt, report }: Props) {
  const { t } = useTranslation();
  const architectureID = architectureId ?? '';

  if (option.loginType === 'BIZZABO_LOGIN') {
    return (
      <CredentialsForm
        busy={busy}
        fields={[
          { field: 'registrationNumber', label: t('login.registrationNumber'), inputMode: 'numeric' },
          { field: 'email', label: t('login.email'), type: 'email', autoComplete: 'email' },
        ]}
        onSubmit={(values) =>
          attempt(
            () =>
              bizzaboLogin({
                architectureID,
                registrationNumber: Number(values.registrationNumber),
                emailAddress: values.email.trim(),
              }),
            registrationLoginMessage,
          )
        }
      />
    );
  }

  if (option.loginType === 'CVENT_LOGIN') {
    return (
      <CredentialsForm
        busy={busy}
        fields={[{ field: 'confirmationNumber', label: t('login.confirmationNumber'), autoComplete: 'off' }]}
        onSubmit={(values) =>
          attempt(
            () => cventLogin({ architectureID, confirmationNumber: values.confirmationNumber.trim() }),
            registrationLoginMessage,
          )
        }
      />
    );
  }

  return (
    <CredentialsForm
      busy={busy}
      fields={[
        { field: 'email', label: t('login.email'), type: 'email', autoComplete: 'username' },
        { field: 'password', label: t('login.password'), type: 'password', autoComplete: 'current-password' },
      ]}
      onSubmit={(values) =>
        attempt(() => login({ email: values.email.trim(), password: values.password }), loginErrorMessage)
      }
      extra={(values) => (
        <Button
          fullWidth
          sx={{ mt: 1 }}
          disabled={busy || !canResetPassword(values.email ?? '')}
          onClick={async () => {
            try {
              await requestPasswordReset({
                email: (values.email ?? '').trim(),
                continueUrl: window.location.href,
              });
              report({ key: 'login.emailSent', error: false });
            } catch (error) {
              report(loginErrorMessage(error));
            }
          }}
        >
          {t('login.resetPassword')}
        </Button>
      )}
    />
  );
}
