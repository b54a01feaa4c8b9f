export const ONCE_PER_OPENING: string[];
export function rewrite(source: string): string;
export const STATE_CHANGE: string;
export const STATE_CHANGE_SLICED: string;
