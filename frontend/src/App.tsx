import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { mutate, SWRConfig } from 'swr';
import { setUnauthorizedHandler } from './api/http';
import { keys } from './api/keys';
import { routes } from './routes';
import { theme } from './theme';

const router = createBrowserRouter(routes);

// The 401 rule: the session is gone, so forget the user and go to /login without reloading the page.
setUnauthorizedHandler(() => {
  void mutate(keys.auth.me(), null, { revalidate: false });
  void router.navigate('/login', { replace: true });
});

/** One ConfigProvider applies the theme; SWR and the router sit inside it. */
export default function App() {
  return (
    <ConfigProvider theme={theme} locale={enUS}>
      <AntApp>
        <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </AntApp>
    </ConfigProvider>
  );
}
