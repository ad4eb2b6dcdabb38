/** Stories import plain CSS for its side effect (Vite adds it to the preview page). */
declare module '*.css';
