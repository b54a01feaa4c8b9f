export function cleanPath(pathname: string, baseUrl?: string): string;
export function cleanPathScript(baseUrl: string): string;
