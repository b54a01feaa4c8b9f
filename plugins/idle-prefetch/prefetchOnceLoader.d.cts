export const FILE: string;
export const TEST: RegExp;
export const REPLACE: [string, string][];
export function rewrite(source: string): string;
