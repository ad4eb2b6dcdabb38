export { createProgressReporter, isFunnelStep, startAnalytics, stopAnalytics, trackFunnelStep } from './analytics';
export type { AnalyticsConfig, AnalyticsView, ProgressReporter, ProgressReporterOptions } from './analytics';
