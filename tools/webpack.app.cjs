// Webpack configuration factory for the shell (host) and the remotes: one place, same mode everywhere.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig, providedByShell } = require('./mf-shared.cjs');
const { CHAKRA, chakraRootModule } = require('./design-system.cjs');
const { BuildGraphPlugin, PrecompressPlugin } = require('./build-assets.cjs');
const { AreaPlugin } = require('./area-plugin.cjs');

const root = path.resolve(__dirname, '..');
const EXTERNAL_RUNTIME_PLUGIN = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/**
 * With BUILD_STATIC=1 the shell is built without Module Federation: the areas' `./app` modules are
 * compiled into its bundle (shell/src/remotes/static-areas.ts), to measure what runtime composition costs.
 *
 * @param {object} options
 * @param {string} options.dir package folder
 * @param {string} options.name Module Federation name (`shell` for the host)
 * @param {boolean} [options.host] true for the shell
 */
function createAppConfig({ dir, name, host = false }) {
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const outDir = process.env.BUILD_OUT_DIR ? path.resolve(process.env.BUILD_OUT_DIR) : path.join(dir, 'dist');
    const buildLabel = process.env.BUILD_LABEL || `${name} ${require(path.join(dir, 'package.json')).version}`;
    const staticComposition = host && process.env.BUILD_STATIC === '1';
    return {
      mode,
      context: dir,
      entry: host ? { main: './src/index.ts' } : {},
      devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        publicPath: host ? '/' : 'auto',
        // A function, because the federation runtime resolves this template while webpack is still
        // hashing, before any content hash exists (webpack 5.111); the emitted names are hashed.
        filename: (pathData) =>
          pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript
            ? '[name].[contenthash:8].js'
            : '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // Chakra's root entry as the shell shares it; its other names come from their own entry points
        // (tools/design-system.cjs and the loader below).
        alias: { [`${CHAKRA}$`]: chakraRootModule() },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            // Loaders run last to first: Chakra's imports are pointed at their shared entry points, then compiled.
            use: [
              {
                loader: 'swc-loader',
                options: {
                  jsc: {
                    parser: { syntax: 'typescript', tsx: true },
                    transform: { react: { runtime: 'automatic', development: mode === 'development' } },
                    target: 'es2020',
                  },
                },
              },
              { loader: path.join(__dirname, 'chakra-imports-loader.cjs') },
            ],
          },
          { test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/i, type: 'asset/resource' },
          {
            test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
            loader: path.join(__dirname, 'pure-calls-loader.cjs'),
            options: { calls: ['defineConfig('] },
          },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({
          __BUILD_LABEL__: JSON.stringify(buildLabel),
          // The shell checks a remote's manifest against what it provides before loading it.
          ...(host ? { __SHELL_SHARED__: JSON.stringify(providedByShell(dir)) } : {}),
        }),
        staticComposition
          ? new webpack.NormalModuleReplacementPlugin(/^\.\/federation$/, './static-areas')
          : new ModuleFederationPlugin({
              name,
              // The host's own container is never loaded by anyone, but it needs a stable file name.
              filename: 'remoteEntry.js',
              ...(host ? { remotes: {} } : { exposes: { './app': './src/app.tsx' } }),
              shared: sharedConfig({ host, dir }),
              shareStrategy: 'loaded-first',
              manifest: true,
              dts: false,
              // The federation runtime is in the shell's main chunk and remotes use it instead of their own
              // copy. The shell installs it with the plugin of `experiments.provideExternalRuntime`, in its
              // ES module build, which webpack merges with the runtime it bundles anyway (the CommonJS
              // build the experiment picks would be a second copy).
              // `target: 'web'` leaves out the runtime's Node.js script loading, and `disableSnapshot` its
              // handling of manifests: the shell reads a remote's manifest itself and registers the remote
              // by its entry script (shell/src/remotes/federation.ts).
              ...(host
                ? { runtimePlugins: [EXTERNAL_RUNTIME_PLUGIN], experiments: { optimization: { target: 'web', disableSnapshot: true } } }
                : { experiments: { externalRuntime: true, optimization: { target: 'web' } } }),
            }),
        ...(host
          ? [
              new HtmlWebpackPlugin({
                template: path.join(dir, 'src/index.html'),
                scriptLoading: 'defer',
                favicon: path.join(dir, 'src/favicon.svg'),
                // Tells the gateway this shell loads no remote, so it hints none of their files.
                ...(staticComposition ? { meta: { 'bullpen-composition': 'static' } } : {}),
              }),
            ]
          : []),
        ...(host ? [] : [new AreaPlugin({ name, buildLabel })]),
        new BuildGraphPlugin(),
        ...(mode === 'production' ? [new PrecompressPlugin()] : []),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(root, 'node_modules/.cache/webpack', staticComposition ? `${name}-static` : name, mode),
      },
    };
  };
}

module.exports = { createAppConfig };
