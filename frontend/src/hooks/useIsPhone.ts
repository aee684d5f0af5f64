import { Grid } from 'antd';

/**
 * True on a phone (below the sm breakpoint, 600 px): tables drop their secondary columns and stack them in
 * the first. Asked as "is xs matched" so that a screen whose width is unknown counts as wide.
 */
export function useIsPhone(): boolean {
  const screens = Grid.useBreakpoint();
  return screens.xs === true;
}
