// FHIR R4 Questionnaire logic shared by the questionnaire widget and the reference server.
export * from './enable-when';
export * from './extensions';
export * from './input';
export * from './options';
export * from './response';
export * from './supported';
export * from './validate';
export * from './tree';
export * from './walk';
