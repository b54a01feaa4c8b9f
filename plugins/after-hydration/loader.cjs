/**
 * Rewrites the state updates that Docusaurus makes in the first effects after
 * hydration (see ./index.ts) so each is a React transition. One entry per
 * file of the packages the lock file pins; each text it replaces must be found
 * exactly once, or the build fails and says which.
 */
'use strict';

const {replaceEachOnce} = require('../patch-register/replaceOnce.cjs');

/** @type {{id: string, package: string, file: string, test: RegExp, replace: [string, string][]}[]} */
const REWRITES = [
  {
    id: 'browser flag',
    package: '@docusaurus/core',
    file: 'lib/client/browserContext.js',
    test: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/,
    replace: [
      [
        "import React, { useEffect, useState } from 'react';",
        "import React, { startTransition, useEffect, useState } from 'react';",
      ],
      ['        setIsBrowser(true);', '        startTransition(() => setIsBrowser(true));'],
    ],
  },
  {
    id: 'window size',
    package: '@docusaurus/theme-common',
    file: 'lib/hooks/useWindowSize.js',
    test: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/,
    replace: [
      ["import { useEffect, useState } from 'react';", "import { startTransition, useEffect, useState } from 'react';"],
      [
        "        updateWindowSize();\n        window.addEventListener('resize', updateWindowSize);",
        "        startTransition(updateWindowSize);\n        window.addEventListener('resize', updateWindowSize);",
      ],
    ],
  },
  {
    id: 'code word wrap',
    package: '@docusaurus/theme-common',
    file: 'lib/hooks/useCodeWordWrap.js',
    test: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useCodeWordWrap\.js$/,
    replace: [
      [
        "import { useState, useCallback, useEffect, useRef } from 'react';",
        "import { startTransition, useState, useCallback, useEffect, useRef } from 'react';",
      ],
      [
        "        setHiddenTabElement(codeBlockRef.current?.closest('[role=tabpanel][hidden]'));",
        "        const hiddenTab = codeBlockRef.current?.closest('[role=tabpanel][hidden]');\n        startTransition(() => setHiddenTabElement(hiddenTab));",
      ],
      [
        '        setIsCodeScrollable(isScrollable);',
        '        startTransition(() => setIsCodeScrollable(isScrollable));',
      ],
    ],
  },
  {
    id: 'preferred versions',
    package: '@docusaurus/plugin-content-docs',
    file: 'lib/client/docsPreferredVersion.js',
    test: /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsPreferredVersion\.js$/,
    replace: [
      [
        "import React, { useContext, useEffect, useMemo, useState, useCallback, } from 'react';",
        "import React, { startTransition, useContext, useEffect, useMemo, useState, useCallback, } from 'react';",
      ],
      [
        '        setState(readStorageState({ allDocsData, versionPersistence, pluginIds }));',
        '        startTransition(() => setState(readStorageState({ allDocsData, versionPersistence, pluginIds })));',
      ],
    ],
  },
];

/** The rewritten source of `resourcePath`; throws, naming the text, when a replaced text is not there exactly once. */
function rewrite(source, resourcePath) {
  const entry = REWRITES.find((candidate) => candidate.test.test(resourcePath));
  if (!entry) throw new Error(`after-hydration: no rewrite is registered for ${resourcePath}`);
  return replaceEachOnce(source, entry.replace, {
    patch: `after-hydration (${entry.id})`,
    file: `${entry.package}/${entry.file}`,
    plugin: 'after-hydration',
  });
}

module.exports = function afterHydrationLoader(source) {
  return rewrite(source, this.resourcePath);
};
module.exports.rewrite = rewrite;
module.exports.REWRITES = REWRITES;
