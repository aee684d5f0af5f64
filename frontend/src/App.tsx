import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { routes } from './routes';
import { theme } from './theme';

const router = createBrowserRouter(routes);

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
