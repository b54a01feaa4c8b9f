/**
 * Wrapped (not ejected) to add, under the version banner, the notice that a
 * version switch landed on the introduction because this version lacks the
 * page the reader was on (src/components/VersionSwitchNotice).
 */
import React from 'react';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type {WrapperProps} from '@docusaurus/types';
import VersionSwitchNotice from '@site/src/components/VersionSwitchNotice';

type Props = WrapperProps<typeof DocVersionBannerType>;

export default function DocVersionBannerWrapper(props: Props): React.ReactElement {
  return (
    <>
      <DocVersionBanner {...props} />
      <VersionSwitchNotice />
    </>
  );
}
