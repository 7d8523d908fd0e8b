import { createGlobalStyle } from 'styled-components';

/** Light and dark themes with the product's blue primary. Contrast meets WCAG AA. */
export interface AppTheme {
  mode: 'light' | 'dark';
  color: {
    primary: string;
    primaryHover: string;
    onPrimary: string;
    bg: string;
    surface: string;
    surfaceAlt: string;
    text: string;
    textMuted: string;
    border: string;
    danger: string;
    success: string;
    warning: string;
    focus: string;
    overlay: string;
  };
  radius: { sm: string; md: string; lg: string; round: string };
  space: (n: number) => string;
  shadow: { sm: string; md: string };
  breakpoints: { mobile: number; tabletMin: number; tabletMax: number };
  font: { body: string; size: { sm: string; md: string; lg: string; xl: string } };
}

const base = {
  radius: { sm: '6px', md: '10px', lg: '16px', round: '999px' },
  space: (n: number) => `${n * 4}px`,
  breakpoints: { mobile: 500, tabletMin: 768, tabletMax: 1023 },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", sans-serif',
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.625rem' },
  },
};

export const lightTheme: AppTheme = {
  ...base,
  mode: 'light',
  color: {
    primary: '#1a56db',
    primaryHover: '#1e429f',
    onPrimary: '#ffffff',
    bg: '#f5f7fb',
    surface: '#ffffff',
    surfaceAlt: '#eef2fa',
    text: '#111827',
    textMuted: '#4b5563',
    border: '#d1d5db',
    danger: '#b91c1c',
    success: '#047857',
    warning: '#92400e',
    focus: '#f59e0b',
    overlay: 'rgba(17, 24, 39, 0.55)',
  },
  shadow: { sm: '0 1px 2px rgba(0,0,0,0.08)', md: '0 6px 20px rgba(17,24,39,0.12)' },
};

export const darkTheme: AppTheme = {
  ...base,
  mode: 'dark',
  color: {
    primary: '#76a9fa',
    primaryHover: '#a4cafe',
    onPrimary: '#0b1220',
    bg: '#0f172a',
    surface: '#1e293b',
    surfaceAlt: '#273449',
    text: '#e5e7eb',
    textMuted: '#cbd5e1',
    border: '#475569',
    danger: '#fca5a5',
    success: '#6ee7b7',
    warning: '#fcd34d',
    focus: '#fbbf24',
    overlay: 'rgba(0, 0, 0, 0.65)',
  },
  shadow: { sm: '0 1px 2px rgba(0,0,0,0.4)', md: '0 6px 20px rgba(0,0,0,0.5)' },
};

export const themes = { light: lightTheme, dark: darkTheme };

export const media = {
  mobile: `@media (max-width: ${base.breakpoints.mobile - 1}px)`,
  belowTablet: `@media (max-width: ${base.breakpoints.tabletMin - 1}px)`,
  tablet: `@media (min-width: ${base.breakpoints.tabletMin}px) and (max-width: ${base.breakpoints.tabletMax}px)`,
  desktop: `@media (min-width: ${base.breakpoints.tabletMax + 1}px)`,
};

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    background: ${({ theme }) => (theme as AppTheme).color.bg};
    color: ${({ theme }) => (theme as AppTheme).color.text};
    font-family: ${({ theme }) => (theme as AppTheme).font.body};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${({ theme }) => (theme as AppTheme).color.primary}; }
  :focus-visible { outline: 3px solid ${({ theme }) => (theme as AppTheme).color.focus}; outline-offset: 2px; }
  button, input, select, textarea { font: inherit; }
  img, video { max-width: 100%; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; }
  }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0,0,0,0); white-space: nowrap; border: 0;
  }
`;
