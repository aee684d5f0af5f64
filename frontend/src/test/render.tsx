/** Renders a component the way the app does: theme, antd App, a fresh SWR cache and a router. */
import { App as AntApp, ConfigProvider } from 'antd';
import { render, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { theme } from '../theme';

interface Options {
  /** The URL to start at. */
  path?: string;
  /** The route pattern the element is mounted at (for useParams). */
  route?: string;
  /** Child routes of the element's route (as the app's route table has them). */
  children?: RouteObject[];
  /** Extra routes, to see where the element navigates. */
  routes?: RouteObject[];
}

/** A fresh SWR cache that asks again at once and never retries: for a component, or a hook alone (renderHook's wrapper). */
export function FreshCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{children}</SWRConfig>;
}

export function renderWithApp(element: ReactElement, { path = '/', route = '*', children, routes = [] }: Options = {}) {
  const router = createMemoryRouter([{ path: route, element, children }, ...routes], { initialEntries: [path] });
  const result = render(
    <ConfigProvider theme={{ ...theme, token: { ...theme.token, motion: false } }}>
      <AntApp>
        <FreshCache>
          <RouterProvider router={router} />
        </FreshCache>
      </AntApp>
    </ConfigProvider>,
  );
  return { ...result, router };
}

/**
 * The open dialog with this title. (Under NODE_ENV=test rc-component ids are all 'test-id', so a
 * dialog's aria-labelledby cannot name it here as it does in a browser.)
 */
export async function findDialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest('[role="dialog"]') as HTMLElement;
}
