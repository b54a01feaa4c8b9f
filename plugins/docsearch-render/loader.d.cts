export const ONCE_PER_OPENING: string[];
export function rewrite(source: string): string;
