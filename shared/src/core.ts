// The stateful half of @bullpen/shared, shared between the shell and every remote as one singleton:
// the shell/remote contract, the API client, the stores and the UI kit. The pure rules (./domain) are
// not in it: each build bundles the few it uses, beside the screens that use them.
export * from './runtime';
export * from './api';
export * from './stores';
export * from './ui';
