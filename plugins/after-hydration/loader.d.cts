export type Rewrite = {id: string; package: string; file: string; test: RegExp; replace: [string, string][]};
export const REWRITES: Rewrite[];
export function rewrite(source: string, resourcePath: string): string;
