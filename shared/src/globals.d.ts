/** Set at build time by webpack's DefinePlugin: tells builds of one area apart. */
declare const __BUILD_LABEL__: string;
/** Set in the shell's build: what it provides to remotes, shared key → version (tools/mf-shared.cjs). */
declare const __SHELL_SHARED__: Readonly<Record<string, string>>;
