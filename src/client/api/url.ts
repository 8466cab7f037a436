import { joinUrl } from '../../engine/shell/index';

/** The backend base address: VITE_API_BASE_URL at build time, else the app's own origin. */
export const apiUrl = (path: string) => joinUrl(import.meta.env.VITE_API_BASE_URL as string | undefined, path);
