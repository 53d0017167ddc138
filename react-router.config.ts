import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  future: {
    // Smaller route chunks: a page's loader-free component code loads without its client-only helpers.
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
