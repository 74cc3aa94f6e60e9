import type { ErrorInfo } from 'react';
import { useErrorLogStore } from '../stores/errorLog';

/** Uncaught UI errors are collected in production only (spec §8). */
export const errorLogEnabled = import.meta.env.PROD;

export function logError(error: unknown, info = '') {
  if (!errorLogEnabled) return;
  const err = error instanceof Error ? error : new Error(String(error));
  useErrorLogStore
    .getState()
    .add({ message: err.message, info, stack: err.stack ?? '', url: window.location.href, time: Date.now() });
}

/** Root options for createRoot: React's own reports of errors it caught or did not. */
export const rootErrorOptions = {
  onUncaughtError: (error: unknown, info: ErrorInfo) => logError(error, info.componentStack ?? ''),
  onCaughtError: (error: unknown, info: ErrorInfo) => logError(error, info.componentStack ?? ''),
};

export function listenForWindowErrors() {
  if (!errorLogEnabled) return;
  window.addEventListener('error', (e) => logError(e.error ?? e.message));
  window.addEventListener('unhandledrejection', (e) => logError(e.reason));
}
