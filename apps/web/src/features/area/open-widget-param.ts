/** The URL parameter naming a widget for the area page to open once (the search's View). */
export const OPEN_WIDGET_PARAM = 'open';
