/**
 * Configuration state: the provider's settings once loaded, their load status,
 * and the banner-closed flag (false until the patient closes the banner).
 */
import { signal } from '@preact/signals-core';
import type { ApiError } from '../api/errors';
import type { Config } from '../api/schemas/config.schema';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export type ConfigModel = ReturnType<typeof createConfigModel>;

export function createConfigModel() {
  const config = signal<Config | null>(null);
  const status = signal<LoadStatus>('idle');
  const error = signal<ApiError | null>(null);
  const bannerClosed = signal(false);

  return {
    config,
    status,
    error,
    bannerClosed,
    loading(): void {
      status.value = 'loading';
      error.value = null;
    },
    loaded(next: Config): void {
      config.value = next;
      status.value = 'ready';
      error.value = null;
    },
    failed(reason: ApiError): void {
      error.value = reason;
      status.value = 'error';
    },
    closeBanner(): void {
      bannerClosed.value = true;
    },
  };
}
