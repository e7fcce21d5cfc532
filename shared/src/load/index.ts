// The one way the remotes read their data (issue 24 §5): useLoad with cancellation, transport-only
// retries and refetch after a mutation, and the loading / failed / empty states it is shown with.
export { useLoad, type Load, type LoadOptions, type LoadState } from './useLoad';
export { reloadLoads } from './reloadBus';
export { isRetryable, TRANSPORT_RETRY_DELAYS_MS } from './transportRetry';
export { LoadingState, LoadFailed, LoadEmpty } from './LoadStates';
