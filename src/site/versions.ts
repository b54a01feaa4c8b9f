/**
 * Version lists of both docs areas. The lists themselves are the standard Docusaurus
 * files (`server_versions.json`, `client_versions.json`); this module only reads them
 * and derives the per-version options the docs plugins need.
 */
import type {VersionOptions} from '@docusaurus/plugin-content-docs';

type VersionsOptions = {[versionName: string]: VersionOptions};
import serverVersions from '../../server_versions.json';
import clientVersions from '../../client_versions.json';

export const SERVER_VERSIONS: readonly string[] = serverVersions;
export const CLIENT_VERSIONS: readonly string[] = clientVersions;

/** The newest released version of an area is the one served at the area's root. */
export function latestOf(versions: readonly string[]): string {
  const latest = versions[0];
  if (latest === undefined) {
    throw new Error('A docs area needs at least one released version in its *_versions.json file.');
  }
  return latest;
}

/**
 * Options for every version of an area: the development line is labelled `next`
 * and lives under `/next`; the latest release is at the root; older releases keep
 * their own name as path (the Docusaurus default) and show the unmaintained banner.
 */
export function versionOptions(versions: readonly string[]): VersionsOptions {
  const latest = latestOf(versions);
  const options: VersionsOptions = {
    current: {label: 'next', path: 'next', banner: 'unreleased'},
  };
  for (const version of versions) {
    options[version] =
      version === latest ? {label: version, banner: 'none'} : {label: version, path: version, banner: 'unmaintained'};
  }
  return options;
}
