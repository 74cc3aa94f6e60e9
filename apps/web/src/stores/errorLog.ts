import { create } from 'zustand';

export interface ErrorLogEntry {
  message: string;
  /** React's component stack, the analogue of Vue's component info. */
  info: string;
  stack: string;
  url: string;
  time: number;
}

interface ErrorLogState {
  logs: ErrorLogEntry[];
  add(entry: ErrorLogEntry): void;
  clear(): void;
}

export const useErrorLogStore = create<ErrorLogState>((set) => ({
  logs: [],
  add: (entry) => set((s) => ({ logs: [...s.logs.slice(-99), entry] })),
  clear: () => set({ logs: [] }),
}));
