/** Set at build time by webpack's DefinePlugin: tells builds of one area apart. */
declare const __BUILD_LABEL__: string;
