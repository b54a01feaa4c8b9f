/**
 * Code highlighting colours: GitHub's light theme with the token colours that
 * fall under WCAG AA contrast (4.5:1 on the code background) darkened.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

const READABLE: Record<string, string> = {
  '#999988': '#6a6a5a', // comments
  '#e3116c': '#b0084f', // strings
  '#36acaa': '#1c6f6d', // numbers, constants, properties, variables
  '#00a4db': '#0064a8', // attribute names, at-rules
  '#d73a49': '#b3202f', // functions, tags
};

export const codeTheme: PrismTheme = {
  ...themes.github,
  styles: themes.github.styles.map((entry) => ({
    ...entry,
    style: {
      ...entry.style,
      ...(entry.style.color && READABLE[entry.style.color] ? {color: READABLE[entry.style.color]} : {}),
    },
  })),
};
