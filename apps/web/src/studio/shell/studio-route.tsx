import { redirect } from 'react-router';
import { paths } from '../../shared/routing/route-paths';
import { isLoggedIn } from '../../shared/stores/session.store';
import { StudioApp } from './studio-app';

/** The studio's guard: a logged-out organiser logs in first and comes back (roles are checked in the app). */
export function loader({ request }: { request: Request }) {
  const url = new URL(request.url);
  if (!isLoggedIn()) throw redirect(paths.login(`${url.pathname}${url.search}`));
  return null;
}

export const Component = StudioApp;
