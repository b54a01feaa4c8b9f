/**
 * The version switch notice, shown on a docs page opened with
 * `?missing=<page>` (src/site/versionSwitch.ts). The address is read after
 * hydration (the static HTML has no query), and the notice itself, with the
 * page titles it names, loads only then.
 */
import React, {lazy, Suspense} from 'react';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {MISSING_PAGE_PARAM} from '@site/src/site/versionSwitch';

const Notice = lazy(() => import('./Notice'));

export default function VersionSwitchNotice(): React.ReactElement | null {
  const {search} = useLocation();
  const missing = useIsBrowser() ? new URLSearchParams(search).get(MISSING_PAGE_PARAM) : null;
  return missing ? (
    <Suspense fallback={null}>
      <Notice page={missing} />
    </Suspense>
  ) : null;
}
