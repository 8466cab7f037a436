declare module 'virtual:step-definitions' {
  import type { StepModule } from './step-module';
  /** "<module>/<step>" → lazy import of that step's definition and precompiled validators. */
  export const stepLoaders: Record<string, () => Promise<StepModule>>;
}
