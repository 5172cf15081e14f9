export { normalize, normalizeVersion, stepsFor } from './pipeline.ts';
export { STEPS } from './registry.ts';
export type { Evidence, Level, NormalizationReport, Step, StepContext } from './types.ts';
export { LEVELS } from './types.ts';
