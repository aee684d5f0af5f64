// The app, brought by main.tsx once the first screen's reads are asked for.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App, { firstScreenCode } from './App';
// Ant Design's styles for our theme (build/antdStaticStyle.ts), then ours.
import 'virtual:antd-static.css';
import './styles.css';

// The first render waits for the code of the screen the page load opens (its reads are asked for meanwhile): rendered
// before, the app shows a spinner while that code comes, and React holds back what replaces a Suspense fallback 300 ms.
void firstScreenCode.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
