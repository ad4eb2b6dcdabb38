/** Vite's `?url` import: the served URL of a file (the chat stories load the fake messenger this way). */
declare module '*?url' {
  const url: string;
  export default url;
}
