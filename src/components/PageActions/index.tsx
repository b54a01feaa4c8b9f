/**
 * A page's actions, on every docs page and blog post: copy its Markdown, view
 * it, edit its source file in the site's repository, report a problem
 * (./Actions.tsx). The server renders them; their code loads and hydrates when
 * the reader points at, touches or tabs into them (src/components/HydrateLater),
 * so it is not part of the page's first load. The page's head links its Markdown.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {hydrateLater} from '@site/src/components/HydrateLater';
import {markdownHref} from './markdown';
import type {Props} from './Actions';

const Actions = hydrateLater<Props>(() => import('./Actions'), 'intent');

export default function PageActions(props: Props): ReactNode {
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownHref(props.permalink)} />
      </Head>
      <Actions {...props} />
    </>
  );
}
