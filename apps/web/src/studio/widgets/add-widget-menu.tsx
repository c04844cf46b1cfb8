import { type WidgetType, widgetTypes } from '@atrium/domain';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WidgetTypeIcon } from '../../features/area/widget-type-icon';

/** A button opening the list of widget types; choosing one adds a widget of it. */
export function AddWidgetMenu({ onAdd }: { onAdd: (type: WidgetType) => void }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="add-widget"
      >
        {t('studio.widgets.list.add')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {widgetTypes.map((type) => (
          <MenuItem
            key={type}
            data-testid={`add-widget-${type}`}
            onClick={() => {
              setAnchor(null);
              onAdd(type);
            }}
          >
            <ListItemIcon>
              <Box sx={{ width: 24, height: 24, display: 'flex' }}>
                <WidgetTypeIcon type={type} />
              </Box>
            </ListItemIcon>
            <ListItemText
              primary={t(`studio.widgets.types.${type}`)}
              secondary={t(`studio.widgets.typeHints.${type}`)}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
