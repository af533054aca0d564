// The one Chakra system of the product: deep navy and white with one accent, used by every area.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles, breakpoints, cssVarsPrefix, cssVarsRoot, globalCss, keyframes, layerStyles, recipes, semanticTokens,
  slotRecipes, textStyles, tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with the recipe of every component: the design system is the whole of Chakra
 * (tools/design-system.cjs), so a team may use any component and find it styled.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes,
    slotRecipes,
  },
});

const palette = (shades: Record<string, string>) =>
  Object.fromEntries(Object.entries(shades).map(([k, v]) => [k, { value: v }]));

const semantic = (name: string, solid: string) => ({
  solid: { value: `{colors.${name}.${solid}}` },
  contrast: { value: 'white' },
  fg: { value: `{colors.${name}.700}` },
  muted: { value: `{colors.${name}.100}` },
  subtle: { value: `{colors.${name}.50}` },
  emphasized: { value: `{colors.${name}.200}` },
  focusRing: { value: `{colors.${name}.500}` },
});

const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        navy: palette({
          50: '#eef2f8', 100: '#d6dff0', 200: '#adbfe0', 300: '#7f99c8', 400: '#5373ab',
          500: '#34558f', 600: '#233f72', 700: '#182f59', 800: '#112344', 900: '#0b1a33', 950: '#07111f',
        }),
        accent: palette({
          50: '#e8f6f3', 100: '#c4e9e1', 200: '#8fd4c6', 300: '#58bba8', 400: '#2d9f8b',
          500: '#168a76', 600: '#0f7564', 700: '#0d5f52', 800: '#0c4b42', 900: '#0a3b34', 950: '#062420',
        }),
      },
      fonts: {
        heading: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
        body: { value: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        navy: semantic('navy', '800'),
        accent: semantic('accent', '600'),
      },
    },
  },
  globalCss: {
    body: { fontVariantNumeric: 'tabular-nums', color: 'gray.900', bg: 'white' },
    'html': { scrollBehavior: 'smooth' },
  },
});

/** The shell's system: the only one that injects global CSS (reset and body styles). */
export const system = createSystem(defaultBaseConfig, chakraTheme, config);

/** The remotes' system: same tokens and recipes, no global CSS, so a parcel never re-injects the reset. */
export const areaSystem = createSystem(defaultBaseConfig, { ...chakraTheme, preflight: false, globalCss: {} }, { ...config, globalCss: {} });
