import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { createElement } from 'react';
import type { Plugin } from 'vite';

const ID = 'virtual:antd-static.css';
const RESOLVED_ID = `\0${ID}`;

/**
 * Ant Design's styles for our theme as one stylesheet, made at build time (`import 'virtual:antd-static.css'`): the app
 * runs Ant Design with `zeroRuntime`, so no component computes and inserts its styles in the browser (on the family
 * page that work held its first paint back by about 200 ms on a 2-core machine, bench:browser). Made from the theme,
 * not taken from antd/dist/antd.css, whose breakpoints and tokens are Ant Design's defaults rather than ours.
 */
export function antdStaticStyle(theme: ThemeConfig): Plugin {
  return {
    name: 'heirloom:antd-static-style',
    resolveId: (id) => (id === ID ? RESOLVED_ID : null),
    load: (id) =>
      id === RESOLVED_ID
        ? extractStyle((node) => createElement(ConfigProvider, { theme: { ...theme, zeroRuntime: false, hashed: false } }, node))
        : null,
  };
}
