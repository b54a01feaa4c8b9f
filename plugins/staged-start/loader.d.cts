export const FILE: string;
export const TEST: RegExp;
export const ORIGINAL_SHA256: string;
export function sha256(text: string): string;
export function replace(source: string): string;
