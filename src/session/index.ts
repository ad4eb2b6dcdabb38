export { startKeepalive } from './keepalive';
export type { KeepaliveOptions, StopKeepalive } from './keepalive';
