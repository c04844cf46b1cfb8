/** The meeting embed's visitor id is the analytics one: a single source for the whole app. */
export { visitorId } from '../../shared/analytics/visitor-id';
