export const FILE: string;
export const TEST: RegExp;
export const BEFORE: string;
export function withRouteGroups(source: string): string;
