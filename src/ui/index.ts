export { Banner, type BannerProps, type BannerTone } from './Banner';
export { Dialog, type DialogProps } from './Dialog';
export { Field, type FieldProps } from './Field';
export { SafeHtml, type SafeHtmlProps } from './SafeHtml';
export { Spinner } from './Spinner';
export { uiCss } from './ui.css';
export { DateOfBirthInput, datePartOrder, dateExample, type DateParts, type DateOfBirthInputProps } from './DateOfBirthInput';
