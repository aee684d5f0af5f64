import { Grid } from 'antd';

/** True from the md breakpoint (900 px) up: permanent drawer, top-bar search visible. */
export function useIsWide(): boolean {
  const screens = Grid.useBreakpoint();
  return screens.md === true;
}
