/** The one theme (SPEC section 9): indigo primary, pink secondary, light mode, radius 12, 8 px spacing. */
import { theme as antdTheme, type ThemeConfig } from 'antd';

/**
 * Every colour of the client, by what it is for: components take them from here (or from Ant Design's tokens, which
 * are set from here below), never as literals, so the palette changes in one place.
 */
export const colors = {
  primary: '#3f51b5',
  /** Lighter indigos: hover and gradients (400), icons on pale indigo (300), quotes' rule (100), placeholders (50). */
  primary400: '#5c6bc0',
  primary300: '#7986cb',
  primary100: '#c5cae9',
  primary50: '#e8eaf6',
  secondary: '#e91e63',
  secondaryHover: '#f06292',
  /** The pink behind small white text (the ADMIN chip): #e91e63 itself is just under 4.5:1. */
  secondaryDark: '#c2185b',
  background: '#f5f6fa',
  surface: '#ffffff',
  /** Text and icons on indigo and on the dark photo backdrops. */
  onDark: '#ffffff',
  onDarkSecondary: 'rgba(255, 255, 255, 0.85)',
  // Ant Design's default secondary text (45% black) misses WCAG AA contrast on white and on the layout grey.
  textSecondary: 'rgba(0, 0, 0, 0.65)',
  divider: '#e8e8f0',
  /** Behind a photo while it loads, and the full-screen viewer. */
  photoBackdrop: '#1a1a2e',
  viewerBackdrop: '#0b0b12',
  /** The storage meter once usage passes its warning threshold. */
  meterWarning: '#fa8c16',
  cardShadow: 'rgba(26, 35, 126, 0.25)',
  /** Behind white marks drawn over a photo (a video's play mark and length): readable on any picture. */
  scrim: 'rgba(0, 0, 0, 0.6)',
} as const;

/** 8 px spacing unit: spacing(2) === 16. */
export const spacing = (units: number) => units * 8;

/** Breakpoints 0/600/900/1200/1536 px mapped onto Ant Design's xs/sm/md/lg/xl. */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

const XXL = 1920;
const XXXL = 2560;

const screenTokens = {
  screenXS: breakpoints.xs,
  screenXSMin: breakpoints.xs,
  screenXSMax: breakpoints.sm - 1,
  screenSM: breakpoints.sm,
  screenSMMin: breakpoints.sm,
  screenSMMax: breakpoints.md - 1,
  screenMD: breakpoints.md,
  screenMDMin: breakpoints.md,
  screenMDMax: breakpoints.lg - 1,
  screenLG: breakpoints.lg,
  screenLGMin: breakpoints.lg,
  screenLGMax: breakpoints.xl - 1,
  screenXL: breakpoints.xl,
  screenXLMin: breakpoints.xl,
  screenXLMax: XXL - 1,
  screenXXL: XXL,
  screenXXLMin: XXL,
  screenXXLMax: XXXL - 1,
  screenXXXL: XXXL,
  screenXXXLMin: XXXL,
};

export const DRAWER_WIDTH = 240;

export const theme: ThemeConfig = {
  // Components take their styles from the stylesheet made from this theme at build time (build/antdStaticStyle.ts)
  // rather than computing and inserting them in the browser as they first render.
  zeroRuntime: true,
  algorithm: antdTheme.defaultAlgorithm,
  token: {
    colorPrimary: colors.primary,
    colorLink: colors.primary,
    colorInfo: colors.primary,
    colorBgLayout: colors.background,
    colorTextSecondary: colors.textSecondary,
    colorTextDescription: colors.textSecondary,
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // The default red (#ff4d4f) and green (#52c41a) are too light for text on white (danger buttons, upload results).
    colorError: '#d32f2f',
    // The derived hover and pressed reds are lighter (#e0595a: 3.6:1 under white text on a hovered danger button):
    // darker ones keep it readable.
    colorErrorHover: '#b71c1c',
    colorErrorActive: '#9a1515',
    colorErrorBg: '#fdecea',
    colorErrorBorder: '#f5b4b4',
    // The default gold (#faad14) is far too light for text (the Warning tag of the admin dashboard: 1.8:1).
    colorWarning: '#a15c00',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorSuccess: '#2e7d32',
    colorSuccessBg: '#edf7ed',
    colorSuccessBorder: '#a5d6a7',
    // The derived hover indigo is too light for text on white (hovered default and link buttons).
    colorPrimaryHover: colors.primary400,
    // Link buttons and links take their hover from the link colour: the same readable indigo.
    colorLinkHover: colors.primary400,
    borderRadius: 12,
    sizeUnit: 4,
    sizeStep: 4,
    margin: spacing(2),
    padding: spacing(2),
    fontFamily: '"Roboto", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
    ...screenTokens,
  },
  components: {
    Layout: {
      headerBg: colors.primary,
      headerColor: colors.onDark,
      headerPadding: `0 ${spacing(2)}px`,
      siderBg: colors.surface,
    },
    FloatButton: {
      colorPrimary: colors.secondary,
      colorPrimaryHover: colors.secondaryHover,
    },
  },
};
