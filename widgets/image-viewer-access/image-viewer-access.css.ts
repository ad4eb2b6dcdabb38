export const imageViewerAccessCss = /* css */ `
.viewer-access { display: grid; gap: 1rem; justify-items: start; padding: 1.5rem; max-width: 40rem; }
.viewer-access__title { margin: 0; font-size: 1.5rem; }
.viewer-access__intro { margin: 0; }
`;
