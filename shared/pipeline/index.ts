export { FOOTNOTE_SEPARATOR } from './assemble.ts';
export {
  DEFAULT_PROCESS_OPTIONS,
  failedSidecar,
  type ProcessInput,
  type ProcessOptions,
  type ProcessOutput,
  processDocument,
} from './process.ts';
export { globalPipelineVersion, type PipelineOptions, pipelineVersion, stageVersions } from './version.ts';
