import type { Config } from '@react-router/dev/config';
import shop from '../../react-router.config.ts';

/** The bench's reference page: React Router with the shop's settings, server-rendered like the shop. */
export default { ssr: true, future: shop.future } satisfies Config;
