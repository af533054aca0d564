// Public surface of @bullpen/shared. Its stateful part (./core: contract, API client, stores, UI kit)
// is re-exported through the package name, so the browser builds take it from the share scope: one
// copy for the shell and every remote (tools/mf-shared.cjs). The values are named one by one, because
// webpack cannot tree-shake ./domain beside a star export of a shared module; core.test.ts checks that
// none is missing. The domain rules and the form fields are plain modules, tree-shaken into each build
// that uses them: they hold no state, and a page without a form then loads none of Chakra's fields.
export type * from './core';
export {
  contractMajor, isCompatibleContract, CONTRACT_VERSION, GUARDS, remoteForPath, readManifest, readManifestShared, compatibilityProblems,
  breakingLine, toApiError, apiFetch, ApiError,
  NETWORK_ERROR_MESSAGE, UNAVAILABLE_MESSAGE, getAppConfig, EMBEDDED_ANON_KEY, FALLBACK_CONFIG,
  setRememberMe, getSupabase, REMEMBER_ME_KEY, rememberingStorage, fetchMe, fetchProfile, patchProfile,
  uploadAvatar, uploadCv, fetchProgress, GATE_TOKEN_HEADER, unlockGate, verifyGate, hasPremiumAccess,
  SIGNED_OUT, useSessionStore, system, areaSystem, Toaster, toaster, toastOnceMounted, LoadingState, PageLoading, EmptyState,
  ErrorState, AreaUnavailable, AreaFrame, BuildLabel, createArea, AreaErrorBoundary, lazyScreen, preloadScreenFor,
  QUERY_RETRIES, QUERY_GC_TIME_MS, queryRetryDelay, isWorthRetrying, createQueryClient, QueryProvider, useRetry,
} from '@bullpen/shared/core';
// The progress store is a shared module of its own, which the shell's first chunk does not need.
export type * from './stores/progress';
export { localDate, progressFromServer, readVisitorProgress, useProgress, VISITOR_PROGRESS_KEY, useProgressStore } from '@bullpen/shared/progress';
export * from './domain';
export * from './ui/fields';
export * from './ui/award-toasts';
export type * from './contracts';
