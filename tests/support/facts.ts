/** The public API facts of each library version (facts/*.json). */
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from './site';

type AriadneApi = Record<string, {source_tag: string; modules: Record<string, string[]>}>;
type CodegenApi = Record<
  string,
  {source_tag: string; settings: Record<string, string[]>; plugin_hooks: string[]; modules: Record<string, string[]>}
>;

export const ARIADNE_API: AriadneApi = JSON.parse(fs.readFileSync(path.join(ROOT, 'facts/ariadne-api.json'), 'utf8'));
export const CODEGEN_API: CodegenApi = JSON.parse(fs.readFileSync(path.join(ROOT, 'facts/codegen-api.json'), 'utf8'));

/** The module map a code block of this area and version may import from. */
export function modulesFor(area: 'server' | 'client', version: string): Record<string, string[]> {
  const api = area === 'server' ? ARIADNE_API[version] : CODEGEN_API[version];
  if (!api) throw new Error(`no API facts for ${area} ${version}`);
  return api.modules;
}

/** Why an import is wrong for this module map, or null when it exists. */
export function importProblem(modules: Record<string, string[]>, module: string, name: string | null): string | null {
  const names = modules[module];
  if (!names) return `module ${module} does not exist in this version`;
  if (name === null || name === '*') return null;
  if (names.includes(name) || modules[`${module}.${name}`]) return null;
  return `${module} has no name ${name} in this version`;
}

export function codegenSettings(version: string): Set<string> {
  const api = CODEGEN_API[version];
  if (!api) throw new Error(`no codegen facts for ${version}`);
  return new Set(Object.values(api.settings).flat());
}

/** Tables under [tool.ariadne-codegen] that hold free-form maps or a standard plugin's own settings. */
export const CODEGEN_SUBTABLES = new Set(['scalars', 'remote_schema_headers', 'extract-operations']);
