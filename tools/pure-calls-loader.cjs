// Webpack loader: marks module-level calls in a dependency as pure (`/* @__PURE__ */`), so that what
// they build is dropped when nothing uses it. Chakra's theme module builds its whole default theme,
// every recipe included, at load time; with the mark, a system built from picked recipes (see
// shared/src/ui/system.ts) does not carry the others into the bundle.
module.exports = function pureCallsLoader(source) {
  const { calls } = this.getOptions();
  let result = source;
  for (const call of calls) {
    if (!result.includes(call)) {
      this.emitWarning(new Error(`pure-calls-loader: "${call}" is no longer in ${this.resourcePath}`));
      continue;
    }
    result = result.split(call).join(`/* @__PURE__ */ ${call}`);
  }
  return result;
};
