import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatRatio } from './contrast';
import type { ContrastCheck, ThemeMode } from './contrast-checks';

/** A failed check in words: by how much it misses, and which colours to change which way. */
function useExplanation() {
  const { t, i18n } = useTranslation();
  const list = new Intl.ListFormat(i18n.language, { type: 'disjunction' });
  return (check: ContrastCheck) => {
    const values = { ratio: formatRatio(check.ratio, i18n.language), required: formatRatio(check.required) };
    const parts = [t(`studio.style.contrast.explain.${check.use}`, values)];
    if (check.passesAsLargeText) parts.push(t('studio.style.contrast.explain.largeOnly'));
    if (check.automatic) parts.push(t('studio.style.contrast.explain.automatic'));
    const fixes = check.fixes.map((fix) =>
      t(`studio.style.contrast.fix.${fix.direction}`, { colour: t(`studio.style.colourNames.${fix.key}`) }),
    );
    parts.push(
      fixes.length > 0
        ? t('studio.style.contrast.fix.sentence', { fixes: list.format(fixes) })
        : t('studio.style.contrast.fix.fixed'),
    );
    return parts.join(' ');
  };
}

/** The WCAG 2.x AA check of the theme's colour pairs: ratio, what is needed, pass or fail. */
export function ContrastTable({ checks, mode }: { checks: ContrastCheck[]; mode: ThemeMode }) {
  const { t, i18n } = useTranslation();
  const explain = useExplanation();
  const failed = checks.filter((check) => !check.passes).length;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography
        role="status"
        sx={{ display: 'flex', gap: 1, alignItems: 'center', fontWeight: 600 }}
        color={failed ? 'error' : 'success.main'}
        data-testid="style-contrast-summary"
      >
        {failed ? <ErrorIcon aria-hidden /> : <CheckCircleIcon aria-hidden />}
        {failed
          ? t('studio.style.contrast.failing', { count: failed, total: checks.length })
          : t('studio.style.contrast.allPass', { count: checks.length })}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="style-contrast-table">
          <caption>{t('studio.style.contrast.caption', { mode: t(`studio.style.mode.${mode}`) })}</caption>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('studio.style.contrast.pair')}</TableCell>
              <TableCell scope="col">{t('studio.style.contrast.sample')}</TableCell>
              <TableCell scope="col">{t('studio.style.contrast.ratio')}</TableCell>
              <TableCell scope="col">{t('studio.style.contrast.needs')}</TableCell>
              <TableCell scope="col">{t('studio.style.contrast.result')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {checks.map((check) => (
              <TableRow key={check.id} data-testid={`contrast-${check.id}`} data-passes={check.passes}>
                <TableCell component="th" scope="row">
                  {t(`studio.style.contrast.pairs.${check.id}`)}
                </TableCell>
                <TableCell>
                  <Box
                    aria-hidden
                    sx={{
                      px: 1,
                      borderRadius: 1,
                      fontWeight: 600,
                      display: 'inline-block',
                      border: 1,
                      borderColor: 'divider',
                    }}
                    style={
                      check.use === 'ui'
                        ? {
                            background: check.background,
                            color: check.foreground,
                            outline: `2px solid ${check.foreground}`,
                            outlineOffset: -4,
                          }
                        : { background: check.background, color: check.foreground }
                    }
                  >
                    Aa
                  </Box>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatRatio(check.ratio, i18n.language)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {t(`studio.style.contrast.required.${check.use}`)}
                </TableCell>
                <TableCell sx={{ minWidth: 220 }}>
                  <Box
                    sx={{ display: 'flex', gap: 0.5, alignItems: 'center', fontWeight: 600 }}
                    color={check.passes ? 'success.main' : 'error.main'}
                  >
                    {check.passes ? (
                      <CheckCircleIcon fontSize="small" aria-hidden />
                    ) : (
                      <ErrorIcon fontSize="small" aria-hidden />
                    )}
                    {t(check.passes ? 'studio.style.contrast.passes' : 'studio.style.contrast.fails')}
                  </Box>
                  {!check.passes && (
                    <Typography variant="body2" sx={{ mt: 0.5 }}>
                      {explain(check)}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
