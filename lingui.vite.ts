import babel from 'vite-plugin-babel';

/**
 * Lingui's macros (`t`, `<Trans>`, `msg`, `plural`) become plain message descriptors at build time;
 * Babel only parses the TypeScript and JSX here, and Vite's esbuild compiles them afterwards.
 * Shared by the app's build and the unit tests.
 */
export function linguiMacros() {
  return babel({
    include: /\/app\/.*\.tsx?$/,
    babelConfig: {
      babelrc: false,
      configFile: false,
      parserOpts: { plugins: ['typescript', 'jsx'] },
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    },
  });
}
