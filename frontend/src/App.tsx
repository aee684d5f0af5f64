import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { preloadFirstScreen } from './firstScreen';
import { routes } from './routes';
import { theme } from './theme';

const router = createBrowserRouter(routes);
/** Settles when the code of the screen the page load opens is here (the first render waits for it). */
export const firstScreenCode = preloadFirstScreen(routes, window.location);

/**
 * People who ask their system for less motion get none of Ant Design's animations (dialogs, menus,
 * drawers). The browser tests emulate the same preference, so they never wait for an animation.
 */
const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
const appTheme = reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme;

/** One ConfigProvider applies the theme; SWR and the router sit inside it. */
export default function App() {
  return (
    <ConfigProvider theme={appTheme} locale={enUS}>
      <AntApp>
        <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </AntApp>
    </ConfigProvider>
  );
}
