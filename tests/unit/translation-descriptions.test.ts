/** plugins/translation-descriptions: the theme's translation descriptions leave the browser's JavaScript, nothing else does. */
import {describe, expect, it} from 'vitest';
import translationDescriptions, {
  TranslationDescriptionsPlugin,
  withoutTranslationDescriptions,
} from '../../plugins/translation-descriptions';

describe('translation descriptions', () => {
  it('takes the description out of translate() calls and <Translate> props, in any order of id and message', () => {
    const code = [
      '(0,o.I)({id:"theme.common.headingLinkTitle",message:"Direct link to {heading}",description:"Title for link to heading"},{heading:n})',
      '(0,u.I)({id:"theme.common.skipToMainContent",description:"The skip \\"to\\" content label",message:"Skip to main content"})',
      '(0,u.I)({message:"Languages",id:"theme.navbar.mobileLanguageDropdown.label",description:"The label"})',
      '(0,r.jsx)(u.Z,{id:"theme.ErrorPageContent.tryAgain",description:"The label of the button",children:"Try again"})',
      '(0,n.jsx)(r.Z,{id:"theme.lastUpdated.atDate",description:"The words",values:{date:d}})',
    ].join(';');
    const {code: stripped, count} = withoutTranslationDescriptions(code);
    expect(count).toBe(5);
    expect(stripped).not.toContain('description');
    expect(stripped).toBe(
      [
        '(0,o.I)({id:"theme.common.headingLinkTitle",message:"Direct link to {heading}"},{heading:n})',
        '(0,u.I)({id:"theme.common.skipToMainContent",message:"Skip to main content"})',
        '(0,u.I)({message:"Languages",id:"theme.navbar.mobileLanguageDropdown.label"})',
        '(0,r.jsx)(u.Z,{id:"theme.ErrorPageContent.tryAgain",children:"Try again"})',
        '(0,n.jsx)(r.Z,{id:"theme.lastUpdated.atDate",values:{date:d}})',
      ].join(';'),
    );
  });

  it("leaves a page's own description and other objects alone", () => {
    const code = [
      'let i={title:"Ariadne 0.24",description:"Ariadne 0.24 checks that custom directives are declared.",authors:["team"]}',
      '{id:"intro",description:"Not a theme translation"}',
      '{id:"theme.x",title:"t",description:"after another key"}',
    ].join(';');
    expect(withoutTranslationDescriptions(code)).toEqual({code, count: 0});
  });

  it('runs on the minified browser bundle only: not on the server bundle, nor with --no-minify or in development', () => {
    const configure = (minimize: boolean, isServer: boolean) =>
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- only the fields the plugin reads
      (translationDescriptions().configureWebpack as any)({optimization: {minimize}}, isServer) as {
        plugins?: unknown[];
      };
    expect(configure(true, false).plugins?.[0]).toBeInstanceOf(TranslationDescriptionsPlugin);
    expect(configure(false, false)).toEqual({});
    expect(configure(true, true)).toEqual({});
  });
});
